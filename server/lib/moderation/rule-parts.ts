import * as lexicon from './lexicon';
import { verbForms } from './verb-forms';

/**
 * The pieces every rule is built from: word edges, the target phrases (a group, a place, something sacred, a
 * person) and the predicates (violence in every verb form, fates, contempt), each as regular-expression source over
 * normalised text.
 */
export type Reason = 'violence' | 'self-harm' | 'slur' | 'hate' | 'insult' | 'profanity';

export type Rule = {
  /** Stable id recorded with every block, so moderators see which rule decided. */
  id: string;
  reason: Reason;
  /** 0-100: how sure the rule is, from how rarely its pattern has an innocent reading. */
  confidence: number;
  pattern: RegExp;
  /**
   * true: an honest question can share this rule's words ("Did the Jews kill Jesus?"), so questions pass.
   * 'reported': only a question that reports the claim passes ("Why do people say Jews are greedy?").
   * 'about': only a question about the act in general passes ("Is it a sin to kill yourself?"), not one aimed at
   * the reader ("why are you still alive").
   */
  questionsPass: boolean | 'reported' | 'about';
  /** Scripture's own narrative shares this rule's words ("lest I destroy you with them"): a sentence in its register passes. */
  scripturePasses?: boolean;
};

export const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so "burn down" wins over "burn". */
export const alt = (words: readonly string[]) =>
  `(?:${[...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})`;

/** Word edges of the normalised text: its words are letters and apostrophes, one space apart. */
export const B = "(?<![\\p{L}'])";
export const E = "(?![\\p{L}'])";
/** The gap between two words, which may hold a comma or colon ("shut up , papist"). */
export const _ = ' (?:[,:] )?';
export const anyWord = "[\\p{L}']+";

/** Believers named by a noun ("all the devout sunni muslims") or by what they do ("the people who pray to them"). */
export const group = `(?:(?:${alt(lexicon.groupModifiers)} ){0,3}${alt(lexicon.groupNouns)}|(?:the |all )?${alt(lexicon.believerClauses)}|${alt(lexicon.faithAdjectives)} ${alt(lexicon.peopleAsKinds)})`;
/** A place of worship, or a holy site or city named as one ("bomb mecca during hajj"). */
export const place = alt([...lexicon.placeNouns, ...lexicon.holySites]);
export const sacred = alt(lexicon.sacredNouns);
export const verb = alt(lexicon.violentVerbs);
/**
 * "Burn" is a fate only with no object ("they will burn", "burn in hell"); with one it is a rite ("the monks will
 * burn incense").
 */
