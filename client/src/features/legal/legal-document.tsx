import { ArrowLeft, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SacredCircleLogo } from '@/components/brand/sacred-circle-logo';
import { buttonVariants } from '@/components/ui/button';
import { APP_NAME } from '@/lib/brand';
import { useContactDetails } from '@/lib/use-contact-details';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { LEGAL_EFFECTIVE_DATE } from './legal-constants';

export type LegalSection = {
  /** Anchor id, e.g. 'data-collected'. */
  id: string;
  title: string;
  body: ReactNode;
};

/** The contact mail link both documents end with; the address comes from the server's configuration. */
export function ContactMailLink() {
  const { data } = useContactDetails();
  if (!data)
    return <span className="inline-block h-5 w-56 animate-pulse rounded bg-muted align-middle" aria-hidden />;
  return (
    <a
      href={`mailto:${data.email}`}
      className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      <Mail aria-hidden className="size-4" />
      {data.email}
    </a>
  );
}

export function ContactLocation() {
  const { data } = useContactDetails();
  return data?.location ? <>{data.location}</> : null;
}

const backButtonClass = cn(buttonVariants({ variant: 'outline' }), 'gap-2');

/** A numbered legal document: back-to-home button, title, date, contents, and the numbered sections. */
export function LegalDocument(props: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  otherDocument: { href: string; label: string };
}) {
  useDocumentTitle(props.title);
  return (
    <div className="min-h-dvh">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link href="/" className="flex items-center gap-2 font-serif text-lg font-semibold">
            <SacredCircleLogo className="size-7" />
            {APP_NAME}
          </Link>
          <Link href="/" className={backButtonClass}>
            <ArrowLeft aria-hidden />
            Back to Home
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{props.title}</h1>
        <p className="mt-3 text-muted-foreground">Last updated: {LEGAL_EFFECTIVE_DATE}</p>
        <div className="mt-6 space-y-4 text-lg leading-relaxed">{props.intro}</div>

        <nav aria-label="Contents" className="mt-8 rounded-lg border bg-card p-5 text-card-foreground">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">Contents</h2>
          <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
            {props.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 space-y-10">
          {props.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-6"
            >
              <h2 id={`${section.id}-title`} className="font-serif text-2xl font-semibold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-foreground/90 [&_li]:ms-5 [&_li]:list-disc [&_li]:ps-1 [&_ul]:space-y-1.5">
                {section.body}
              </div>
            </section>
          ))}
        </div>

        <div className="mt-12 flex flex-wrap items-center gap-4 border-t pt-8">
          <Link href="/" className={backButtonClass}>
            <ArrowLeft aria-hidden />
            Back to Home
          </Link>
          <Link
            href={props.otherDocument.href}
            className="text-primary underline underline-offset-4 hover:no-underline"
          >
            {props.otherDocument.label}
          </Link>
        </div>
      </main>
    </div>
  );
}
