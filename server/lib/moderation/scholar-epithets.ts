import { alt } from './rule-parts';
import { insultAdjectives } from './lexicon';

/**
 * The scholar (or "you") called worthless in a string of epithets (probe 16): "a gutless, snivelling excuse for a
 * scholar", "you feeble, lying, gutless box of wires", "an intellectually bankrupt, morally vacant heap of silicon",
 * "Useless, spineless, cowardly program", "you pathetic little servant", "traitor machine". One hard word said to
 * the scholar is criticism the older rules weigh; two or more contempt words in a row, or one before a word that
 * makes the scholar a thing ("box of wires", "heap of silicon", "servant", "program"), are abuse. Praise in a row
 * ("a patient, careful, generous scholar"), a tool called careful, and a bias named ("you're a biased program") pass. Wordings and twins in
 * scholar-epithets.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const contemptAdjectives = [
  ...insultAdjectives,
  'feeble',
  'pathetic little',
  'lying propaganda',
  'gutless',
  'cowardly',
  'snivelling',
  'sniveling',
  'sanctimonious',
  'spineless',
  'pitiful',
  'pitiable',
  'treacherous',
  'traitorous',
  'bankrupt',
  'intellectually bankrupt',
  'morally vacant',
  'vacant',
  'brain dead',
  'gormless',
  'witless',
  'servile',
  'grovelling',
  'groveling',
  'lying',
  'contemptible',
  'despicable',
];
const adjective = alt(contemptAdjectives);
/** A word that makes the scholar a thing or a servant. */
const thing =
  '(?:box of wires|heap of silicon|pile of silicon|bag of bolts|pile of code|lump of code|tin can|toaster|calculator|servant|slave|lackey|program|programme|machine|chatbot|bot|algorithm|excuse for an? (?:[\\p{L}]+ )?(?:scholar|bot|ai|machine|program|chatbot|assistant))';
const addressed =
  "(?:you|u|you're|youre|you are|ur|the scholar is|this scholar is|scholar is|this bot is|the bot is|this ai is|you're just|you are just)";
/** Two contempt words in a row (commas and "and" between), the second may be the thing. */
const string = `${adjective}(?: ,| and)? (?:${adjective}(?: ,| and)? )*?(?:${adjective}|${thing})`;
const epithets = new RegExp(
  `(?:^|\\s)(?:${addressed} (?:a |an |such a |such an )?(?:${string}|${adjective} ${thing})|(?:^|[.!] )${adjective} , ${adjective}(?: ,| and)? (?:${adjective} )?${thing}|(?:traitor|propaganda|lying|liar) (?:machine|bot|program|chatbot))(?=\\s|$)`,
  'u',
);
const scholarAround =
  /(?:^|\s)(?:you|u|your|ur|you're|youre|scholar|bot|ai|chatbot|program|machine)(?:\s|$)/u;

export function scholarEpithets(text: string): Found {
  const found = epithets.exec(text);
  if (!found || !scholarAround.test(text)) return undefined;
  return { rule: 'insult.scholar-epithets', matched: found[0].trim() };
}
