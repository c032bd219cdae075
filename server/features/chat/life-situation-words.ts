/**
 * The words a reader's situation is read with: who the story is about, where it happens, the cues of a speaker and
 * of a question about the law, and the needs several events share.
 */

/** Words or phrases, comma-separated. */
export const list = (text: string): string[] => text.split(',').map((word) => word.trim());

/** What the reader needs from the texts, as the words passages say it with. */
export type Need = {
  label: string;
  words: readonly string[];
  /**
   * Words of the need that say it only when said of someone ('they left me alone', 'I am alone'), not after a noun
   * or a name, where they mean 'only' ("serve Allah alone", "man shall not live by bread alone").
   */
  predicative?: readonly string[];
  /**
   * The need is an inner state (not being forsaken, a broken heart, hope): its words that WordNet also gives a sense
   * of a place, a thing or a body ('desolate', 'wounds', 'heal') count fully where the text speaks of an inner life.
   */
  inner?: boolean;
};

/** People a reader's story is about: who they are matters less than what happened to them. */
export const KIN = list(
  'father, fathers, dad, daddy, mother, mothers, mom, mum, mommy, mummy, parent, parents, ' +
    'son, sons, daughter, daughters, child, children, kid, kids, baby, babies, infant, ' +
    'wife, husband, spouse, partner, brother, brothers, sister, sisters, sibling, siblings, ' +
    'grandfather, grandmother, grandma, grandpa, grandparents, grandson, granddaughter, ' +
    'uncle, aunt, cousin, nephew, niece, friend, friends, fiance, fiancee, boyfriend, ' +
    'girlfriend, family, dog, cat, pet, loved one, teenager, teenage, toddler',
);

/** Where a story happens, not what it is about ('job' is also the book of Job). */
export const SETTINGS = list(
  'job, jobs, city, town, country, house, home, school, college, university, office, ' +
    'company, boss, hospital, workplace, career, month, week, year',
);

const kinPattern = KIN.map((word) => word.replace(' ', '\\s+')).join('|');
/** 'my father', 'our little boy's', 'whose husband' (someone else's loss the reader wants to comfort). */
export const someonesKin = `\\b(?:my|our|his|her|their|whose)\\s+(?:[a-z'’]+\\s+){0,2}?(?:${kinPattern})\\b`;

export const firstPerson =
  /\b(?:i|i['’]m|i['’]ve|i['’]d|i['’]ll|im|ive|me|my|mine|myself|we|we['’]re|our|ours|us)\b/i;

/**
 * A question about the law of the situation ("am I allowed to remarry after my divorce?") is answered by the law:
 * it is not read as a need for comfort.
 */
export const aboutLaw =
  /\b(?:allowed|permitted|permissible|forbidden|lawful|unlawful|halal|haram|laws?|rules?|commandments?|legal|punish\w*|obligat\w*|inherit\w*|a sin|sinful)\b/i;

export type SituationRule = {
  id: string;
  /** What the reader is told the answer is about ("On heartbreak, I am quoting..."), in the reader's words. */
  topic: string;
  /** The question names this life event (with a first-person speaker, checked apart). */
  cues: readonly { test(text: string): boolean }[];
  needs: readonly Need[];
  /** The event's own words: the need says what is sought, these only tell the story. */
  events: readonly string[];
};

export const consolation: Need = {
  label: 'consolation',
  words: list(
    'comfort, console, consolation, mourn, weep, tears, grief, grieve, sorrow, lament, ' +
      'brokenhearted, broken heart, bereaved',
  ),
};
/**
 * What a reader telling a sorrow of their own needs when no event of theirs is named ("I feel broken inside", "my
 * heart feels heavy"): comfort, and the texts' words for a sorrowing heart.
 */
export const comfortInSorrow: Need = {
  label: 'comfort in sorrow',
  words: list(
    'comfort, console, consolation, sorrow, sorrowful, distress, anguish, troubled, brokenhearted, ' +
      'broken heart, contrite, cast down, downcast, heaviness',
  ),
  inner: true,
};
export const deathAndBeyond: Need = {
  label: 'death and what follows it',
  words: list('death, dead, die, dying, resurrection, grave, deathless, immortal, mortal'),
};
export const steadfastness: Need = {
  label: 'patience in trial',
  words: list(
    'patience, patient, endure, endurance, steadfast, affliction, afflicted, hardship, ' + 'trial, strength',
  ),
};
export const trust: Need = {
  label: 'trust',
  words: list('trust, rely, tomorrow, anxious, worry, dismayed, afraid, peace'),
};
export const mercy: Need = {
  label: 'mercy for the repentant',
  words: list(
    'forgive, forgiveness, pardon, mercy, merciful, repent, repentance, cleanse, ' +
      'transgressions, iniquity, sins',
  ),
};
