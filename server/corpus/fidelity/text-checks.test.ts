import { describe, expect, it } from 'vitest';
import { damageOf } from './library-check';
import { checkVerse, emptyCounts, unknownPerThousand } from './text-checks';

describe('checkVerse', () => {
  it("counts the Gita archive's damage: lost letters and 'ï1' marks", () => {
    const counts = emptyCounts();
    checkVerse(counts, 'Here are heroes, mighty archers, eal in battle to Bhima', true, 'Bhagavad Gita 1:4');
    checkVerse(counts, 'realise in full ï1thatï1 Brahman', true, 'Bhagavad Gita 7:29');
    expect(counts).toMatchObject({ verses: 2, lostQ: 1, mojibake: 1, markup: 0, doubledQuotes: 0 });
    expect(counts.examples).toContain('Bhagavad Gita 1:4 lost q: eal');
  });

  it('counts markup, mojibake and doubled quotation marks', () => {
    const counts = emptyCounts();
    checkVerse(counts, 'struck by pleasure and pain <j>in the village', true);
    checkVerse(counts, 'the Lordâ€™s house', true);
    checkVerse(counts, 'It is true.””', true);
    checkVerse(counts, 'In the beginning God created', true);
    expect(counts).toMatchObject({ markup: 1, mojibake: 1, doubledQuotes: 1, strayPunctuation: 0 });
  });

  it("counts stray punctuation in English text ('mercy. .', 'nettles .'), not in other scripts", () => {
    const counts = emptyCounts();
    checkVerse(counts, 'Because He delighteth in mercy. .', true, 'Micah 7:18');
    checkVerse(counts, 'under the nettles .', true, 'Job 30:7');
    checkVerse(counts, 'and he said . . . and went out', true);
    checkVerse(counts, 'حَدَّثَنَا الْحُمَيْدِيُّ .', false);
    expect(counts.strayPunctuation).toBe(2);
    expect(damageOf(counts, true)).toContain('2 verses with stray punctuation');
  });

  it("counts English verses that end on a word: npm quran-json's Saheeh International had lost every end", () => {
    const counts = emptyCounts();
    checkVerse(
      counts,
      'Who spend [in the cause of Allah] during ease and hardship - and Allah loves the doers of good',
      true,
    );
    checkVerse(
      counts,
      'And when it is said to them, "Do not cause corruption on the earth," they say, "We are but reformers',
      true,
    );
    checkVerse(
      counts,
      'And when it is said to them, "Do not cause corruption on the earth," they say, "We are but reformers."',
      true,
    );
    checkVerse(counts, 'Indeed, those who disbelieve - it is all the same for them', true);
    checkVerse(counts, 'بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ', false);
    expect(counts.unended).toBe(3);
    expect(damageOf(counts, true)).toContain('3 verses end on a word, with no final mark (limit 25%)');
    for (let index = 0; index < 9; index += 1)
      checkVerse(counts, 'In the name of Allah, the Entirely Merciful.', true);
    expect(counts.unended).toBe(3);
    expect(damageOf(counts, true).filter((damage) => damage.includes('end on a word'))).toEqual([]);
  });

  it('does not count names, transliteration, archaic forms or contractions as unknown', () => {
    const counts = emptyCounts();
    checkVerse(
      counts,
      'And Abram went up; he knoweth, for thou art Beth-lehem’s son; don’t fear. jhāna',
      true,
    );
    expect(counts.words).toBe(10);
    expect(counts.unknownWords.size).toBe(0);
  });

  it('rates only rare unknown words: a word used three times is the translation’s own', () => {
    const counts = emptyCounts();
    for (let index = 0; index < 3; index += 1) checkVerse(counts, 'he prayed two rak’ahs', true);
    checkVerse(counts, 'the Yoga of wisdon', true);
    expect(unknownPerThousand(counts)).toBeCloseTo((1 * 1000) / counts.words);
  });

  it('checks only markup and encoding in a text that is not English', () => {
    const counts = emptyCounts();
    checkVerse(counts, 'कर्मण्येवाधिकारस्ते', false);
    expect(counts.words).toBe(0);
    expect(damageOf(counts, false)).toEqual([]);
  });
});
