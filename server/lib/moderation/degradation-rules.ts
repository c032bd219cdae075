import { DataSet, englishDataset } from 'obscenity';
import * as lexicon from './lexicon';
import {
  B,
  E,
  _,
  alt,
  anyWord,
  contempt,
  filler,
  group,
  insultAdjective,
  insultNoun,
  place,
  r,
  sacred,
  type Rule,
} from './rule-parts';

/**
 * Abuse that names no violence and may use no slur: sexual harassment of the scholar, vulgar orders, scripture used
 * as toilet paper, "the world would be better without X", deicide epithets, and profanity aimed at a target.
 */

/** Words scripture itself uses (Balaam's ass, the whore of Babylon, "pisseth against the wall"): never obscene alone. */
const scripturesOwn = new Set(['ass', 'bastard', 'whore', 'piss', 'arse', 'sex', 'rape', 'incest', 'anus']);

/**
 * The obscene words of `obscenity`'s maintained English list (MIT), by each entry's original word, less the words
 * scripture uses: what a sexual demand to the scholar names ("describe your <x>", "suck my <x>").
 */
function obsceneWords(): string[] {
  const words: string[] = [];
  new DataSet<{ originalWord: string }>().addAll(englishDataset).removePhrasesIf((phrase) => {
    const word = phrase.metadata?.originalWord;
    if (word && !scripturesOwn.has(word)) words.push(word, `${word}s`);
    return false;
  });
  return words;
}

const obscene = alt([...obsceneWords(), 'tits', 'boobs', 'breasts', 'body', 'naked body', 'balls', 'butt']);

/** What is done with a book to degrade it: "to pick up after my dog", "makes good toilet paper". */
const defiling = `(?:(?:pick|picking|clean|cleaning|scoop|scooping) up after (?:my|the|a|his|her|our) (?:dog|dogs|cat|cats|puppy|pet)|(?:dog|cat|doggy) (?:poop|poo|shit|crap|mess|turds?)|toilet paper|toilet roll|bog roll|loo roll|ass wipe|arse wipe|butt wipe|(?:wipe|wiping) (?:my|his|her|their|your|our) (?:ass|arse|butt|bum|behind|backside)|litter (?:box|tray)|cat litter|rolling paper|rolling papers)`;

/** A person insult with the words a faith uses for outsiders left out: "you sound like a pagan" is no insult. */
const personInsult = alt(lexicon.personInsults.filter((word) => !lexicon.outsiderWords.includes(word)));

/** Adjectives that insult the scholar when said of it ("this AI is retarded"), not complaints ("useless for Pali"). */
const scholarInsult = `(?:retarded|stupid|dumb|brainless|idiotic|moronic|braindead|brain dead|pathetic|dumbest|stupidest|garbage|trash|shit|crap|a joke|${personInsult})`;

/** "fucking" as an intensifier: refused when it modifies a target ("fucking muslims", "you fucking..."), not praise. */
export const intensifiers: ReadonlySet<string> = new Set(['fucking', 'fuckin']);

