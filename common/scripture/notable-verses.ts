import type { ReligionId } from './religions';
import { parseScriptureRef, type VerseScriptureRef } from './scripture-ref';

/**
 * Well-loved verses of each tradition for the random verse card. Only references live here: the text is always
 * read from the imported scriptures. Tanakh references use Hebrew numbering (the JPS/Sefaria text's).
 */
const notableReferences: Record<ReligionId, readonly string[]> = {
  christianity: [
    'John 3:16',
    'Matthew 5:9',
    'Matthew 22:39',
    'Luke 6:31',
    '1 Corinthians 13:4',
    'Romans 12:21',
    'Philippians 4:13',
    'Psalms 23:1',
    'Proverbs 3:5',
    'Isaiah 40:31',
    'Micah 6:8',
    'Galatians 5:22',
  ],
  islam: [
    "Qur'an 2:255",
    "Qur'an 2:286",
    "Qur'an 94:5",
    "Qur'an 94:6",
    "Qur'an 49:13",
    "Qur'an 13:28",
    "Qur'an 5:32",
    "Qur'an 2:152",
    "Qur'an 39:53",
    'Sahih al-Bukhari 1:1',
  ],
  judaism: [
    'Genesis 1:1',
    'Deuteronomy 6:4',
    'Leviticus 19:18',
    'Micah 6:8',
    'Isaiah 2:4',
    'Psalms 133:1',
    'Ecclesiastes 3:1',
    'Proverbs 3:17',
    'Psalms 121:1',
  ],
  hinduism: [
    'Bhagavad Gita 2:47',
    'Bhagavad Gita 2:20',
    'Bhagavad Gita 2:14',
    'Bhagavad Gita 4:7',
    'Bhagavad Gita 6:5',
    'Bhagavad Gita 9:22',
    'Bhagavad Gita 12:13',
    'Bhagavad Gita 18:66',
  ],
  buddhism: [
    'Dhammapada 1:1',
    'Dhammapada 1:2',
    'Dhammapada 1:5',
    'Dhammapada 8:103',
    'Dhammapada 14:183',
    'Dhammapada 15:204',
    'Dhammapada 17:223',
    'Dhammapada 12:160',
    'Dhammapada 3:35',
  ],
};

export const notableVerses: readonly VerseScriptureRef[] = Object.entries(notableReferences).flatMap(
  ([religion, references]) =>
    references.map((reference) => {
      const ref = parseScriptureRef(reference, { religion: religion as ReligionId });
      if (!ref || ref.verse === undefined || ref.religion !== religion) {
        throw new Error(`notable-verses: '${reference}' is not a ${religion} verse reference`);
      }
      return { ...ref, verse: ref.verse };
    }),
);
