import * as lexicon from './lexicon';

/**
 * The guard's rules. Each reads one normalised sentence ("kill all jews") as a target and a predicate: who is
 * aimed at (a group, a place of worship, something sacred, "you") and what is said or called for (violence,
 * contempt, degradation, self-harm). Rules that describe history or scripture as well as they describe abuse
 * ("Why did the Crusaders kill Muslims?") stand down for a question unless it urges the act ("why don't you...").
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
   */
  questionsPass: boolean | 'reported';
  /** Scripture's own narrative shares this rule's words ("lest I destroy you with them"): a sentence in its register passes. */
  scripturePasses?: boolean;
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so "burn down" wins over "burn". */
const alt = (words: readonly string[]) =>
  `(?:${[...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})`;

/** Word edges of the normalised text: its words are letters and apostrophes, one space apart. */
const B = "(?<![\\p{L}'])";
const E = "(?![\\p{L}'])";
/** The gap between two words, which may hold a comma or colon ("shut up , papist"). */
const _ = ' (?:[,:] )?';
const anyWord = "[\\p{L}']+";

const group = `(?:${alt(lexicon.groupModifiers)} ){0,3}${alt(lexicon.groupNouns)}`;
const place = alt(lexicon.placeNouns);
const sacred = alt(lexicon.sacredNouns);
const verb = alt(lexicon.violentVerbs);
const harm = alt(lexicon.harmOutcomes);
/** The same verbs as a wish puts them: "I hope someone burns...", "shoots up...". */
const verbs3 = alt(
  lexicon.violentVerbs.map((phrase) => {
    const [head, ...rest] = phrase.split(' ');
    const third = /(?:sh|ch|s|x)$/.test(head!) ? `${head}es` : `${head}s`;
    return [third, ...rest].join(' ');
  }),
);
const contempt = alt(lexicon.contemptWords);
const insultNoun = alt(lexicon.personInsults);
const insultAdjective = alt(lexicon.insultAdjectives);
const outsider = alt(lexicon.outsiderWords);
/** Words that can sit between "are" and the contempt in a generalisation: "are all just dirty idol worshipping". */
const filler = `(?:${alt([
  'all',
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
])} |\\p{L}+less ){0,4}`;
/** What may stand between a verb and the place it targets: "burn down every Hindu temple", "your chapel". */
const determiner = `(?:every|all|the|that|this|your|their|those|these|a|an|our|his|her|its|each|any|nearest|local|down|up|to|fire to|${alt(lexicon.groupModifiers.filter((word) => word !== 'of'))})`;
const address = `(?:you|u|ya|you're|youre|you are|u r|ur a|ur an|thou art)`;
const modalHarm = `(?:should|must|need to|needs to|ought to|deserve to|deserves to|have to|has to|are going to|will|shall)(?: all)?(?: just)? ${harm}`;

