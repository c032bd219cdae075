import * as lexicon from './lexicon';
import {
  B,
  E,
  _,
  address,
  alt,
  anyWord,
  contempt,
  filler,
  group,
  insultAdjective,
  insultNoun,
  outsider,
  participle,
  r,
  sacred,
  type Rule,
} from './rule-parts';
import { degradationRules, degradationVocabulary, intensifiers } from './degradation-rules';
import { contemptRules } from './contempt-rules';
import { incitementRules } from './incitement-rules';
import { threatFrameRules } from './threat-frames';
import { threatRules } from './threat-rules';
import { promisedRules } from './promised-threats';
import { statedThreatRules } from './stated-threats';
import { menacePromisedRules } from './menace-promised';
import { harmOutcomeRules } from './harm-outcome-rules';
import { servileRules } from './servile-rules';
import { defiledRules } from './defiled-rules';
import { verminPeopleRules } from './vermin-people-rules';
import { foretoldRules } from './foretold-rules';
import { debasementRules } from './debasement-rules';
import { advanceRules } from './advance-rules';
import { lessThanHumanRules } from './less-than-human-rules';
import { scornRules } from './scorn-rules';
import { scholarAbuseRules } from './scholar-abuse-rules';

export type { Reason, Rule } from './rule-parts';
/**
 * The guard's rules. Each reads one normalised sentence ("kill all jews") as a target and a predicate: who is
 * aimed at (a group, a place of worship, something sacred, "you") and what is said or called for (violence,
 * contempt, degradation, self-harm). Rules that describe history or scripture as well as they describe abuse
 * ("Why did the Crusaders kill Muslims?") stand down for a question unless it urges the act ("why don't you...").
 */
