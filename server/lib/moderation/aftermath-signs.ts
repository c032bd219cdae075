import { anyWord } from './rule-parts';
import { bodyPart, end, possessive, sign, type Sign } from './veiled-sign';

/**
 * Signs of a veiled threat read in probe 10, by class: no return, no survival or no more voice for the target, the
 * writer ready in person, the writer's knowing word, a hint, the target's exposure, an atrocity wished again.
 * Wordings and twins are in veiled-aftermath.test.ts.
 */
export const aftermathSigns: readonly Sign[] = [
  // No return, no survival, no more voice, told of the target: "won't be walking home", "won't live to see the
  // wedding", "the last thing you ever hear", "nobody comes back down", "not the only thing on fire", legs "broken".
  sign(
    'harm',
    false,
    `(?:won't|wont|will not|never) (?:be )?(?:walking|walk|driving|coming|going|make it|get|getting) (?:back )?home|(?:won't|wont|will not|never) live to see|(?:the )?last thing (?:you|u|he|she|they)(?:'ll| will)? ever (?:hear|see|say|feel|do)|(?:nobody|no one|noone|none of (?:them|you)) (?:comes|come|gets|get|walks|makes it|make it) (?:back|out|home)|(?:is|are|was|were)(?:n't| not) the only (?:thing|things|one|ones) (?:${anyWord} ){0,2}?(?:on fire|burning|burnt|burned|in flames|thrown|going up|blown up|broken|smashed|bleeding|hurt)|(?:gets?|got|will get|'ll get) ${possessive} ${bodyPart} (?:broken|smashed|snapped|crushed|cut off)|(?:\\p{L}+'ll|will|gonna|going to) stop (?:talking|breathing|posting|preaching|reporting)|keep an eye on ${possessive} (?:car )?(?:brakes|tyres|tires|wheel nuts|gas line)|deserves? (?:a |an )?(?:bullet|knife|noose|death)(?: in the (?:back|head|face|chest))?|drove (?:straight |right )?into (?:the )?(?:${anyWord} ){0,2}?(?:parade|crowd|procession|march|worshippers|congregation)|never (?:step|walk|come|set foot) back (?:in|inside|out|home)|(?:won't|will not|wont|isn't|is not) (?:be )?the only (?:red|blood) (?:on|in)`,
    'cancer|ill|sick|illness|hospice|doctors?|dementia|stroke|surgery|accident',
  ),
  // An accident foretold beside the writer's knowing word ("accidents happen ..., if you know what I mean"), unless
  // the sentence is a safety note.
  sign(
    'harm',
    false,
    `accidents (?:do |can |will )?happen`,
    'careful|safety|safe|first aid|insurance|extinguisher|bucket|doctor|kids|children|helmet|wear|seatbelt|please',
  ),
  // Pain promised as a lesson ("will find out what real fire and brimstone feels like"), unless it is a sermon's.
  sign(
    'harm',
    false,
    `(?:find out|learn|know|taste) what (?:real |true )?(?:fire|pain|hell|fear|brimstone|fire and brimstone|suffering|terror|a beating|hellfire) (?:feels|tastes|looks) like`,
    'sermon|preach|preaching|preacher|movie|film|book|class|lesson|study',
  ),
  // The harm wished as a joke's aside, strong even when "would be a shame if..." reads like a question.
  sign(
    'harm',
    true,
    `(?:shame|pity|funny|hilarious|make sure) (?:if |that )?(?:${anyWord} ){1,4}?(?:is|are|was|were)(?:n't| not) the only (?:thing|things|one|ones) (?:${anyWord} ){0,2}?(?:on fire|burning|burnt|burned|in flames|thrown|going up|blown up|broken|smashed|bleeding|hurt)`,
  ),
  // An atrocity wished again ("needs another Operation Blue Star ... finish the job"): menacing beside its name.
  sign(
    'harm',
    false,
    `(?:needs?|deserves?|due) (?:another|a second|a new|a repeat of) (?:${anyWord} ){0,2}?(?:operation blue star|blue star|holocaust|pogrom|kristallnacht|babri|godhra|partition)|(?:someone|somebody|they should|we should|this time (?:they |we )?(?:should )?)finish (?:the|what) (?:job|${anyWord} started)`,
  ),
  // The writer ready to act, there in person: "I'll do it myself", "starting with you", "with my rifle waiting",
  // "I've already spoken to some people", "going over there with".
  sign(
    'coming',
    false,
    `(?:i'm|i am|we're|we are) (?:ready|happy|willing|glad) to (?:deliver|do it|do the honours|oblige|pull the trigger)|(?:i'll|i will|we'll|we will) do it (?:myself|ourselves)|starting with (?:you|u|him|her|them)${end}|with my (?:rifle|gun|bat|knife|shotgun) (?:waiting|ready)|(?:i've|i have|we've|we have) (?:already )?(?:spoken|talked) to (?:some|a few|the right) (?:people|guys|friends|lads|boys)|(?:i'm|i am|we're|we are) (?:going|heading) (?:over )?(?:there|round|over)`,
  ),
  // The writer's knowing word on what will happen: "easy.", "I've timed it", "next week is the one", "things wear
  // out", "you're on the list"; a hint ("someone do it", "and not food").
  sign(
    'verdict',
    false,
    `(?:^|\\. )easy(?= \\.|$)|(?:i've|i have|we've|we have) timed it|next (?:week|friday|sunday|saturday|time) is the one|things (?:wear out|break|happen)|(?:you're|you are|they're|they are|he's|she's) on (?:the|my|our) list|tell (?:your|ur|that|the) (?:${anyWord} ){0,2}?(?:he|she|they)(?:'s| is| are|'re) next${end}|(?:your|ur) (?:${anyWord} )?(?:son|daughter|brother|sister|cousin|nephew|niece|friend|father|mother|husband|wife|kid|kids|family) (?:is|are|'s) next${end}|count on it|(?:i|we) (?:already )?(?:checked|scouted|cased)(?= \\.|$)|(?:^|\\. )or else(?= \\.|$)`,
    'guest|guests|invite|invited|wedding|party|rsvp|careful|safety|first aid',
  ),
  sign(
    'innuendo',
    false,
    `(?:someone|somebody|anyone|anybody) (?:pls |please )?(?:do it|do this|make it happen)${end}|(?:^|\\. )and not (?:the )?(?:food|flowers|gifts|sweets|presents|cake)${end}`,
  ),
  sign(
    'exposure',
    false,
    `(?:think|thinks) (?:you're|youre|you are|he's|she's|they're|they are) safe|which (?:${anyWord} ){0,2}?(?:is|are) (?:yours|his|hers|theirs)|(?:the )?only (?:exit|way out|way in|door|gate)|(?:one|a single) (?:gate|road in)|no cover|(?:^|\\. )(?:got|found|have) (?:your|ur) (?:home |house |work )?(?:address|ip|plate|location)|unguarded|(?:i|we) know (?:her|his|your|ur|their) (?:college|university|uni|gym|workplace|school|street|building)|(?:i|we) (?:screenshot|screenshotted|saved|archived) (?:all )?(?:your|ur|their) (?:profiles|posts|names|details|faces)|(?:passes|pass|walks|goes) (?:right |directly )?(?:under|past|by) (?:my|our) (?:shop|house|window|roof|balcony)|(?:finishes|lets out|ends|empties) (?:around|about) \\d{1,2}`,
  ),
];
