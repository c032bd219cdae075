import { showsDangerNow } from './danger-now';
import { toldOfDanger } from './danger-told';

/**
 * The shapes in which a reader tells of a danger to their own life beyond the plain words ("I want to kill myself"),
 * read on the lower-cased text with apostrophes restored (danger-to-self.ts). Each shape is the reader's own: an
 * intent to end it, a death wished for by its means ("I pray I won't wake up", "I half hope a car hits me"), a plan
 * told by its date or place, the means at hand, self-harm done now, the reader as a burden whose going would free
 * others, a farewell, and questions whose answer is a method, asked with a deadline or "for myself". Someone else's
 * danger, a figure of speech and a question about suicide are read elsewhere.
 */

/** The reader's intent, in the forms it is typed: "I'm going to", "gonna", "I've decided to", "thinkin bout". */
const intent =
  "(?:(?:my )?plan is to|i'm|im|i am|i'll|ill|i will|i'm going to|i am going to|i'm gonna|im gonna|going to|gonna|i want to|i wanna|wanna|i plan to|i'm planning to|planning to|i intend to|i've decided to|i have decided to|i decided to|i decide to|i'm ready to|i am ready to|i need to|i have to|i'm about to|about to|thinking about|thinkin about|thinkin bout|thinking of|tempted to|i'm tempted to|i might|i may)";
/** Ending one's life, in plain words, slang, faith's words and by a method. */
const selfEnding =
  '(?:end it(?! (?:with|between|for|on|off)\\b)|end it all|end my life|end this life|end my own life|finish my life|finish it|take my (?:own )?life|kill myself|kms|unalive myself|off myself|eat my gun|step off(?= (?:the|a|my) (?:roof|ledge|bridge|building|balcony|edge)|[.!,]|$)|jump(?:in|ing)? (?:off|from) (?:the |a |my )?(?:\\w+ )?(?:bridge|roof|building|overpass|cliff|balcony|tower|ledge|car park)|jump(?:in|ing)? in front of (?:a|the) (?:train|bus|car|lorry|truck)|overdose|od\\b|hang myself|drown myself|shoot myself|give my soul back|leave my body|help (?:him|her|them|god|allah) do it|walk into the (?:sea|river|lake|ocean)|drive (?:my car |the car )?into (?:the|a) (?:river|sea|lake|wall|tree|oncoming))';
const intendedEnding = new RegExp(`\\b${intent}\\s+(?:\\w+\\s+){0,3}?${selfEnding}`);
/** "I've decided to do it this week": a bare "do it" is an ending only beside one named in the message. */
const doIt = new RegExp(`\\b${intent}\\s+(?:\\w+\\s+){0,2}?(?:do it|go through with it)\\b`);
const endingNamed =
  /\b(?:suicide|end it|end my life|leave my body|my body on purpose|kill myself|take my (?:own )?life|die|dead|overdose)\b/;

/** A method named with "myself" or "my own hand": "using it on myself", "by my own hand". */
const ownHand = /\b(?:by my own hand|on myself|for myself|for me)\b/;
const method =
  /\b(?:pills?|tablets|paracetamol|morphine|overdose|rope|noose|pistol|gun|weapon|rifle|razor|blade|charcoal|tape|bridge|overpass|roof|cliff|train|tracks|river|sea|vodka)\b/;
/** The method at hand now: "in front of me", "in my hand", "next to me", "ready", "enough to kill me". */
const atHand =
  /\b(?:in front of me|in my hand|enough to kill me|loaded my|i have the pills ready|thinking about using it)\b/;
/** Beside the reader, which alone is a migraine's paracetamol: it needs a last time said with it. */
const besideMe = /\b(?:next to me|beside me|on the table)\b/;
const lastTime = /\b(?:one last time|for the last time|last time)\b/;

/**
 * A plan is told with a method and something kept from others or final (a bridge visited for photos is planned too):
 * "when everyone's asleep", "not coming back", "how many it takes", the rope.
 */