export const rules: readonly Rule[] = [
  ...threatRules,
  ...threatFrameRules,
  // French "en retard" (late) is no slur: no English slur follows the French preposition "en".
  r('slur.word', 'slur', 95, `${B}(?<!(?:^| )en )${alt(lexicon.slurs)}${E}`, false),
  r(
    'slur.outsider-word',
    'slur',
    90,
    `${B}(?:${address}|shut up|shut it|typical|dirty|filthy|stupid|pathetic|godless|disgusting|worthless|stinking|damn|damned|fucking|bloody|greedy|(?<!(?:my|our|his|her|their) )little)(?:${_}(?:a|an|${insultAdjective}))*${_}${outsider}${E}|${B}(?:you|your|ur|u)${E}(?: ${anyWord}){1,12} , ${outsider}$|${B}${outsider}${_}(?:scum|pig|pigs|swine|dog|dogs|filth|trash|monk|monks|bastard|bastards|go home|get out|freak|savages|savage|animals|vermin|rats|cockroaches|cattle|whore|whores|slut|sluts|bitch|bitches)${E}`,
    false,
  ),
  // "Group are contempt" keeps its declarative order inside "why ...", so it is not excused as a question; a
  // question that reports the claim ("Why do people say Jews are greedy?") is.
  r(
    'hate.generalisation',
    'hate',
    90,
    // "Hindus worship dung and are as filthy as...": the predicate may follow a first clause joined by "and". Those
    // a practice singles out ("prosperity gospel preachers are con men") are not the group (sentence-verdict.ts).
    `${B}${group}(?:${_}${anyWord}){0,4}?${_}and (?:are|is|were)${_}${filler}${contempt}${E}|${B}${group}${_}(?:are|is|r|were)${_}${filler}${contempt}${E}`,
    'reported',
  ),
  // The old conspiracy said of a people: "Jews control the banks and the media"; a people said never to belong, or
  // to have no morals or the brains of an animal. A question ("Do Jews control the media?", "Can atheists be
  // moral?") asks whether the claim is true and passes.
  r(
    'hate.generalisation',
    'hate',
    85,
    `${B}${group}${_}(?:(?:secretly|really|basically|still|all|already|just|literally|actually|totally|now|practically|pretty much) )*(?:control|controls|run|runs|own|owns|rule|rules) (?:the |all the |our |your |every |the whole |the entire )?(?:banks|media|world|government|governments|hollywood|money|finance|press|news|everything|show|country|america|europe)${E}|${B}${group}${_}(?:are|is|'re)${_}(?:${anyWord} ){0,2}?(?:breeding|outbreeding|multiplying) (?:to (?:take over|replace|outnumber)|like (?:rabbits|rats|flies|cockroaches)|us out)${E}|${B}(?:${group}|they're|they are|theyre)${_}(?:are |is )?(?:an invasion|invaders|an invading army|colonisers|colonizers|occupiers)${E}|${B}${group}${_}(?:aren't|are not|arent|will never be|can never be) (?:like us|one of us)(?: ,)? and (?:never|won't|will never) (?:will )?be${E}|${B}${group}${_}(?:all )?(?:have|has|got|possess) (?:no|zero|not one|not a single|not an ounce of) (?:morals|morality|moral compass|conscience|shame|decency|humanity|honour|honor|empathy|brains|brain cells|manners)${E}|${B}(?:because|since|as|cause|coz|and) they (?:all )?(?:have|has|got) the (?:brains|brain|iq|intelligence|manners|morals|hygiene) of (?:a|an|one|their|the)${E}(?<=${B}${group}(?: [\\p{L}',:]+){0,8} (?:because|since|as|cause|coz|and) they(?: all)? \\p{L}+ the \\p{L}+ of \\p{L}+)|${B}${group}${_}(?:all )?(?:have|has|got) the (?:brains|brain|iq|intelligence|manners|morals|hygiene) of (?:a|an|one|their|the) ?(?:${anyWord})?${E}`,
    true,
  ),
  // The same claim put as a question that answers itself: "aren't Buddhist monks just pedo beggars?", "are they all
  // just parasites?". A question that asks whether a claim is true names no "just" ("Are Muslims violent?").
  r(
    'hate.generalisation',
    'hate',
    90,
    `^(?:so |but |and |honestly )?(?:aren't|arent|are not|isn't|isnt|is not)${_}${group}${_}${filler}${contempt}${E}|^(?:so |but |and |honestly )?(?:are|r|is)${_}${group}${_}(?:all )?(?:just|nothing but|basically|literally|simply|merely) ${filler}${contempt}${E}`,
    false,
  ),
  r(
    'hate.group-epithet',
    'hate',
    85,
    `${B}${alt([...lexicon.groupNouns, ...lexicon.faithAdjectives])} (?:scum|pig|pigs|swine|vermin|filth|trash|rat|rats|bastard|bastards|whore|whores|dog|dogs|cockroach|cockroaches|roaches|parasite|parasites|cattle|maggot|maggots)${E}|${B}(?:filthy|dirty|stinking|disgusting|subhuman|inbred) ${group}${E}`,
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
  // Denying a group's existence is dehumanising without a violent verb: "should not exist", "don't deserve to live".
  r(
    'hate.not-to-exist',
    'hate',
    90,
    `${B}${group}${_}(?:${anyWord} ){0,2}?(?:should|must|need to|ought to|shall)(?: not|n't| never) (?:be allowed to |have the right to |even )?(?:exist|breed|live|reproduce|multiply|have children|have kids|be born|be alive|walk the earth)${E}|${B}${group}${_}(?:do|does)(?: not|n't) deserve to (?:live|exist|breathe|be alive|have children|walk the earth)${E}`,
  ),
  r(
    'hate.likened',
    'hate',
    85,
    `${B}${group} (?:breed|multiply|spread|live|smell|act)(?: just)? like (?:rats|cockroaches|vermin|rabbits|animals|pigs|dogs|insects|a disease|a plague)${E}`,
  ),
  r(
    'hate.only-good-dead',
    'hate',
    95,
    `${B}the only good (?:${anyWord} ){1,2}?(?:is|are) (?:a |the )?dead(?: ones?| ${anyWord})?${E}`,
    'reported',
  ),
  // Filth, vermin or cattle by birth or by faith: "born as cockroaches", "is filth part of their religion".
  r(
    'hate.by-nature',
    'hate',
    85,
    `${B}(?:they|${group})(?: (?:are|were|all|just|simply)){0,3} born (?:as|like) (?:filthy |dirty )?(?:cockroaches|vermin|rats|parasites|filth|cattle|pigs|maggots|lice)${E}|${B}(?:filth|dirt|stupidity|inbreeding) (?:is )?(?:part of|built into) (?:their|your) (?:religion|faith|culture|dna|blood|nature)${E}|${B}(?:filth|dirt|stupidity|inbreeding) is in (?:their|your) (?:religion|dna|blood|nature)${E}|${B}${group}${_}(?:are|is|were)(?: (?:all|just|nothing but|like|no better than))* (?:cattle|livestock)(?:$| ,| to be| for (?:the )?slaughter| led| herded| being led| being herded)|^why (?:are|is) ${group}(?: and ${group})?(?: all)? (?:so|such) ${filler}${contempt}${E}|${B}${group}${_}(?:${anyWord} ){0,2}?(?:should|must|ought to) have been (?:${participle}|exterminated)${E}`,
    'reported',
  ),
  r(
    'sacred.degraded',
    'hate',
    90,
    // "The flood story makes God look like a tyrant" judges a story's portrait, not the God.
    `${B}${sacred} of (?:the )?(?:old testament|new testament|bible|quran|torah|jews|christians|muslims|israel|abraham)${_}(?:is|was)${_}${filler}${contempt}${E}|${B}(?<!(?:makes|make|made|making) )${sacred}${_}(?:is|was|are|were|(?:looks|look|looked|sounds|smells|acts|is just|was just) like)${_}${filler}${contempt}${E}`,
    'reported',
  ),
  // "Muhammad can rot", "the fake prophet can rot in hell": a curse on what a tradition holds sacred.
  r(
    'sacred.cursed',
    'hate',
    85,
    `${B}${sacred}(?:${_}(?:the|that|your|their) (?:fake|false|so called|so-called|pretend|lying) (?:prophet|messiah|god|guru|teacher))?${_}(?:can|should|may|must) (?:go )?(?:rot|rot in hell|burn in hell|go to hell|choke|get fucked)${E}`,
    'reported',
  ),
  r(
    'sacred.desecrated',
    'hate',
    90,
    `${B}(?:fuck|screw|piss on|pissing on|spit on|shit on|wipe (?:your|my|our|their) (?:ass|arse) with|burn|tear up|flush|desecrate|damn) (?:(?:every|each|all|all the|every single|every copy of|all copies of|all the copies of) )?${sacred}${E}|${B}(?:spit|spits|spat|piss|pissed|shit) on (?:him|her|them) and (?:his|her|their) (?:book|books|religion|teachings|scripture|scriptures|prophet|god|gods|followers)${E}`,
  ),
  // Worship called garbage is contempt even inside a question ("who prays to that crap?").
  r(
    'sacred.scorned',
    'hate',
    85,
    `${B}(?:pray|prays|praying|prayed|worship|worships|worshipping|bow|bows|bowing|bow down) (?:to|before|down to) (?:that|this|such|your|their|some) (?:${anyWord} )?(?:crap|shit|garbage|trash|junk|rubbish|filth|freak|monstrosity|abomination)${E}`,
    false,
  ),
  // "I f***ing love the book of Job": an intensifier is refused only when it modifies a target (profanity.aimed);
  // "holy shit, Job is intense" is an exclamation with no target, read the same way; "does skubala really mean shit"
  // asks what a word means.
  r(
    'profanity.word',
    'profanity',
    90,
    `${B}(?:(?<!(?:holy|oh|ohh|ah|aw|aww) )(?<!(?:mean|means|meant|meaning|translates as|translated as|rendered as|as crude as|like actual|word for) )(?:shit|fuck)|${alt(lexicon.profanity.filter((word) => !intensifiers.has(word) && word !== 'shit' && word !== 'fuck'))})${E}`,
    false,
  ),
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
    `^(?:${insultAdjective} )+(?:bot|ai|machine|scholar|chatbot|robot)${E}|${B}you know nothing$|${B}shut (?:your|ur) (?:\\p{L}+ )?(?:mouth|face|trap)${E}|${B}(?:you are|you're|youre) the (?:dumbest|stupidest|worst|most useless|most pathetic) (?:bot|ai|machine|thing|scholar)${E}|${B}(?<!(?:i'm|i am|im|we're|we are|me|us) )(?:as|so) (?:${insultAdjective}|${insultNoun}) as (?:you|u)(?: are| r)?${E}`,
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
    `${B}(?:you|u|ya)${_}(?:${insultAdjective}${_})+(?:bot|machine|ai|program|scholar|thing|chatbot|robot|app)${E}|${B}(?:you're|youre|you are|u r)(?: so| such a| such an| really| just| a| an| totally)* ${insultAdjective}${E}|${B}(?:this|the|stupid|dumb|useless) (?:scholar|bot|ai|machine|app|program) (?:is|are) ${filler}${insultNoun}${E}|^shut up${E}|${B}shut up(?: ,)? (?:you|u|scholar|bot|already|now|idiot|moron)${E}|(?:^|, )go to hell${E}|${B}(?:shut your mouth|you suck|nobody cares what you think|screw you|piss off|get lost)${E}|${B}(?:${insultAdjective} )*${insultNoun} of an? (?:bot|ai|machine|program|chatbot|robot|scholar|app|thing|assistant)${E}|${B}(?:${insultAdjective} )+(?:tin can|tincan|bucket of bolts|pile of code|scrap heap|piece of code)${E}|${B}(?:you|u|ya) (?:${insultAdjective} )+(?:toaster|calculator)${E}|${B}(?:i'll|ill|i will|i'm going to|im going to|i am going to|i'm gonna|im gonna|we'll|we will) make (?:you|u) (?:regret|pay for) (?:it|this|that)${E}`,
  ),
  ...degradationRules,
  ...incitementRules,
  ...contemptRules,
  // The classes of the blind probe 8, after every older rule so each older rule keeps the messages it decided.
  ...foretoldRules,
  ...debasementRules,
  // The classes of probe 10, read after it had been scored blind.
  ...advanceRules,
  ...lessThanHumanRules,
  // The classes of probe 12, read after it had been scored blind three times.
  ...scornRules,
  ...scholarAbuseRules,
  // Probe 13's: harm named by its result on a body, a place's fire foretold, the reader made a servant, the sacred defiled, a people made vermin; after the older rules, which decide first.
  ...harmOutcomeRules,
  ...servileRules,
  ...defiledRules,
  ...verminPeopleRules,
  // A probe of typical messages, read: a second act promised, a body part's harm owed, an ultimatum, a wink.
  ...promisedRules,
  ...statedThreatRules,
  ...menacePromisedRules,
];

