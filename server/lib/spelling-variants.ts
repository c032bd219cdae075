import { createRequire } from 'node:module';

/**
 * British and American spellings of one word ('neighbour' / 'neighbor', 'Saviour' / 'Savior', 'realise' /
 * 'realize', 'grey' / 'gray'): the translations in the library spell both ways (the World English Bible
 * 'neighbor', SuttaCentral's Sujato 'honour'), and a reader types either.
 */
let pairs: ReadonlyMap<string, readonly string[]> | undefined;

/** Pairs the word list leaves out because both spellings are British ('judgement' and 'judgment'). */
const extraPairs: ReadonlyArray<readonly [string, string]> = [
  ['judgement', 'judgment'],
  ['judgements', 'judgments'],
  ['acknowledgement', 'acknowledgment'],
  ['worshipping', 'worshiping'],
  ['worshipped', 'worshiped'],
  ['worshipper', 'worshiper'],
  ['worshippers', 'worshipers'],
];

/** npm american-british-english-translator's british_spellings.json (MIT): 1,738 British → American pairs. */
function spellingPairs(): ReadonlyMap<string, readonly string[]> {
  if (pairs) return pairs;
  const british = createRequire(import.meta.url)(
    'american-british-english-translator/data/british_spellings.json',
  ) as Record<string, string>;
  const map = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    if (a === b) return;
    const list = map.get(a) ?? [];
    if (!list.includes(b)) list.push(b);
    map.set(a, list);
  };
  for (const [uk, us] of [...Object.entries(british), ...extraPairs]) {
    link(uk, us);
    link(us, uk);
  }
  pairs = map;
  return pairs;
}

/** The word's other spellings, lower case ('neighbour' → ['neighbor']); none for most words. */
export function spellingVariants(word: string): readonly string[] {
  return spellingPairs().get(word.toLowerCase()) ?? [];
}
