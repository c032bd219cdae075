/**
 * Every form of a verb phrase ("burn down" → burns down, burned down, burnt down, burning down), so a rule written
 * once with the base verb also reads "I'd be burning down...", "he burns..." and "torched". Only the head word
 * changes; the particle stays ("blow up" → "blew up").
 */
export type VerbForms = { base: string; third: string; past: string[]; ing: string };

const irregular: Record<string, { third?: string; past: string[]; ing?: string }> = {
  shoot: { past: ['shot'] },
  beat: { past: ['beat', 'beaten'] },
  burn: { past: ['burned', 'burnt'] },
  hang: { past: ['hanged', 'hung'] },
  run: { past: ['ran', 'run'], ing: 'running' },
  blow: { past: ['blew', 'blown'] },
  take: { past: ['took', 'taken'] },
  get: { past: ['got', 'gotten'], ing: 'getting' },
  set: { past: ['set'], ing: 'setting' },
  cut: { past: ['cut'], ing: 'cutting' },
  put: { past: ['put'], ing: 'putting' },
  slay: { past: ['slew', 'slain'] },
  string: { past: ['strung'] },
  mow: { past: ['mowed', 'mown'] },
  gas: { third: 'gasses', past: ['gassed'], ing: 'gassing' },
  die: { past: ['died'], ing: 'dying' },
};

/** One short vowel before one final consonant doubles it: stab → stabbed, drag → dragging. */
const doubles = (word: string) => /^[^aeiou]*[aeiou][bdgmnprt]$/.test(word);

function headForms(word: string): { third: string; past: string[]; ing: string } {
  const known = irregular[word];
  const regular = {
    third: /(?:s|sh|ch|x|z)$/.test(word)
      ? `${word}es`
      : /[^aeiou]y$/.test(word)
        ? `${word.slice(0, -1)}ies`
        : `${word}s`,
    past: [
      word.endsWith('e')
        ? `${word}d`
        : /[^aeiou]y$/.test(word)
          ? `${word.slice(0, -1)}ied`
          : doubles(word)
            ? `${word}${word.at(-1)}ed`
            : `${word}ed`,
    ],
    ing:
      word.endsWith('e') && !word.endsWith('ee')
        ? `${word.slice(0, -1)}ing`
        : doubles(word)
          ? `${word}${word.at(-1)}ing`
          : `${word}ing`,
  };
  return {
    third: known?.third ?? regular.third,
    past: known?.past ?? regular.past,
    ing: known?.ing ?? regular.ing,
  };
}

export function verbForms(phrase: string): VerbForms {
  const [head, ...rest] = phrase.split(' ');
  const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
  const forms = headForms(head!);
  return {
    base: phrase,
    third: forms.third + tail,
    past: forms.past.map((past) => past + tail),
    ing: forms.ing + tail,
  };
}
