import { SECTION_CLASS, SECTION_IDS } from './landing-sections';

/** Four entries, always open: no accordion to click through. */
export const FAQ_ENTRIES = [
  {
    question: 'Is Sacred Circle free to use?',
    answer:
      'Yes. Sacred Circle has free and premium tiers. Free users can explore all the scriptures and have basic conversations with our AI scholars. Premium members get unlimited AI interactions and advanced features.',
  },
  {
    question: 'Which scriptures and translations can I read?',
    answer:
      'The Bible (World English Bible and King James Version), the Qur’an in Arabic with Saheeh International and Pickthall, six major hadith collections, the Torah and Tanakh in Hebrew with the JPS 1917 translation, the Bhagavad Gita in Sanskrit with several English translations, and the Dhammapada and Pali discourses translated by Bhikkhu Sujato.',
  },
  {
    question: 'Does the AI speak for any religion?',
    answer:
      'No. Our scholar personas explain what the texts say and how each tradition has understood them. They quote only verses from our library, show every reference, and never claim divine authority. For matters of faith and practice, your own community and teachers remain the best guides.',
  },
  {
    question: 'Do I need an account?',
    answer:
      'No. You can read, ask and compare as a guest, and your reading journey is kept in this browser. Creating an account keeps your journey safe across devices, and everything you did as a guest comes with you.',
  },
] as const;

export function FaqSection() {
  return (
    <section
      id={SECTION_IDS.faq}
      aria-labelledby="faq-title"
      className={`${SECTION_CLASS} px-4 py-20 sm:px-6`}
    >
      <div className="mx-auto max-w-3xl">
        <h2
          id="faq-title"
          className="text-center font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          Frequently Asked Questions
        </h2>
        <dl className="mt-12 space-y-5">
          {FAQ_ENTRIES.map((entry) => (
            <div
              key={entry.question}
              className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
            >
              <dt className="text-lg font-semibold">{entry.question}</dt>
              <dd className="mt-2 leading-relaxed text-muted-foreground">{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
