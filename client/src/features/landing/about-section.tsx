import { SECTION_CLASS, SECTION_IDS } from './landing-sections';

const PRINCIPLES = [
  {
    title: 'The texts come first',
    body: 'Every verse you read comes from a named, openly licensed translation, never from a model’s memory. When the scholar quotes scripture, it quotes the library and checks every reference.',
  },
  {
    title: 'Scholars, not oracles',
    body: 'Our guides explain traditions the way a respectful teacher would. They never claim to speak for God, and they say plainly when a question belongs with a doctor, a lawyer or a crisis line.',
  },
  {
    title: 'Every tradition honoured',
    body: 'Christianity, Islam, Judaism, Hinduism and Buddhism sit side by side as equals. Hostility toward any faith is moderated; the scriptures themselves never are.',
  },
] as const;

export function AboutSection() {
  return (
    <section
      id={SECTION_IDS.about}
      aria-labelledby="about-title"
      className={`${SECTION_CLASS} bg-muted/60 px-4 py-20 sm:px-6`}
    >
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[2fr_3fr] lg:items-start">
        <div>
          <h2 id="about-title" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
            About Sacred Circle
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Sacred Circle is a study companion for readers and seekers: a place to read the great scriptures
            of the world in full, to ask questions without fear of judgement, and to discover how differently,
            and how similarly, the traditions speak about the things that matter most.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Come as a student, a believer, a skeptic or simply curious. You can start reading as a guest, and
            keep your journey when you create an account.
          </p>
        </div>
        <ul className="grid gap-5">
          {PRINCIPLES.map((principle) => (
            <li
              key={principle.title}
              className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
            >
              <h3 className="font-serif text-xl font-semibold">{principle.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{principle.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
