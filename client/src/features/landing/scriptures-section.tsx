import { BookOpen } from 'lucide-react';
import { SECTION_CLASS, SECTION_IDS } from './landing-sections';

const LIBRARY = [
  {
    tradition: 'Christianity',
    scripture: 'The Bible',
    detail: 'All 66 books in the World English Bible, with the King James Version beside it.',
  },
  {
    tradition: 'Islam',
    scripture: "The Qur'an",
    detail:
      'All 114 surahs in Arabic with transliteration, Saheeh International and Pickthall, and six major hadith collections.',
  },
  {
    tradition: 'Judaism',
    scripture: 'The Torah',
    detail:
      'The Torah and the whole Tanakh in Hebrew, with the Jewish Publication Society translation of 1917.',
  },
  {
    tradition: 'Hinduism',
    scripture: 'The Bhagavad Gita',
    detail: 'All 18 chapters in Sanskrit with transliteration and several named English translations.',
  },
  {
    tradition: 'Buddhism',
    scripture: 'The Tripitaka',
    detail:
      "The Dhammapada and the Buddha's discourses of the Pali canon, in Bhikkhu Sujato's translations with the Pali.",
  },
] as const;

/** Where 'EXPLORE SCRIPTURES' lands: the five libraries and what each holds. */
export function ScripturesSection() {
  return (
    <section
      id={SECTION_IDS.scriptures}
      aria-labelledby="scriptures-title"
      className={`${SECTION_CLASS} px-4 py-20 sm:px-6`}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="scriptures-title" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
            Five traditions, one circle
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Complete texts, each shown with the name and licence of its translation, and the original language
            in parallel wherever the source has it.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {LIBRARY.map((item) => (
            <li
              key={item.tradition}
              className="flex flex-col rounded-lg border bg-card p-5 text-card-foreground shadow-sm"
            >
              <BookOpen aria-hidden className="size-6 text-gold" />
              <h3 className="mt-3 font-serif text-xl font-semibold">{item.scripture}</h3>
              <p className="text-sm font-medium text-gold">{item.tradition}</p>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{item.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
