import { describe, expect, it } from 'vitest';
import { readPackageJson } from '../npm-package';
import { cleanText } from '../payload';
import { readSaheehReference, saheehVerses, type QuranJsonSurah } from './quran-json';

// Both packages are read whole: 6,236 verses, pure data.
const english = readPackageJson<QuranJsonSurah[]>('quran-json', 'dist/quran_en.json');
const reference = readSaheehReference();
const { verses, repaired } = saheehVerses(english, reference);

type Verse = { ref: string; ours: string; restored: string; theirs: string };
const all: Verse[] = english.flatMap((surah, index) =>
  surah.verses.map((ayah, verse) => ({
    ref: `${surah.id}:${ayah.id}`,
    ours: cleanText(ayah.translation ?? ''),
    restored: verses[index]![verse]!,
    theirs: reference[surah.id - 1]![ayah.id - 1]!,
  })),
);
const byRef = new Map(all.map((verse) => [verse.ref, verse.restored]));
const words = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
const endsWithoutMark = (text: string) => /[\p{L}\p{N}\])]$/u.test(text);
const doubleQuotes = (text: string) => text.split('"').length - 1;

/**
 * Verses whose " cannot be paired within their surah. A verse with an odd number of " opens a speech that runs
 * on (its last " opens) or ends one begun earlier (its last " closes); an opening verse pairs with the next
 * closing one. What is left opens a speech that never closes, or closes one that never opened.
 */
function unpairedQuotations(): string[] {
  const unpaired: string[] = [];
  for (const surah of english) {
    let opened: string | undefined;
    for (const ayah of surah.verses) {
      const ref = `${surah.id}:${ayah.id}`;
      const text = byRef.get(ref)!;
      if (doubleQuotes(text) % 2 === 0) continue;
      const last = text.lastIndexOf('"');
      const opens = (last === 0 || /[\s([{\-–—]/.test(text[last - 1]!)) && /\S/.test(text[last + 1] ?? ' ');
      if (opens) {
        if (opened) unpaired.push(opened);
        opened = ref;
      } else {
        if (!opened) unpaired.push(ref);
        opened = undefined;
      }
    }
    if (opened) unpaired.push(opened);
  }
  return unpaired;
}

describe("Saheeh International's punctuation, restored from islam.js", () => {
  it('reads the real verses whole', () => {
    expect(all).toHaveLength(6236);
    expect(byRef.get('1:1')).toBe('In the name of Allah, the Entirely Merciful, the Especially Merciful.');
    expect(byRef.get('2:11')).toBe(
      'And when it is said to them, "Do not cause corruption on the earth," they say, "We are but reformers."',
    );
    expect(byRef.get('3:134')).toMatch(/and who pardon the people - and Allah loves the doers of good;$/);
    expect(byRef.get('13:24')).toBe(
      '"Peace be upon you for what you patiently endured. And excellent is the final home."',
    );
    // 10:104 opens the Prophet's words, 10:105 the command inside them; 10:106 closes both.
    expect(byRef.get('10:106')).toMatch(/you would be of the wrongdoers\.'"$/);
    expect(byRef.get('42:2')).toBe("'Ayn, Seen, Qaf.");
    expect(byRef.get('3:48')).toBe('And He will teach him writing and wisdom and the Torah and the Gospel');
  });

  it('changes no word, and keeps ours where islam.js has other words (78:6)', () => {
    expect(
      all.filter((verse) => words(verse.restored) !== words(verse.ours)).map((verse) => verse.ref),
    ).toEqual([]);
    const differ = all.filter((verse) => words(verse.ours) !== words(verse.theirs));
    expect(differ.map((verse) => verse.ref)).toEqual(['78:6']);
    expect(byRef.get('78:6')).toBe('Have We not made the earth a resting place');
    expect(repaired).toBe(5751);
  });

  it("has every mark islam.js has, read as ours's quotation marks", () => {
    const asTheirs = (text: string) => text.replace(/"/g, "'").replace(/\s+/g, '');
    const missing = all.filter(
      (verse) => verse.ref !== '78:6' && asTheirs(verse.restored) !== verse.theirs.replace(/\s+/g, ''),
    );
    expect(missing.map((verse) => verse.ref)).toEqual([]);
    // Every verse lost its end before; those still without a final mark have none in islam.js either: the
    // sentence runs on into the next verse (3:48 "...and the Torah and the Gospel", 3:49 "And [make him] a
    // messenger...").
    expect(all.filter((verse) => endsWithoutMark(verse.ours))).toHaveLength(6236);
    const unended = all.filter((verse) => endsWithoutMark(verse.restored));
    expect(unended.filter((verse) => !endsWithoutMark(verse.theirs)).map((verse) => verse.ref)).toEqual([]);
    expect(unended).toHaveLength(all.filter((verse) => endsWithoutMark(verse.theirs)).length);
    expect(all.filter((verse) => /""|''/.test(verse.restored)).map((verse) => verse.ref)).toEqual([]);
  });

  it('pairs every quotation mark but those of speeches the text itself leaves open', () => {
    // Before: 1,151 verses with an odd number of ", most of them a quotation that closed in the mark they lost.
    expect(all.filter((verse) => doubleQuotes(verse.ours) % 2 === 1)).toHaveLength(1151);
    // After: the odd ones open or close a speech running over several verses, and pair up within the surah but
    // for 33, where Tanzil's text (islam.js) has no mark to give either: 2:94 "...if you should be truthful."
    // never closes, 4:77 "Say, The enjoyment..." never opens, 72:19 closes a speech of the jinn begun in 72:1
    // whose own opening verses are balanced.
    expect(all.filter((verse) => doubleQuotes(verse.restored) % 2 === 1).length).toBeLessThan(600);
    const unpaired = unpairedQuotations();
    expect(unpaired).toHaveLength(33);
    expect(unpaired).toEqual(expect.arrayContaining(['2:94', '4:77', '72:19']));
    expect(byRef.get('2:94')).toMatch(/^Say, \[O Muhammad\], "If the home .* if you should be truthful\.$/);
  });
});