const r = (
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

export const rules: readonly Rule[] = [
  r('threat.place', 'violence', 95, `${B}${verb}${_}(?:${determiner}${_}){0,3}${place}${E}`, true, true),
  r(
    'threat.place-passive',
    'violence',
    90,
    `${B}${place}${_}(?:should|must|need to|ought to|deserve to|will)(?: all)? (?:be )?(?:burned|burnt|bombed|destroyed|torched|blown up|razed|attacked|burn|flattened|bulldozed|demolished|nuked|levelled|leveled|smashed|firebombed)${E}|${B}${place}${_}(?:needs|deserves|could use|needs a visit with) (?:a |some )?(?:bomb|bombs|fire|match|gasoline|petrol|molotov|pipe bomb|explosives|grenade)${E}`,
  ),
  r('threat.group', 'violence', 95, `${B}${verb}${_}${group}${E}`, true, true),
  r(
    'threat.wished',
    'violence',
    90,
    `${B}(?:i hope|i wish|hopefully|i pray|i'd love it if)(?: that)? (?:${anyWord} ){0,2}?${verbs3}${_}(?:${anyWord}${_}){0,3}?(?:${place}|${group}|you)${E}`,
    false,
  ),
  r('threat.group-fate', 'violence', 95, `${B}${group}${_}(?:${anyWord} ){0,3}?${modalHarm}${E}`),
  r('threat.death-to', 'violence', 95, `${B}death to (?:${group}|${sacred})${E}`, false),
  r(
    'threat.genocide',
    'violence',
    95,
    `${B}(?:another holocaust|final solution|gas chambers?|what hitler started|hitler was right|finish the job hitler|put (?:them|${group}) in (?:the )?ovens|(?:wipe|wiped|blot|blotted|erase|erased|remove|removed) (?:out )?(?:${group}|them all|them) (?:from )?off the face of the earth|ethnic cleansing now)${E}`,
  ),
  r(
    'threat.person',
    'violence',
    95,
    `${B}(?:i|we)(?: will|'ll| am going to|'m going to| am gonna|'m gonna| gonna| want to| wanna| shall| will come and| am coming to)? (?:(?:really|just|personally|fucking|come and|go and|then) )?(?:find|kill|hurt|murder|stab|shoot|beat|strangle|rape|slit|behead|choke|burn|destroy) (?:you|your family|your kids)${E}|${B}(?:(?:i|we)(?:'ll| will|'m going to| am going to| are going to|'re going to| gonna) (?:make you (?:suffer|bleed|pay|scream|beg)|cut your throat|slit your throat|break your (?:legs|neck|arms|bones|face)|break (?:his|her|their) (?:legs|neck|arms|bones))|(?:you|you and your family|your family|your kids) (?:are|is|will be) dead|i know where you live|i know your address|watch your back|i'm coming for you|i am coming for you|we're coming for you|we are coming for you|you won't see it coming|you'll pay for this|you will die|you're going to die|you are going to die|you're dead|you are dead meat|your days are numbered)${E}`,
    false,
    true,
  ),
  r(
    'self-harm.urge',
    'self-harm',
    95,
    `${B}(?:kys|kill (?:yourself|urself|yourselves|your self|ur self)|(?:hang|shoot|stab|drown|hurt) (?:yourself|urself|yourselves)|(?:should|must|ought to|need to|can go|can all) (?:just )?(?:kill|hang|shoot|drown) themselves|slit your (?:wrists|throat)|drink bleach|jump off a (?:bridge|cliff|building)|set yourself on fire|end (?:your|ur) (?:\\p{L}+ )?life|end (?:yourself|urself)|end it all|better off dead|(?:go )?overdose|swallow (?:some |a bottle of |all your )?pills|neck yourself|why are you (?:still )?alive|(?:you should|you must|you need to|go|just|please|you deserve to) (?:just )?(?:die|rot)|unalive (?:yourself|urself|yourselves)|nobody would miss you|(?:world|everyone) would be (?:a )?better(?: place| off)? (?:without you|if you (?:died|were dead|killed yourself|hanged yourself|hung yourself|shot yourself))|off yourself)${E}`,
  ),
  r('slur.word', 'slur', 95, `${B}${alt(lexicon.slurs)}${E}`, false),
  r(
    'slur.outsider-word',
    'slur',
    90,
    `${B}(?:${address}|shut up|dirty|filthy|stupid|pathetic|godless|disgusting|worthless|stinking|damn|damned|fucking|bloody)(?:${_}(?:a|an|${insultAdjective}))*${_}${outsider}${E}|${B}${outsider}${_}(?:scum|pig|pigs|swine|dog|dogs|filth|trash|monk|monks|bastard|bastards|go home|get out|freak)${E}`,
    false,
  ),
  // "Group are contempt" keeps its declarative order inside "why ...", so it is not excused as a question; a
  // question that reports the claim ("Why do people say Jews are greedy?") is.
  r(
    'hate.generalisation',
    'hate',
    90,
    `${B}${group}${_}(?:are|is|r|were)${_}${filler}${contempt}${E}`,
    'reported',
  ),
  r(
    'hate.group-epithet',
    'hate',
    85,
    `${B}${alt(lexicon.groupNouns)} (?:scum|pig|pigs|swine|vermin|filth|trash|rats|bastards|whores|dogs)${E}|${B}(?:filthy|dirty|stinking|disgusting|subhuman|inbred) ${group}${E}`,
  ),
  r(
    'hate.declared',
    'hate',
    90,
    `${B}i (?:really |just |fucking |truly )?(?:hate|despise|loathe|detest|can't stand|cannot stand) ${group}${E}`,
  ),
  r(
    'hate.not-human',
    'hate',
    90,
    `${B}${group}${_}(?:are|is)(?:n't| not) (?:even |really |fully |real )?(?:human|humans|people|persons|human beings)${E}`,
  ),
  r(
    'hate.likened',
    'hate',
    85,
    `${B}${group} (?:breed|multiply|spread|live|smell|act)(?: just)? like (?:rats|cockroaches|vermin|rabbits|animals|pigs|dogs|insects|a disease|a plague)${E}`,
  ),
  r(
    'sacred.degraded',
    'hate',
    90,
    `${B}${sacred}${_}(?:is|was|are|were)${_}${filler}${contempt}${E}`,
    'reported',
  ),
  r(
    'sacred.desecrated',
    'hate',
    90,
    `${B}(?:fuck|screw|piss on|pissing on|spit on|shit on|wipe (?:your|my|our|their) (?:ass|arse) with|burn|tear up|flush|desecrate|damn) ${sacred}${E}`,
  ),
  r('profanity.word', 'profanity', 90, `${B}${alt(lexicon.profanity)}${E}`, false),
  r(
    'insult.address',
    'insult',
    85,
    `${B}${address}(?:${_}(?:a|an|such|such a|such an|the|so|just|really|complete|total|absolute|little|big|nothing but|one|${insultAdjective}))*${_}${insultNoun}(?:es|s)?${E}|${B}son of a (?:whore|bitch)${E}`,
    false,
    true,
  ),
  r(
    'insult.bare-address',
    'insult',
    80,
    `^(?:${insultAdjective} )+(?:bot|ai|machine|scholar|chatbot|robot)${E}|${B}you know nothing$|${B}shut (?:your|ur) (?:\\p{L}+ )?(?:mouth|face|trap)${E}|${B}(?:you are|you're|youre) the (?:dumbest|stupidest|worst|most useless|most pathetic) (?:bot|ai|machine|thing|scholar)${E}`,
    false,
  ),
  // "What a moron" opens like a question but is an exclamation, so no question excuses it.
  r(
    'insult.exclamation',
    'insult',
    85,
    `^what (?:a|an) (?:${insultAdjective} )*(?:idiot|moron|imbecile|cretin|retard|loser|piece of crap|piece of shit|piece of garbage|piece of trash|waste of space|joke|clown|asshole|dickhead|jackass)${E}`,
    false,
  ),
  r(
    'insult.scholar',
    'insult',
    85,
    `${B}(?:you|u|ya)${_}(?:${insultAdjective}${_})+(?:bot|machine|ai|program|scholar|thing|chatbot|robot|app)${E}|${B}(?:you're|youre|you are|u r)(?: so| such a| such an| really| just| a| an| totally)* ${insultAdjective}${E}|${B}(?:this|the|stupid|dumb|useless) (?:scholar|bot|ai|machine|app|program) (?:is|are) ${filler}${insultNoun}${E}|^shut up${E}|${B}shut up(?: ,)? (?:you|u|scholar|bot|already|now|idiot|moron)${E}|(?:^|, )go to hell${E}|${B}(?:shut your mouth|you suck|nobody cares what you think|screw you|piss off|get lost)${E}`,
  ),
];

/** Words that start a question even when the writer leaves off the question mark. */
export const questionStart =
  /^(?:why|how|what|when|where|who|whom|whose|which|was|were|did|do|does|is|are|can|could|would|should|has|have|had|explain|tell me|according|in what)\b/u;

/** Words that turn a question into an urging ("why don't you just...", "should we burn..."). */
export const urging =
  /\b(?:why don't you|why dont you|why don't we|why dont we|shall we|why not|you should|we should|should we|let's|lets|someone should|somebody should|go and|do it|do the world|do everyone|do us)\b/u;

/**
 * Marks of scripture's register (KJV, JPS, Pickthall): a sentence with two of them is read as a quotation, which
 * excuses the violence and address rules but never a slur, profanity or contempt for a group.
 */
export const scriptureRegister =
  /\b(?:thee|thou|thy|thine|ye|hath|hast|saith|shalt|wilt|doth|dost|lest|wherefore|behold|thereof|unto|verily|smite|smote|slew|the lord|o lord|the king|king's|pharaoh|israel|haman|the children of|with the sword|wrath)\b/gu;

/** Words that report a claim rather than make it, when they come just before it in a question. */
export const reportingWords =
  /\b(?:say|says|said|saying|claim|claims|claimed|believe|believes|think|thinks|whether|that|if|call|called|argue|argues|accuse|accused)(?: [\p{L}']+){0,2} $/u;

/** Every word a rule names, so the normaliser can read a disguised word as the one it hides. */
export const vocabulary: ReadonlySet<string> = new Set(
  [
    ...lexicon.groupNouns,
    ...lexicon.groupModifiers,
    ...lexicon.placeNouns,
    ...lexicon.sacredNouns,
    ...lexicon.violentVerbs,
    ...lexicon.harmOutcomes,
    ...lexicon.contemptWords,
    ...lexicon.personInsults,
    ...lexicon.insultAdjectives,
    ...lexicon.slurs,
    ...lexicon.outsiderWords,
    ...lexicon.profanity,
    ...lexicon.functionWords,
    'kill',
    'yourself',
    'urself',
    'death',
    'hate',
    'shut',
  ].flatMap((entry) => entry.split(' ')),
);
