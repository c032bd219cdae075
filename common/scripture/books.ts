import {
  newTestamentBooks,
  oldTestamentBooks,
  tanakhNames,
  tanakhOrder,
  type BibleBookData,
} from './bible-books';
import { religionIds, type ReligionId } from './religions';

/** One book of a tradition's canon, in the order and section the reader shows it. */
export type BookDefinition = {
  religion: ReligionId;
  name: string;
  /** URL-safe id, unique within the religion ('1-corinthians', 'quran', 'sahih-al-bukhari'). */
  slug: string;
  /** Stable source-neutral code: USFM for the Bible and Tanakh, SuttaCentral uid, sunnah.com collection id. */
  code: string;
  section: string;
  /** 1-based position within the religion. */
  sortOrder: number;
  /** The book's name in its original language and script. */
  originalName: string;
  /** Other names and abbreviations the reference parser accepts ('Jn', 'Bukhari', 'Dhp', 'BG'). */
  aliases: readonly string[];
  /** What one chapter of this book is called in the reader ('Surah 2 of 114'). */
  chapterLabel: 'Chapter' | 'Surah' | 'Book' | 'Vagga' | 'Sutta';
  /** What one verse is called ('Hadith 1', 'Segment 3'). */
  verseLabel: 'Verse' | 'Ayah' | 'Hadith' | 'Segment';
  /** Chapters, where the text fixes them (114 surahs); otherwise the imported count in the database rules. */
  chapterCount?: number;
  /** A single-chapter book, where 'Jude 5' means verse 5. */
  singleChapter?: boolean;
};

