/**
 * A target's end promised (probe 15): the writer foretells that someone will die, be hurt or be gone ("you'll wake
 * up in a ditch", "won't live through the winter", "will be in the obituaries by Lent", "his last Shabbat is coming
 * sooner than he thinks", "you're finished") and vouches for it ("mark my words", "I swear", "count on it",
 * "remember I said it"), or gives it a deadline, or does it in the first person ("I'll snap your fingers", "I will
 * end you"). A doctor's prognosis, a bird's winter or a course finished say the same futures without the vow, so
 * the foretelling alone passes, and so does an end state that is a theme ("a crime scene for the murder-mystery
 * night"). Wordings and twins in doom-promised.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const future = "(?:will|[\\p{L}]+'ll|gonna|going to|shall)";
const notFuture =
  "(?:won't|wont|will not|not going to|never going to|aren't going to|isn't going to|shall not)";
/** Where the target ends up: dead, hanged, nailed, in a ditch or the obituaries, a crime scene. */
const endState =
  '(?:dead|hanging|hanged|nailed|strung up|burning|in flames|rubble|in a ditch|in the ditch|in the river|in the obituaries|in a body bag|in a box|six feet under|in the ground|in pieces|in bits|on fire|a crime scene|a memorial|a funeral|buried|ashes|a smear on the road|gone for good)(?! (?:for|themed|party|tape|night|drama|play|game|games|costume|costumes|props?|scene|tour))';
const doomed = new RegExp(
  [
    `${future} (?:end up|wake up|be|find (?:yourself|yourselves|himself|herself|themselves)|all be|soon be) (?:\\p{L}+ ){0,2}?${endState}`,
    `${notFuture} (?:live (?:through|to see|past|until|out)|survive|make it (?:through|to|past)|see (?:\\p{L}+ ){1,4}?alive)`,
    `${notFuture} be [\\p{L}']+ing another [\\p{L}']+ (?:after|once|past)`,
    // Probe 17: a place that "won't see August", people who "won't be laughing after Thursday", "won't feel so safe",
    // "you're not leaving alive", "you won't be going home".
    `${notFuture} see (?:another |next |the next |one more )?[\\p{L}']+`,
    `${notFuture} be (?:standing|laughing|smiling|going home|coming home|walking home|leaving)`,
    `${notFuture} (?:feel|be) (?:so |as |very |that )?safe`,
    "(?:not|never|won't be|wont be) (?:leaving|leave|walking out|walk out|getting out|get out) (?:of (?:there|here|it) )?(?:alive|in one piece)",
    "last [\\p{L}']+ (?:is|'s) coming sooner than (?:he|she|they|you|u) (?:thinks?|knows?|expects?)",
    "(?:you're|youre|you are|ur|u r|he's|she's|they're) (?:so |already |fucking )?(?:dead|finished|done for|next)(?! (?:to|with|on|right|wrong|set|tired|serious|last|in line|for|up|at|in the queue|inside))",
    'speed up (?:the|your|ur) (?:trip|journey|way|trip down|ride)',
    // A bad day foretold for a place or people ("is going to have a very bad Sunday") and a home-coming in a coffin.
    "(?:is|are|'s|'re) (?:going to|gonna) have (?:a |an )?(?:very |really |truly )?(?:bad|terrible|awful|horrible|nasty|rough|bloody|last) (?:day|night|week|weekend|sunday|monday|tuesday|wednesday|thursday|friday|saturday|sabbath|shabbat|christmas|easter|eid|diwali|vaisakhi|service|mass|jummah)",
    '(?:goes|go|leaves|leave|comes back|come back|going|leaving|heads) (?:home |back )?(?:in a box|in a body bag|in a coffin|in pieces|feet first)(?! of)',
  ].join('|'),
  'u',
);
const doom = new RegExp(`(?:^|\\s)(?:${doomed.source})(?:\\s|$)`, 'u');
/** The writer's word on it: a vow, a guarantee, a record kept for later. */
const vow =
  /(?:^|\s)(?:i promise|i promise you|that's a promise|thats a promise|it's a promise|promise you that|mark my words|i swear|swear to god|i swear on|count on it|bet on it|i guarantee|guaranteed|i give you my word|you have my word|remember i said (?:it|this|that)|screenshot this|screenshot it|not a figure of speech|not a joke|no joke|not joking|i'm not joking|im not joking|believe me|trust me|you'll see|youll see|you watch|just watch|wait and see|that's not a threat|thats not a threat|it's a fact|(?:already )?(?:spoken|talked) to the (?:shakha|boys|lads|brothers|men|crew)|remember what happened|pass it on|spread the word|you heard it here first|that's all i'll say|thats all ill say|i've said enough|ive said enough|say no more|enough said|preparations are made|preparations have been made|remember who told you|it's been arranged|believe it)(?:\s|$)/u;