const hidden =
  /\b(?:not coming back|when (?:everyone|my \w+|they)(?:'s| is| are) (?:asleep|out|away|at \w+)|it takes|the rope|overdose|step off|the date, the place|forgive me|one last|ashes|by my own hand|for myself|picked the day|door isn't locked)\b/;
/** A plan told by its day, place or working: "I've worked out how many", "the date, the place, the rope". */
const planned =
  /\b(?:i(?:'ve| have)? (?:it all )?planned|i have (?:it all )?planned|my plan is|i have a plan|i plan to|worked out how (?:many|much)|picked the (?:day|date|place)|the date, the place|already checked|i(?:'ve| have) decided|not coming back)\b/;

/** A death wished for, by its means or its gentleness. */
const wishedDeath =
  /\b(?:wish|hope|pray|praying|hoping|want)\b[^.?!]{0,50}\b(?:i won't wake up|i wouldn't wake up|never wake up|not wake up|die in my sleep|death would come|heart (?:just )?stops|(?:a|the) (?:car|bus|truck|lorry|train) (?:hits|would hit|will hit) me|to disappear forever|(?:god|allah|hashem|he|jesus|krishna) (?:would |will )?(?:take|takes) me (?:home|away)|take my soul|not to exist|to not exist|stop existing|be dead)\b/;
const dontWantToLive =
  /\b(?:don't|dont|do not) (?:want to|wanna) (?:be here|live)\b[^.?!]{0,30}\b(?:anymore|anymor|any more|not alive|alive)\b|\b(?:don't|dont|do not) (?:want to|wanna) (?:be alive|exist)\b|\bnot exist at all\b/;

/** Self-harm done now or over and over: a cut, a burn, a blow, made by the reader to themselves. */
const selfHarmAct =
  /\b(?:burned|burnt|burn|cut|cutting|scratch|scratching|scratched|carved|carve|hit|hitting|banging|bang|punched|punching) (?:into )?(?:my|the) (?:own )?(?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|head|stomach|hand|hands)\b|\bcarved [^.?!]{1,30} into my (?:arm|skin|leg|thigh|wrist)\b|\bhit my head against\b/;
const selfHarmMark =
  /\b(?:again|every (?:night|day)|each (?:night|day)|deeper|until (?:it|they) bleeds?|till (?:it|they) bleeds?|bleed|bleeds|on purpose|makes the [\w\s]{1,20} stop|because that's what i am|an hour ago|tonight|this week)\b/;

/** The reader a burden whose going would free the others. */
const burden =
  /\b(?:would|will|'d) (?:be|have)\s+(?:so much )?(?:better off|happier|free|kinder|a better life|better)\b[^.?!]{0,40}\b(?:without me|if i (?:was|were|wasn't|weren't) (?:gone|dead|here|around)|if i died|if i just wasn't here)\b|\b(?:better|happier|kinder) [^.?!]{0,30}without me(?: in it)?\b|\b(?:she'd|he'd|they'd|she would|he would|they would) be free if i (?:was|were) dead\b|\bif i just wasn't here anymore\b|\bget the life insurance\b/;

/** A farewell needs two of its signs: a goodbye and a last time, a "before I go", an end to being here. */
const farewellSigns: readonly RegExp[] = [
  /\b(?:goodbye|good bye|farewell)\b|\bpray for my soul\b|\bi'm leaving for good\b|\bthis is goodbye\b/,
  /\b(?:my|the) last (?:message|post|words|time|night)\b|\bone last (?:time|surah|verse|psalm|prayer)\b|\bthe last time i'll\b/,
  /\bi won't be (?:here|alive|around|needing)\b|\bi'll be gone\b|\bbefore i go\b|\bwon't be logging in again\b|\bthe last thing i (?:read|saw|heard)\b|\bwon't be (?:a problem|a burden) for anyone\b/,
  /\b(?:given away my|put my affairs in order|written letters to|tell my (?:mum|mom|mother|dad|father|kids|children|family) (?:i'm sorry|i loved? (?:her|him|them))|forgive me for everything)\b/,
  /\b(?:after tonight|by the time (?:anyone|you|someone|they) reads? this|not be alive)\b/,
];
const goingAway =
  /\b(?:flight|trip|holiday|vacation|hajj|umrah|pilgrimage|retreat|moving|move to|new job|exams?|semester|travel|travelling|traveling|deployment)\b/;

/** Questions whose answer is a method, asked for oneself or against a deadline. */
const methodAsked =
  /\bhow many [^.?!]{0,40}\b(?:pills|tablets|paracetamol)\b[^.?!]{0,40}\b(?:to not wake up|to die|to kill|not to wake up|would it take)\b|\b(?:high|tall|deep) enough (?:that|to)\b[^.?!]{0,40}\b(?:wouldn't|would not|won't|not) survive\b/;
const forMyself =
  /\basking for myself\b|\bi need to know (?:tonight|before|now|today)\b|\bit doesn't matter why anymore\b/;
const aboutDying =
  /\b(?:drown|die|dying|death|takes? (?:their|his|her|my) own life|suicide|kill|overdose|jump|hang|soul of someone)\b/;
const restPromised =
  /\b(?:i'll|i will) finally be at peace\b|\b(?:my plan is|i plan|i'm planning|planning)\b[^.?!]{0,60}\bnot (?:come|coming) back\b|\bwon't be a (?:problem|burden) (?:to|for) anyone (?:much )?longer\b|\bif i (?:end it|kill myself|take my (?:own )?life|do it)\b[^.?!]{0,4}[.?!]?\s*(?:because )?(?:i'm|im|i am) going to\b|\bnobody will have to worry about me\b|\b(?:want|need) (?:it all|everything|this|the pain) to stop,? (?:permanently|forever|for good)\b/;

/** Whether the reader, in one of these shapes, tells of a danger to their own life. */
export function showsDangerSign(said: string): boolean {
  if (showsDangerNow(said) || toldOfDanger(said)) return true;
  if (intendedEnding.test(said) || wishedDeath.test(said) || dontWantToLive.test(said)) return true;
  if (doIt.test(said) && endingNamed.test(said)) return true;
  const held = atHand.test(said) || (besideMe.test(said) && lastTime.test(said));
  if (method.test(said) && (ownHand.test(said) || held || (planned.test(said) && hidden.test(said))))
    return true;
  if (selfHarmAct.test(said) && selfHarmMark.test(said)) return true;
  if (burden.test(said) || restPromised.test(said)) return true;
  if (methodAsked.test(said) || (forMyself.test(said) && aboutDying.test(said))) return true;
  const farewell = farewellSigns.filter((sign) => sign.test(said)).length;
  return farewell >= 2 && !goingAway.test(said);
}
