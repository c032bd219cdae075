import type { ReligionId } from '../../../common/scripture/religions';

/**
 * The traditions a question names ("What does the Bible say about suicide?", "How do Buddhists see anger?"): their
 * perspectives come first in the answer, and one whose texts hold no passage on it says so rather than being
 * passed over in silence, since the reader asked about it by name. Words shared by several traditions ('dharma',
 * 'God', 'prophet') name none of them.
 */
const namings: readonly { religion: ReligionId; pattern: RegExp }[] = [
  {
    religion: 'christianity',
    pattern:
      /\b(?:(?<!hebrew\s)bible|biblical|christians?|christianity|jesus|christ|gospels?|new\s+testament|apostle\s+paul|st\.?\s+paul)\b/i,
  },
  {
    religion: 'islam',
    pattern: /\b(?:qur['’]?an(?:ic)?|koran|islam(?:ic)?|muslims?|hadiths?|sunnah|muhammad|mohammed)\b/i,
  },
  {
    religion: 'judaism',
    pattern: /\b(?:torah|tanakh|judaism|jewish|jews|rabbis?|rabbinic(?:al)?|talmud(?:ic)?|hebrew\s+bible)\b/i,
  },
  {
    religion: 'hinduism',
    pattern: /\b(?:(?:bhagavad\s+)?gita|hindus?|hinduism|krishna|arjuna|vedas?|vedic|upanishads?)\b/i,
  },
  {
    religion: 'buddhism',
    pattern:
      /\b(?:buddha|buddhism|buddhists?|dhammapada|suttas?|sutras?|tripitaka|tipitaka|pali\s+canon|theravada)\b/i,
  },
];

/** The traditions the question names, in the order of the app's traditions. */
export function namedTraditions(question: string): ReligionId[] {
  return namings.filter(({ pattern }) => pattern.test(question)).map(({ religion }) => religion);
}

/** The answer's traditions with the named ones first, the rest in their order. */
export function namedFirst(traditions: readonly ReligionId[], named: readonly ReligionId[]): ReligionId[] {
  return [
    ...traditions.filter((religion) => named.includes(religion)),
    ...traditions.filter((religion) => !named.includes(religion)),
  ];
}