export const harm = `(?:${alt(lexicon.harmOutcomes.filter((word) => word !== 'burn'))}|burn(?=$| [,:]| (?:in|alive|forever|for|to|like|and|or|already|now|soon|too|together|all|with|slowly|eternally|lol|lmao|haha|then|first|next|tonight|today|tomorrow|one day|someday)(?![\\p{L}'])))`;
/** The same verbs as a wish puts them: "I hope someone burns...", "shoots up...". */
export const verbs3 = alt(
  lexicon.violentVerbs.map((phrase) => {
    const [head, ...rest] = phrase.split(' ');
    const third = /(?:sh|ch|s|x)$/.test(head!) ? `${head}es` : `${head}s`;
    return [third, ...rest].join(' ');
  }),
);
const forms = lexicon.violentVerbs.map(verbForms);
/** The violent verbs in their base form, as an order puts them ("beat them"). */
export const verbBase = verb;
/** What a group or place "should be", "must get", "deserves to be". */
export const participle = alt([...lexicon.harmParticiples, ...forms.flatMap((form) => form.past)]);
const bodyParts = `(?:legs|leg|neck|necks|arms|arm|bones|face|faces|skull|skulls|head|heads|throat|throats|fingers|hands|teeth|jaw|kneecaps|knees|eyes|spine|ribs|balls|tongues?|ears?|noses?)`;
/** A body part's harm said as what is owed or coming: "should have their tongue cut out", "will get his legs broken". */
export const bodyFate = `(?:(?:should|must|need to|needs to|ought to|deserve to|deserves to|will|'ll|gonna|is going to|are going to) (?:have|get)|(?<=(?:'s|'re|(?:^|\\s)is|(?:^|\\s)are) )getting|gets) (?:his|her|their|your|ur) (?:\\p{L}+ )?${bodyParts} (?:cut out|cut off|ripped out|torn out|chopped off|hacked off|pulled out|gouged out|broken|smashed|snapped|crushed|smashed in|kicked in|bashed in|blown off|burned|burnt|burned off|cut)`;
/** Harm done to a body part, which names its own victim: "break his legs", "slit your throat". */
export const bodyHarm = `(?:(?:break|breaking|smash|smashing|crack|cracking|cut off|cutting off|slit|slitting|cut|cutting|bash in|snap|snapping|rip off|ripping off|gouge out|bash|stab|stomp on|stomp) (?:both (?:of )?)?(?:his|her|their|your|ur|you) (?:\\p{L}+ )?${bodyParts}|(?:cut|cutting|chop|chopping|rip|ripping|tear|tearing|blow|blowing|hack|hacking|saw|sawing) (?:his|her|their|your|ur) (?:\\p{L}+ )?${bodyParts} off|(?:slit|slitting|cut|cutting) the throats? of(?! (?:the |a |an |our |my |each |every |their )?(?:goat|goats|sheep|lamb|lambs|animal|animals|chicken|chickens|cow|cows|camel|camels|ram|rams|bull|bulls|calf|beast|beasts|sacrifice|offering|bird|birds|fish|pig|pigs)))`;
/** A person a threat is aimed at, beside a group or a place. */
export const person = `(?:you|u|ya|him|her|them|'em|your (?:family|kids|children|wife|husband|mom|mother|dad|father|house|home|people)|his family|her family|their (?:families|kids|children))`;
/** What a threat aims at: a place, a group, a person; not an idiom ("beat you at chess", "kill them with kindness"). */
export const target = `(?:${place}|${group}|${person})(?! (?:at|in (?:chess|a game|an argument|argument|debate|a debate|the debate|the game|the polls|court|the election|the race)|on (?:points|the vote)|with kindness|to it|to the punch|over to|across to|an email|a message|a text|a note|a line|a dm|a link|the link|a quick))`;
/** "should", "must", "deserve to"... : what a fate is said to be owed with. */
export const modal = `(?:should|must|need to|needs to|ought to|deserve to|deserves to|have to|has to|gotta|got to|are going to|is going to|are gonna|is gonna|better|had better|will|shall)`;
export const contempt = alt(lexicon.contemptWords);
export const insultNoun = alt(lexicon.personInsults);
export const insultAdjective = alt(lexicon.insultAdjectives);
export const outsider = alt(lexicon.outsiderWords);
/** Words that can sit between "are" and the contempt in a generalisation: "are all just dirty idol worshipping". */
export const filler = `(?:${alt([
  'all',
  'as',
  'just',
  'nothing but',
  'a bunch of',
  'such',
  'the',
  'a',
  'an',
  'so',
  'really',
  'truly',
  'basically',
  'literally',
  'total',
  'complete',
  'fucking',
  'bloody',
  'damn',
  'like',
  'cow',
  'idol',
  'devil',
  'worshipping',
  'brain',
  'dead',
  'inbred',
  'lying',
  'filthy',
  'dirty',
  'stupid',
  'lazy',
  'useless',
  'worthless',
  'fake',
  'fat',
  'stinking',
  'disgusting',
  'evil',
  'greedy',
  'brainwashed',
  'child',
  'ugly',
  'elephant',
  'monkey',
  'blue',
  'hideous',
  'deformed',
  'weird',
  // Probe 12: the adjective or the collective between "are" and the contempt ("a mental disease", "unwashed hippie
  // trash", "a shipment of savages", "the biggest liar").
  'mental',
  'genetic',
  'unwashed',
  'hippie',
  'biggest',
  'greatest',
  'same',
  'shipment of',
  'pack of',
  'herd of',
  'nation of',
])} |\\p{L}+less |\\p{L}+ (?:beating|murdering|killing|raping|molesting|torturing|abusing|eating|hating|worshipping) ){0,4}`;
/** What may stand between a verb and the place it targets: "burn down every Hindu temple", "your chapel". */
export const determiner = `(?:every|all|the|that|this|your|their|those|these|a|an|our|his|her|its|each|any|nearest|local|down|up|to|fire to|${alt(lexicon.groupModifiers.filter((word) => word !== 'of'))})`;
export const address = `(?:you|u|ya|you're|youre|you are|u r|ur a|ur an|thou art)`;
export const modalHarm = `${modal}(?: all)?(?: just)? (?:${harm}|(?:be|get|all be|all get) (?:all )?${participle})`;

export const r = (
  id: string,
  reason: Reason,
  confidence: number,
  source: string,
  questionsPass: Rule['questionsPass'] = true,
  scripturePasses = false,
): Rule => ({
  id,
  reason,
  confidence,
  pattern: new RegExp(source, 'u'),
  questionsPass,
  scripturePasses,
});
