import { surahs } from '../scripture/surahs';
import type { ScriptureRef } from '../scripture/scripture-ref';

/*
 * Where each of the Qur'an's 30 juz' begins (surah, ayah), in the Madinah mushaf's division that Tanzil publishes
 * as the "Juz" table of its Qur'an metadata (tanzil.net/res/text/metadata/quran-data.js), the division most
 * printed copies mark.
 */
export const juzStarts: ReadonlyArray<readonly [surah: number, ayah: number]> = [
  [1, 1],
  [2, 142],
  [2, 253],
  [3, 93],
  [4, 24],
  [4, 148],
  [5, 82],
  [6, 111],
  [7, 88],
  [8, 41],
  [9, 93],
  [11, 6],
  [12, 53],
  [15, 1],
  [17, 1],
  [18, 75],
  [21, 1],
  [23, 1],
  [25, 21],
  [27, 56],
  [29, 46],
  [33, 31],
  [36, 28],
  [39, 32],
  [41, 47],
  [46, 1],
  [51, 31],
  [58, 1],
  [67, 1],
  [78, 1],
];

const quranRef = (chapter: number, verse?: number, verseEnd?: number): ScriptureRef => ({
  religion: 'islam',
  book: "Qur'an",
  chapter,
  ...(verse === undefined ? {} : { verse }),
  ...(verseEnd === undefined || verseEnd === verse ? {} : { verseEnd }),
});

/** The passages of juz' n (1-30): a whole surah where the juz' holds all of it, else the range it holds. */
export function juzPassages(juz: number): ScriptureRef[] {
  const [startSurah, startAyah] = juzStarts[juz - 1]!;
  const next = juzStarts[juz];
  const [endSurah, endAyah] = next
    ? next[1] === 1
      ? [next[0] - 1, surahs[next[0] - 2]!.ayahCount]
      : [next[0], next[1] - 1]
    : [114, 6];
  const passages: ScriptureRef[] = [];
  for (let surah = startSurah; surah <= endSurah; surah += 1) {
    const first = surah === startSurah ? startAyah : 1;
    const last = surah === endSurah ? endAyah : surahs[surah - 1]!.ayahCount;
    const whole = first === 1 && last === surahs[surah - 1]!.ayahCount;
    passages.push(whole ? quranRef(surah) : quranRef(surah, first, last));
  }
  return passages;
}

/** "Al-Baqarah 142 to Ali 'Imran 92": where a juz' starts and ends, for its day's title. */
export function juzSpan(juz: number): string {
  const passages = juzPassages(juz);
  const first = passages[0]!;
  const last = passages[passages.length - 1]!;
  const name = (surah: number) => surahs[surah - 1]!.name;
  const end = last.verseEnd ?? surahs[last.chapter - 1]!.ayahCount;
  return `${name(first.chapter)} ${first.verse ?? 1} to ${name(last.chapter)} ${end}`;
}
