import { Link } from 'wouter';
import { quoteVerse } from '@common/scripture/quote-verse';
import { SacredCircleLogo } from '@/components/brand/sacred-circle-logo';
import { buttonVariants } from '@/components/ui/button';
import { SAMPLE_CLOSING, SAMPLE_INTRO, SAMPLE_QUESTION, SAMPLE_QUOTES } from './wisdom-sample';

const CALLS_TO_ACTION = ['ASK OUR SACRED SCHOLARS', 'ASK OUR AI GUIDE', 'BEGIN YOUR SACRED JOURNEY'] as const;

/** The second hero: a sample question and the scholar's answer, quoting one verse per tradition. */
export function WisdomSection() {
  return (
    <section aria-labelledby="wisdom-title" className="bg-secondary/60 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-4xl">
        <div className="text-center">
          <h2 id="wisdom-title" className="font-serif text-3xl font-semibold tracking-[0.08em] sm:text-4xl">
            EXPERIENCE AI WISDOM
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Ask a question and our scholars answer from the texts themselves, citing every verse they quote.
          </p>
        </div>

        <figure className="mt-10 rounded-lg border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
          <figcaption className="text-sm font-medium text-muted-foreground">A sample conversation</figcaption>
          <div className="mt-4 flex justify-end">
            <p className="max-w-[85%] rounded-lg rounded-ee-sm bg-primary px-4 py-3 text-primary-foreground">
              <span className="sr-only">Visitor asks: </span>
              {SAMPLE_QUESTION}
            </p>
          </div>
          <div className="mt-6 flex gap-3">
            <SacredCircleLogo className="mt-1 size-9 shrink-0" />
            <div className="min-w-0 space-y-4">
              <p className="font-semibold">
                Universal Scholar
                <span className="sr-only"> answers:</span>
              </p>
              <p>{SAMPLE_INTRO}</p>
              <ul className="space-y-4">
                {SAMPLE_QUOTES.map((quote) => (
                  <li key={quote.tradition} className="border-s-4 border-gold/60 ps-4">
                    <p className="text-sm font-semibold uppercase tracking-wider text-gold">
                      {quote.tradition}
                    </p>
                    <blockquote className="mt-1 font-serif text-lg leading-relaxed">
                      <p>{quoteVerse(quote.text)}</p>
                    </blockquote>
                    <p className="mt-1 text-sm text-muted-foreground">
                      <cite className="not-italic">{quote.reference}</cite>, {quote.translation}
                    </p>
                  </li>
                ))}
              </ul>
              <p>{SAMPLE_CLOSING}</p>
            </div>
          </div>
        </figure>

        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap">
          {CALLS_TO_ACTION.map((label, index) => (
            <Link
              key={label}
              href="/dashboard"
              className={buttonVariants({ variant: index === 0 ? 'default' : 'outline', size: 'cta' })}
            >
              {label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
