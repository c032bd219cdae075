import { B, E, anyWord, contempt, group, place, sacred } from './rule-parts';

/**
 * Contempt told as a joke's turn across two sentences, each innocent alone: a group half-excused, then all its
 * living members damned ("Not all X are bad. Just the ones still alive."); a sacred name or a holy place asked, then
 * answered with contempt ("The Virgin Mary? More like ..."), a curse ("... lol no. May he rot") or a defilement
 * ("... I'd spit on it"). Wordings and twins in scorn-rules.test.ts.
 */
const halfExcused = new RegExp(`${B}not all ${group} are (?:bad|evil|the same|terrorists)${E}`, 'u');
const theLiving = new RegExp(
  `(?:^|\\. )(?:just|only) the (?:ones|living ones) (?:who are|that are|who're|still) (?:still )?(?:alive|breathing|living|around)(?= \\.|$)`,
  'u',
);
const named = new RegExp(`${B}(?:${sacred}|${place})${E}`, 'u');
const turned = new RegExp(
  `(?:^|\\. )(?:more like|sounds like|aka|or rather) (?:a |an |the )?(?:${anyWord} ){0,2}?${contempt}${E}|(?:^|\\. )(?:${anyWord} ){0,3}?may (?:he|she|they|it) (?:rot|burn|be cursed|roast)${E}|${B}(?:i'd|i would|i'll|i will|we'd|we'll) (?:spit|piss|shit|urinate) on (?:it|them|him|her)${E}`,
  'u',
);

export function turnedContempt(text: string): { rule: string; matched: string } | undefined {
  const living = halfExcused.test(text) && theLiving.exec(text);
  if (living) return { rule: 'hate.turned', matched: living[0] };
  const name = named.exec(text);
  if (!name) return undefined;
  // The turn comes in a later sentence than the sacred name, so the name is not its subject ("Mary, more like...").
  const after = text.slice(name.index + name[0].length);
  const turn = after.includes(' . ') ? turned.exec(after.slice(after.indexOf(' . '))) : null;
  return turn ? { rule: 'hate.turned', matched: `${name[0]} … ${turn[0]}` } : undefined;
}
