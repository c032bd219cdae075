import {
  BookOpen,
  ChartNoAxesColumnIncreasing,
  HeartHandshake,
  Layers,
  MessagesSquare,
  Mic,
  Search,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { SECTION_CLASS, SECTION_IDS } from './landing-sections';

type Feature = { title: string; description: string; icon: LucideIcon };

/** The eight feature cards, in the order of the product's promises (docs/product.md, Splash). */
export const FEATURES: readonly Feature[] = [
  {
    title: 'Sacred Texts',
    description:
      'Read the Bible, the Qur’an, the Torah, the Bhagavad Gita and the Tripitaka by book and chapter.',
    icon: BookOpen,
  },
  {
    title: 'AI Guidance',
    description:
      'Scholar personas matched to the text you are reading explain its context, history and meaning.',
    icon: Sparkles,
  },
  {
    title: 'Deep Dialogue',
    description:
      'Follow a question as far as it goes: every answer cites the verses it draws on, so you can read on.',
    icon: MessagesSquare,
  },
  {
    title: 'Voice Interaction',
    description:
      'Listen to chapters read aloud, speak your questions and hear the answers, interrupting when you like.',
    icon: Mic,
  },
  {
    title: 'Wisdom Search',
    description: 'Search every tradition at once for a theme such as forgiveness, gratitude or peace.',
    icon: Search,
  },
  {
    title: 'Progress Tracking',
    description:
      'Keep your reading journey: sessions, minutes, streaks, a weekly goal and milestones along the way.',
    icon: ChartNoAxesColumnIncreasing,
  },
  {
    title: 'Multi-Perspective',
    description:
      'Compare what each tradition says on one theme, verse beside verse, with a summary of where they meet.',
    icon: Layers,
  },
  {
    title: 'Community',
    description: 'Seekers of every faith and none, in a space kept respectful toward every tradition.',
    icon: HeartHandshake,
  },
];

export function FeaturesSection() {
  return (
    <section
      id={SECTION_IDS.features}
      aria-labelledby="features-title"
      className={`${SECTION_CLASS} px-4 py-20 sm:px-6`}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
            Everything you need to study and reflect
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Reading, listening, asking and comparing, in one calm place.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
