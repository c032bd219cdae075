/**
 * What the writer knows of someone's whereabouts or family, or a pursuit they vow, beside a warning: "we know your
 * family village. be careful next time you visit", "The moderator who banned me has a daughter. Pretty. Goes to
 * Lincoln High. Just saying.", "I WILL HUNT DOWN WHOEVER PROGRAMMED THIS. YOU HAVE BEEN WARNED.", "I know the
 * company address. Expect us." Either alone is everyday ("I know your family, they're lovely"; "be careful on the
 * ice", "see you soon"), so both must stand in the message. Wordings and twins in warned-knowing.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const knowing = new RegExp(
  [
    "(?:i|we) (?:know|found|have|got) (?:your|ur|the|their|his|her|where (?:your|ur|the|their|his|her)) (?:[\\p{L}']+ ){0,2}?(?:address|addresses|village|house|home|school|office|workplace|family|kids|children|daughter|son|wife|husband|location|names|car|street)",
    "(?:has|have|got) a (?:daughter|son|wife|husband|kid|kids|little girl|little boy)(?: [\\p{L}'.,]+){0,6}? (?:goes|go|walks|lives|works|studies|plays) (?:to|at|in|on|home)",
    '(?:hunt|track) (?:down )?(?:whoever|everyone who|every one of|the people who|the person who|all of you|you all|you)',
    // A family's routine told to the day's minute: "your wife drops the kids at school at 8:10".
    "(?:your|ur) (?:wife|husband|kids|children|daughter|son|family|mum|mom|mother) (?:drops|walks|goes|leaves|gets|takes|picks|arrives)(?: [\\p{L}'.,]+){0,6}? (?:at|around|by) \\d",
    // What the writer learned of the reader, listed: "I know your real name, your church and your car".
    "(?:i|we) know (?:your|ur) (?:[\\p{L}']+ )?(?:name|address|church|mosque|temple|synagogue|car|school|workplace|job|house|kids|family)(?: ,| and| , and) (?:your|ur) (?:[\\p{L}']+ )?(?:name|address|church|mosque|temple|synagogue|car|school|workplace|job|house|kids|family)(?: ,| and| , and) (?:your|ur) [\\p{L}']+",
  ].join('|'),
  'u',
);
const warning =
  /(?:^|\s)(?:be careful next time|better be careful|(?:you'd|you had|you) better watch out|expect us|(?:you|u)(?:'ve| have) been warned|watch (?:your|ur) backs?|sleep with one eye open|(?:you're|youre|you are) next|don't say (?:i|we) didn't warn you|last warning|consider yourself warned|think about (?:that|it|this) (?:before|next time|when)|friendly reminder|have a (?:blessed|nice|good|safe|lovely) (?:week|day|weekend|night|sunday|sabbath|one))(?=\s|$)/u;

/** "Just saying." as the whole last word, not "just saying, kids are curious". */
const saidAlone = /(?:^|\. )just saying(?: \.)?\s*$/u;

export function warnedKnowing(joined: string): Found {
  const known = knowing.exec(joined);
  if (!known || !(warning.test(joined) || saidAlone.test(joined))) return undefined;
  return { rule: 'threat.warned-knowing', matched: known[0] };
}
