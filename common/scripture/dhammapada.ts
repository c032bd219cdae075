/** The Dhammapada's 26 vaggas: verses are numbered 1-423 through the whole book, so a verse names its vagga. */
export const dhammapadaVaggas: ReadonlyArray<{
  vagga: number;
  title: string;
  firstVerse: number;
  lastVerse: number;
}> = (
  [
    ['Pairs', 1],
    ['Diligence', 21],
    ['The Mind', 33],
    ['Flowers', 44],
    ['The Fool', 60],
    ['The Astute', 76],
    ['The Perfected Ones', 90],
    ['The Thousands', 100],
    ['Wickedness', 116],
    ['The Rod', 129],
    ['Old Age', 146],
    ['The Self', 157],
    ['The World', 167],
    ['The Buddhas', 179],
    ['Happiness', 197],
    ['The Beloved', 209],
    ['Anger', 221],
    ['Stains', 235],
    ['The Just', 256],
    ['The Path', 273],
    ['Miscellaneous', 290],
    ['Hell', 306],
    ['Elephants', 320],
    ['Craving', 334],
    ['Mendicants', 360],
    ['Brahmins', 383],
  ] as const
).map(([title, firstVerse], index, all) => ({
  vagga: index + 1,
  title,
  firstVerse,
  lastVerse: (all[index + 1]?.[1] ?? 424) - 1,
}));

/** The vagga holding a Dhammapada verse (1-423), or undefined. */
export function dhammapadaVaggaOf(verse: number): number | undefined {
  return dhammapadaVaggas.find((vagga) => verse >= vagga.firstVerse && verse <= vagga.lastVerse)?.vagga;
}
