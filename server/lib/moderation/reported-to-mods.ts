/**
 * Abuse passed on to the moderators or the police (probe 17): "A user just posted that Muslims are vermin. Reporting
 * it.", "Report: a new member keeps saying someone should burn down the church", "Quoting the troll so the mods can
 * see it: ...", "Someone DM'd me that my temple will burn next Diwali. I've reported it to the police". The message
 * is a report when it does two things: it names someone else as the one who said or sent the words (a user, a
 * member, the troll, someone who messaged me, a message I got) and it hands them on (reporting it, flagging it,
 * for the mods, please ban him, told the police). Either alone is not enough: "Report me all you want, mods: they are
 * vermin" names no one else, and "someone said it" with no report is left to the witness rules
 * (reported-speech.ts). Agreement anywhere ("and he's right", "I agree") keeps the words read as said.
 * Wordings and twins in reported-to-mods.test.ts.
 */

/** Someone other than the writer as the one who said or sent it. */
const otherSpeaker = new RegExp(
  [
    "(?:someone|somebody|a user|this user|that user|a member|a new member|an account|a new account|this account|that account|the troll|a troll|this troll|that troll|a guy|some guy|a man|a woman|some (?:guy|man|woman|person|people|idiot|troll)|a person|a stranger|a commenter|one of the members|a poster|another user|a (?:new )?(?:user|member|account) (?:here|in (?:the|this) (?:thread|chat|circle|group)))(?: (?:here|in (?:the|this|our|my) (?:\\p{L}+ )?(?:thread|chat|circle|group|comments|forum)|who|that|just|keeps|kept|has been|had|has|yesterday|today|tonight|earlier|again|last night|this morning))* (?:posted|wrote|said|says|commented|replied|messaged|dm'd|dmd|dmed|texted|sent|shouted|told|keeps saying|kept saying|keeps telling|kept telling|keeps posting|kept posting|keeps writing|kept writing|telling|saying|posting|writing)",
    // Graffiti found: "found a swastika and 'gas the jews' scratched into a toilet stall".
    "(?:found|saw|spotted|noticed|there was|there's)(?: [\\p{L}']+){0,8}? (?:scratched|written|carved|sprayed|spray painted|painted|scrawled|graffitied|etched|daubed)",
    // Someone the writer knows, or "they" of a post: "my coworker joked that", "they posted".
    '(?:my|our|a|the|one of my|one of our) (?:\\p{L}+ )?(?:coworker|co worker|colleague|classmate|neighbour|neighbor|boss|manager|teacher|friend|uncle|aunt|cousin|brother|sister|father|dad|mother|mum|mom|grandfather|grandmother|grandpa|grandma|husband|wife|son|daughter|student|roommate|flatmate|relative|in law|landlord|customer|client|pupil|pastor|imam|rabbi|priest|monk|preacher|guru|elder|deacon)s? (?:just |once |always |keeps |kept |has |had |then )?(?:posted|wrote|said|says|commented|replied|messaged|texted|sent|shouted|yelled|joked|claimed|claims|insisted|tweeted|keeps saying|kept saying|told (?:me|us|everyone|the class|the group))',
    '(?:^|\\s)(?:he|she|they) (?:just |then |also |later )?(?:posted|wrote|commented|tweeted|messaged|texted|replied|shouted|yelled|spray painted|painted)',
    '(?:a|this|the) (?:message|dm|comment|post|reply|text) (?:i|we) (?:got|received|was sent)',
    '(?:i|we) (?:got|received|was sent|were sent) (?:a|this|the) (?:message|dm|comment|post|reply|text)',
    '(?:quoting|quote from|screenshot of) (?:the|a|this|that) \\p{L}+',
    // "Stuff like 'kill every Muslim' is what extremists want. I'm reporting it": words held up as an example.
    '(?:^|\\s)(?:stuff|things|posts|comments|messages|phrases|slogans) like',
  ].join('|'),
  'u',
);

/** The words handed on: to the moderators, the admins or the police, or asked to be taken down. */
const handedOn = new RegExp(
  [
    '(?:^|\\s)report(?:ing)? (?:it|this|him|her|them|that|a|the)',
    '(?:^|\\s)report :',
    "(?:i|we|i've|we've|ive|i have|we have|i'm|im|i am) (?:also |just |already )?(?:reported|reporting|flagged|flagging)",
    '(?:^|\\s)flagging (?:it|this|him|her|them)',
    '(?:^|\\s)(?:for|to|so) (?:the )?(?:mods|moderators|admins|mod team|moderation team|admin team)',
    '(?:^|\\s)(?:mods|moderators|admins)(?: \\p{L}+)? ,',
    '(?:^|\\s)please (?:ban|remove|block|mute|look into|take (?:it|this|him|her|them) down|check|deal with)',
    '(?:^|\\s)can you (?:ban|remove|block|look into|take)',
    '(?:told|informed|called|contacted|reported it to) the police',
    // Or refused an audience: "ignoring him", "blocked her".
    '(?:^|\\s)(?:ignoring|ignored|blocked|muted|blocking|muting) (?:him|her|them|it|the troll|that troll)(?:\\s|$)',
    // Handed to someone who can act, or counsel asked on how to answer it: "I told HR", "where can I report hate
    // like this", "how should our pastor respond".
    '(?:told|reported (?:it|this|him|her|them) to|went to|informed|contacted|emailed) (?:hr|human resources|the school|the principal|the headteacher|the head teacher|my manager|our manager|my boss|the teacher|the university|the platform|facebook|youtube|the site|the imam|the rabbi|the pastor|the priest|the elders|the board|security)',
    '(?:where|how) (?:can|do|should|would) (?:i|we|one|you) report',
    '(?:^|\\s)(?:how|what) (?:should|do|can|would) (?:i|we|our|my|the) (?:\\p{L}+ )?(?:respond|reply|react|answer|say back|handle|deal)',
  ].join('|'),
  'u',
);

/** The writer siding with the words: "and he's right", "I agree", "honestly true". */
const agreement =
  /(?:^|\s)(?:(?:is|are|was|were|they're|he's|she's|theyre|hes) (?:right|correct|spot on|not wrong)|(?:i|we) agree|true|based|facts|the truth|good riddance)(?:\s|$)/u;

/** Whether the normalised message reports someone else's abuse to those who can act on it. */
export function reportedToModerators(text: string): boolean {
  return otherSpeaker.test(text) && handedOn.test(text) && !agreement.test(text);
}
