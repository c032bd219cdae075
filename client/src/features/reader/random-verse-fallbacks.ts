import type { ReligionId } from '@common/scripture/religions';

export type FallbackFaith = 'bible' | 'quran' | 'torah' | 'hindu' | 'buddhist';

export type DisplayVerse = {
  religion: ReligionId;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  reference: string;
  translationName: string;
};

export type FallbackVerse = DisplayVerse & { faith: FallbackFaith };

/**
 * When GET /api/verse/random fails, the card shows one of five built-in verses. The texts are copied
 * word for word from the same editions the library imports, so the card never shows an invented verse.
 */
export const fallbackVerses: readonly FallbackVerse[] = [
  {
    faith: 'bible',
    religion: 'christianity',
    book: 'John',
    chapter: 3,
    verse: 16,
    reference: 'John 3:16',
    text: 'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
    translationName: 'World English Bible',
  },
  {
    faith: 'quran',
    religion: 'islam',
    book: "Qur'an",
    chapter: 94,
    verse: 5,
    reference: "Qur'an 94:5",
    text: 'For indeed, with hardship [will be] ease',
    translationName: 'Saheeh International',
  },
  {
    faith: 'torah',
    religion: 'judaism',
    book: 'Leviticus',
    chapter: 19,
    verse: 18,
    reference: 'Leviticus 19:18',
    text: 'Thou shalt not take vengeance, nor bear any grudge against the children of thy people, but thou shalt love thy neighbour as thyself: I am the LORD.',
    translationName: 'JPS 1917',
  },
  {
    faith: 'hindu',
    religion: 'hinduism',
    book: 'Bhagavad Gita',
    chapter: 2,
    verse: 47,
    reference: 'Bhagavad Gita 2:47',
    text: 'Thy right is to work only, but never with its fruits; let not the fruits of action be thy motive, nor let thy attachment be to inaction.',
    translationName: 'Swami Sivananda',
  },
  {
    faith: 'buddhist',
    religion: 'buddhism',
    book: 'Dhammapada',
    chapter: 1,
    verse: 5,
    reference: 'Dhammapada 1:5',
    text: 'For never is hatred laid to rest by hate, it’s laid to rest by love: this is an ancient teaching.',
    translationName: 'Bhikkhu Sujato',
  },
];

/** One of the five at random; `random` is injectable so a test can pick each one. */
export function pickFallbackVerse(random: () => number = Math.random): FallbackVerse {
  const index = Math.min(fallbackVerses.length - 1, Math.floor(random() * fallbackVerses.length));
  return fallbackVerses[index]!;
}