export const degradationRules: readonly Rule[] = [
  r(
    'harassment.sexual',
    'insult',
    90,
    `${B}(?:send|show)(?: me| us)?(?: some| your| ur| a| more)? (?:nudes|noods|nude|naked (?:pics|pictures|photos|selfies)|nude (?:pics|pictures|photos|selfies)|pics of (?:your|ur) ${obscene})${E}|${B}talk dirty${E}|${B}(?:describe|show me|show us) (?:your|ur) (?:naked )?${obscene}${E}(?! (?:of|language|clock|type|image))|${B}what are (?:you|u) wearing${E}|${B}take off (?:your|ur) (?:clothes|top|shirt|bra|panties|pants|dress)${E}|${B}(?:you|u)(?:'d| would| will|'ll)? look (?:so |really |very )?(?:hot|sexy|fuckable)${E}|${B}on (?:your|ur) knees(?: ${anyWord}){0,2}? for me${E}|${B}(?:sit|get) on my (?:face|lap|dick|cock)${E}|${B}(?:you're|youre|you are|ur|u r|u are) (?:so |really |very |fucking |damn |such a )*(?:hot|sexy|fuckable|a hottie|a snack)${E}(?! (?:headed|tempered|topic|take|potato|mess|button))|${B}take it (?:all )?off(?= [.!,;)]|$| for me| baby| babe)|${B}(?:unspeakable|dirty|naughty|nasty) things (?:to|with) (?:you|u|your|ur)${E}|${B}(?:i want to|i wanna|i'd like to|i would like to|i'm gonna|im gonna|i'm going to|let me) do (?:things|stuff|bad things|naughty things|dirty things) (?:to|with) (?:you|u)${E}`,
    false,
  ),
  r(
    'insult.vulgar',
    'insult',
    90,
    `${B}(?:suck|lick|kiss|blow|eat)(?: on)? (?:my|me|ma|his|our) (?:${obscene}|ass|arse|nuts|balls|butt)${E}|${B}(?:can|could|should|go|may)(?: all| both)? (?:suck|eat) (?:a |my )?(?:dick|dicks|cock|cocks)${E}`,
    false,
  ),
  r(
    'insult.scholar-said',
    'insult',
    85,
    `${B}(?:this|the|that|your|stupid|dumb) (?:scholar|bot|ai|machine|app|program|chatbot|robot|assistant)(?: ${anyWord}){0,2}? (?:is|are|sounds|seems) (?:so |such |a |an |really |totally |fucking |completely |just |like |such a )*${scholarInsult}${E}|${B}(?:you|u) (?:sound|look|act|talk|write|think) like (?:a|an|some)(?: ${anyWord}){0,2}? ${personInsult}${E}|${B}(?:you are|you're|youre|u r|ur)(?: (?:a|an|such a|such an|so|just|the))* (?:${insultAdjective} )+(?:bot|machine|ai|program|scholar|chatbot|robot|app|thing)${E}`,
    false,
  ),
  // Wishing a group gone is contempt without a verb of violence; "better off without me" is for the self-harm rules.
  r(
    'hate.world-without',
    'hate',
    90,
    `${B}(?:the world|world|everyone|everybody|society|this country|the country|humanity|earth|the planet|we|life|this town|this city|our town|our country)(?: would| will|'d|'ll)(?: all)? be (?:a )?(?:so much |much |a lot |far |way )?better(?: place| off)?(?: ,)? (?:without|with no|with fewer|once we get rid of|if we got rid of|if there were no|if there weren't any|if we had no) (?:any |all |all the |the )?${group}${E}|${B}(?:the world|world|everyone|everybody|we|life)(?: would| will|'d)(?: all)? be (?:a )?(?:so much |much |a lot |far )?better(?: place| off)? if (?:all )?(?:the )?${group} (?:died|were dead|were gone|disappeared|were wiped out|didn't exist|never existed|did not exist)${E}`,
    'reported',
  ),
  r(
    'hate.collective',
    'hate',
    85,
    `${B}(?:a|an|the|whole|such a)(?: whole| entire)? (?:nation|race|religion|tribe|horde|pack|herd|breed|country|faith|bunch|gang) of ${filler}${contempt}${E}`,
    'reported',
  ),
  // The deicide charge and mockery of the crucifix as an epithet; asking about them (why were Jews called...) passes.
  r(
    'slur.epithet',
    'slur',
    90,
    `${B}(?:christ killers?|christ killing ${group}|god killers?|killers of christ|jew on a stick|jesus on a stick|dead jew on a stick|zombie jew|sky daddy|sky fairy|pedo prophet|paedo prophet)${E}`,
  ),
  r(
    'sacred.defiled',
    'hate',
    90,
    `${B}${sacred}(?:${_}${anyWord}){0,8}?${_}(?:as|for|into|(?<!(?:next|close|near|beside|back|up) )to|make good|makes good|makes great|make great|is good|are good|perfect|best use|only good)(?: ${anyWord}){0,2}? ${defiling}${E}|${B}(?:use|used|using|uses) (?:the |your |their |my |a |this )?(?:pages of (?:the |your |their )?)?${sacred}(?: pages| page)? (?:as|for) (?:a |some )?${defiling}${E}`,
    'reported',
  ),
  r(
    'profanity.aimed',
    'profanity',
    85,
    `${B}${alt([...intensifiers])}(?: ${insultAdjective})? (?:${group}|${sacred}|${place}|${insultNoun}|bot|ai|scholar|machine)${E}|${B}(?:you|u|ya|your|ur) ${alt([...intensifiers])}${E}`,
    false,
  ),
];

/** Words these rules name, so a disguised one (n00ds, k!ss) reads as itself. */
export const degradationVocabulary: readonly string[] = [
  'nudes',
  'naked',
  'dirty',
  'suck',
  'kiss',
  'lick',
  'dick',
  'cock',
  'christ',
  'killers',
  'killer',
  'toilet',
  'paper',
  'better',
  'without',
  'world',
  'knees',
  'retarded',
  'stick',
  'u',
  'r',
  'ur',
];