/** 'Sunan an-Nasa\'i' → 'sunan-an-nasai', 'Song of Songs' → 'song-of-songs'. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼ‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const numberPrefixes: Record<1 | 2 | 3, readonly string[]> = {
  1: ['1', '1st', 'I', 'First'],
  2: ['2', '2nd', 'II', 'Second'],
  3: ['3', '3rd', 'III', 'Third'],
};

function bibleAliases(book: BibleBookData): string[] {
  const aliases = book.number
    ? book.aliases.flatMap((alias) =>
        numberPrefixes[book.number!].flatMap((prefix) => [`${prefix} ${alias}`]),
      )
    : [...book.aliases];
  return [...aliases, book.code];
}

type BookSeed = Omit<BookDefinition, 'religion' | 'slug' | 'sortOrder' | 'chapterLabel' | 'verseLabel'> &
  Partial<Pick<BookDefinition, 'chapterLabel' | 'verseLabel'>>;

function fromBible(book: BibleBookData, section: string, name = book.name): BookSeed {
  return {
    name,
    code: book.code,
    section,
    originalName: book.originalName,
    aliases: name === book.name ? bibleAliases(book) : [book.name, ...bibleAliases(book)],
    ...(book.singleChapter ? { singleChapter: true, chapterCount: 1 } : {}),
  };
}

const bibleByCode = new Map([...oldTestamentBooks, ...newTestamentBooks].map((book) => [book.code, book]));

const seeds: Record<ReligionId, readonly BookSeed[]> = {
  christianity: [
    ...oldTestamentBooks.map((book) => fromBible(book, 'Old Testament')),
    ...newTestamentBooks.map((book) => fromBible(book, 'New Testament')),
  ],
  islam: [
    {
      name: "Qur'an",
      code: 'quran',
      section: "Qur'an",
      originalName: 'القرآن الكريم',
      aliases: ['Quran', 'Koran', 'Al-Quran', 'The Quran', 'Holy Quran', 'Q'],
      chapterLabel: 'Surah',
      verseLabel: 'Ayah',
      chapterCount: 114,
    },
    ...(
      [
        ['Sahih al-Bukhari', 'bukhari', 'صحيح البخاري', ['Bukhari', 'Sahih Bukhari', 'al-Bukhari']],
        ['Sahih Muslim', 'muslim', 'صحيح مسلم', ['Muslim']],
        [
          'Sunan Abu Dawud',
          'abudawud',
          'سنن أبي داود',
          ['Abu Dawud', 'Abu Dawood', 'Abi Dawud', 'Sunan Abi Dawud', 'Sunan Abu Dawood'],
        ],
        [
          "Jami' at-Tirmidhi",
          'tirmidhi',
          'جامع الترمذي',
          [
            'Tirmidhi',
            'at-Tirmidhi',
            'al-Tirmidhi',
            "Jami' al-Tirmidhi",
            'Sunan al-Tirmidhi',
            'Sunan at-Tirmidhi',
          ],
        ],
        ["Sunan an-Nasa'i", 'nasai', 'سنن النسائي', ["Nasa'i", "an-Nasa'i", "al-Nasa'i", "Sunan al-Nasa'i"]],
        ['Sunan Ibn Majah', 'ibnmajah', 'سنن ابن ماجه', ['Ibn Majah', 'Ibn Maja', 'Sunan Ibn Maja']],
      ] as const
    ).map(([name, code, originalName, aliases]) => ({
      name,
      code,
      section: 'Hadith',
      originalName,
      aliases,
      chapterLabel: 'Book' as const,
      verseLabel: 'Hadith' as const,
    })),
  ],
  judaism: tanakhOrder.flatMap(({ section, codes }) =>
    codes.map((code) => {
      const book = bibleByCode.get(code)!;
      return fromBible(book, section, tanakhNames[code] ?? book.name);
    }),
  ),
  hinduism: [
    {
      name: 'Bhagavad Gita',
      code: 'bg',
      section: 'Mahabharata',
      originalName: 'श्रीमद्भगवद्गीता',
      aliases: [
        'Gita',
        'BG',
        'Bhagavad-Gita',
        'Bhagavadgita',
        'Bhagvad Gita',
        'Bhagavad Geeta',
        'Geeta',
        'Srimad Bhagavad Gita',
        'Shrimad Bhagavad Gita',
      ],
      chapterCount: 18,
    },
  ],
  buddhism: [
    {
      name: 'Dhammapada',
      code: 'dhp',
      section: 'Khuddaka Nikaya',
      originalName: 'Dhammapada',
      aliases: ['Dhp'],
      chapterLabel: 'Vagga',
      chapterCount: 26,
    },
    ...(
      [
        ['Sutta Nipata', 'snp', 'Khuddaka Nikaya', 'Suttanipāta', ['Snp', 'Suttanipata', 'Sutta-nipata'], 73],
        ['Udana', 'ud', 'Khuddaka Nikaya', 'Udāna', ['Ud'], 80],
        ['Itivuttaka', 'iti', 'Khuddaka Nikaya', 'Itivuttaka', ['Iti'], 112],
        ['Khuddakapatha', 'kp', 'Khuddaka Nikaya', 'Khuddakapāṭha', ['Kp', 'Khp', 'Khuddaka Patha'], 9],
        ['Digha Nikaya', 'dn', 'Four Nikayas', 'Dīghanikāya', ['DN', 'Digha', 'Long Discourses'], 34],
        [
          'Majjhima Nikaya',
          'mn',
          'Four Nikayas',
          'Majjhimanikāya',
          ['MN', 'Majjhima', 'Middle Discourses', 'Middle Length Discourses'],
          152,
        ],
        [
          'Samyutta Nikaya',
          'sn',
          'Four Nikayas',
          'Saṃyuttanikāya',
          ['SN', 'Samyutta', 'Linked Discourses'],
          undefined,
        ],
        [
          'Anguttara Nikaya',
          'an',
          'Four Nikayas',
          'Aṅguttaranikāya',
          ['AN', 'Anguttara', 'Numbered Discourses'],
          undefined,
        ],
      ] as const
    ).map(([name, code, section, originalName, aliases, chapterCount]) => ({
      name,
      code,
      section,
      originalName,
      aliases,
      chapterLabel: 'Sutta' as const,
      verseLabel: 'Segment' as const,
      ...(chapterCount ? { chapterCount } : {}),
    })),
  ],
};

function buildCatalog(): Record<ReligionId, readonly BookDefinition[]> {
  const catalog = {} as Record<ReligionId, readonly BookDefinition[]>;
  for (const religion of religionIds) {
    catalog[religion] = seeds[religion].map((seed, index) => ({
      chapterLabel: 'Chapter',
      verseLabel: 'Verse',
      ...seed,
      religion,
      slug: slugify(seed.name),
      sortOrder: index + 1,
    }));
  }
  return catalog;
}

/** Every book of every tradition, each religion's books in canonical order. */
export const booksByReligion: Readonly<Record<ReligionId, readonly BookDefinition[]>> = buildCatalog();

export const allBooks: readonly BookDefinition[] = religionIds.flatMap(
  (religion) => booksByReligion[religion],
);

const bookIndex = new Map<string, BookDefinition>();
for (const book of allBooks) {
  bookIndex.set(`${book.religion}\u0000${book.name.toLowerCase()}`, book);
  bookIndex.set(`${book.religion}\u0000${book.slug}`, book);
}

/** A book by its exact name (any case) or slug within a religion: what the API's `book` parameter accepts. */
export function findBook(religion: ReligionId, nameOrSlug: string): BookDefinition | undefined {
  const key = nameOrSlug.trim();
  return (
    bookIndex.get(`${religion}\u0000${key.toLowerCase()}`) ??
    bookIndex.get(`${religion}\u0000${slugify(key)}`)
  );
}

/** Section name → book names in order, sections in canonical order ('Torah', "Nevi'im", 'Ketuvim'). */
export function sectionsOf(religion: ReligionId): Record<string, string[]> {
  const sections: Record<string, string[]> = {};
  for (const book of booksByReligion[religion]) (sections[book.section] ??= []).push(book.name);
  return sections;
}