const machineCodeNow = ' '.repeat(1000);
let compiled = false;

/**
 * Every rule's pattern compiled to machine code, once, before the first message is read (the server calls it at
 * start-up; the guard itself before its first message). V8 runs a regular expression's first use in its bytecode
 * interpreter and compiles it to machine code after; building the bytecode of these patterns (tens of kilobytes
 * each, 380 KB in all) took ten times as long as the machine code (12 s against 1.2 s on a loaded machine), and
 * V8 skips that tier when the first subject is 1,000 characters or more. Not at import: the ~1 s it takes is then
 * paid only by a process that screens messages (most test files never do).
 */
export function compileRulePatterns(): void {
  if (compiled) return;
  compiled = true;
  for (const rule of rules) rule.pattern.test(machineCodeNow);
}

/**
 * Words that start a question even when the writer leaves off the question mark. "Do not" and "don't" start one
 * only before a subject ("don't you think..."); before a verb they give an order ("Do not hesitate to burn...").
 */
export const questionStart =
  /^(?:why|how|what|when|where|who|whom|whose|which|was|were|did|do(?!(?: not|n't|nt)\b(?! (?:you|u|we|they|i|he|she|it|people|most|many|all|some|muslims|christians|jews|hindus|buddhists|sikhs)\b))|does|is|are|can|could|would|should|has|have|had|explain|tell me|according|in what)\b/u;

/** Words that turn a question into an urging ("why don't you just...", "should we burn..."). */
export const urging =
  /\b(?:why don't you|why dont you|why don't we|why dont we|shall we|why not|you should|we should|should we|let's|lets|someone should|somebody should|go and|do it|do the world|do everyone|do us|who wants to|who's with me|who is with me|who's in|help me|wouldn't it be a shame|would be a shame|wouldn't it be funny|wouldn't it be nice|wouldn't it be great)\b/u;

/**
 * Marks of scripture's register (KJV, JPS, Pickthall): a sentence with two of them is read as a quotation, which
 * excuses the violence and address rules but never a slur, profanity or contempt for a group.
 */
export const scriptureRegister =
  /\b(?:thee|thou|thy|thine|ye|hath|hast|saith|shalt|wilt|doth|dost|lest|wherefore|behold|thereof|unto|verily|smite|smote|slew|the lord|o lord|the king|king's|pharaoh|israel|haman|the children of|with the sword|wrath)\b/gu;

/** Words that report a claim rather than make it, when they come just before it in a question. */
export const reportingWords =
  /\b(?:say|says|said|saying|claim|claims|claimed|believe|believes|think|thinks|whether|that|if|call|called|argue|argues|accuse|accused)(?: [\p{L}']+){0,2} $/u;

/** What comes just before an act a question asks about in general: "is it a sin to...", "what happens if you...". */
export const aboutTheAct =
  /\b(?:to|about|of|whether|if|when|that|after|before|why|how)(?: (?:you|u|someone|somebody|people|one|a person|they|i|we))? $/u;

/** Every word a rule names, so the normaliser can read a disguised word as the one it hides. */
export const vocabulary: ReadonlySet<string> = new Set(
  [
    ...lexicon.groupNouns,
    ...lexicon.groupModifiers,
    ...lexicon.placeNouns,
    ...lexicon.holySites,
    ...lexicon.gatheringNouns,
    ...lexicon.sacredNouns,
    ...lexicon.violentVerbs,
    ...lexicon.harmOutcomes,
    ...lexicon.harmParticiples,
    ...lexicon.believerClauses,
    ...lexicon.contemptWords,
    ...lexicon.personInsults,
    ...lexicon.insultAdjectives,
    ...lexicon.slurs,
    ...lexicon.outsiderWords,
    ...lexicon.profanity,
    ...lexicon.functionWords,
    ...degradationVocabulary,
    'kill',
    // What a fate "deserved" names ("deserve a b u l l e t"): spaced apart, it must still split into its words.
    'bullet',
    'bullets',
    'noose',
    'rope',
    'yourself',
    'urself',
    'death',
    'hate',
    'shut',
  ].flatMap((entry) => entry.split(' ')),
);