/** A deadline on the doom: "by Easter", "by morning", "this weekend", "tonight". */
const deadline =
  /(?:^|\s)(?:(?:by|after|before|on|till|until) (?:easter|christmas|lent|diwali|eid|ramadan|passover|vesak|vaisakhi|navratri|holi|purim|hanukkah|shabbat|morning|sunday|monday|tuesday|wednesday|thursday|friday|saturday|the weekend|next week|tomorrow|tonight|dawn|(?:the )?\d{1,2}(?:st|nd|rd|th)?|january|february|march|april|may|june|july|august|september|october|november|december)|this weekend|tonight|tomorrow night)(?:\s|$)/u;
/** A harm made to hang on what the reader does next: "show up again and ...", "if you come to ...", "keep posting and". */
const ifYouDo =
  /(?:^|\s)(?:if (?:you|u|ya)|(?:show|turn) up (?:\p{L}+ ){0,4}?again and|(?:come|go|preach|pray|post|try) (?:\p{L}+ ){0,5}?again and|keep [\p{L}']+ing(?: \p{L}+){0,4}? and|one more (?:word|post|time) and)(?:\s|$)/u;
/** The writer does it: "I'll snap your fingers", "I will end you". */
const byWriter = new RegExp(
  `(?:^|\\s)(?:i|we)(?:'ll| will|'m going to| am going to|'m gonna| are going to|'re gonna) (?:personally )?(?:end (?:you|u|him|her|them)|(?:break|snap|crack|smash|shatter) (?:every bone|(?:your|ur|his|her|their) (?:\\p{L}+ )?(?:neck|necks|legs|arms|fingers|jaw|skull|bones|knees|kneecaps|spine|nose|teeth|ribs)))(?:\\s|$)`,
  'u',
);
/** The writer lying in wait, which a doom foretold in the same message makes a threat: "I'm waiting by his car". */
const lyingInWait =
  /(?:^|\s)(?:(?:i'm|im|i am|i'll be|ill be|we'll be) waiting (?:by|for|outside|behind|at) (?:him|her|them|you|his|her|their|your|the)|meet me outside)(?:\s|$)/u;
/** Someone else's words told: "he said", "she texted me", "someone threatened". */
const told =
  /(?:^|\s)(?:said|says|told|texted|messaged|wrote|posted|yelled|shouted|threatened|threatening|emailed|dmed|screamed) (?:me|us|that|to me|to us|in|on|under)?/u;

/** A place's end that the writer's own work would avert is a worry: "won't be standing by Easter unless we fix the roof". */
const savedByRepair =
  /(?:^|\s)(?:unless|if) (?:we|i|someone|somebody|the council|the diocese|the parish)(?: (?:don't|do not|can't|cannot|can|manage to))? (?:fix|fixes|repair|repairs|raise|raises|find|finds|pay|pays|restore|restores|rebuild|rebuilds|save|saves|get|gets|fund|funds)(?:\s|$)/u;

export function doomPromised(text: string): Found {
  const own = byWriter.exec(text);
  const foretold = doom.exec(text);
  const found =
    own ??
    (foretold && (vow.test(text) || deadline.test(text) || lyingInWait.test(text) || ifYouDo.test(text))
      ? foretold
      : undefined);
  if (!found) return undefined;
  if (told.test(text.slice(0, found.index))) return undefined;
  if (savedByRepair.test(text.slice(found.index))) return undefined;
  const second = own && foretold ? ` ... ${foretold[0].trim()}` : '';
  return { rule: 'threat.doom', matched: `${found[0].trim()}${second}` };
}
