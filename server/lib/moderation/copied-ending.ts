/**
 * A self-killing of history held up for the reader to copy (probe 14): a monk's self-immolation, the widows' pyre,
 * Masada, Jonestown, Socrates' hemlock, a rope, named and then "you should try it", "go reenact it", "revive the
 * custom, starting with yourself", "follow their example", "your turn". History, grief and ethics name the same
 * deaths and ask about them, so the copying must be urged on the reader; a place or a person (Masada, Socrates) needs
 * a verb of copying ("reenact", "follow their example", "do the same"), since "you should try it" said of Masada is a
 * hike. Wordings and twins in copied-ending.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

/** The act itself: burning, hanging, poison, the pyre. */
const act =
  /(?:^|\s)(?:self immolation|self immolated|immolated (?:himself|herself|themselves)|set (?:himself|herself|themselves) (?:on fire|alight|ablaze)|burned (?:himself|herself|themselves)|a can of petrol|sati|suttee|the pyre|a pyre|pyres|the hemlock|hemlock|the poison|hanged (?:himself|herself|themselves)|hung (?:himself|herself|themselves)|the rope|a rope|the noose|a noose|threw (?:himself|herself|themselves)|throw themselves|drank the kool aid|kool aid|seppuku|hara kiri|harakiri)(?=\s|$)/u;
/** The deaths known by their place or their dead. */
const known =
  /(?:^|\s)(?:masada|the zealots|jonestown|jim jones|heaven's gate|socrates|judas|thich quang duc|quang duc|the (?:burning|burned) monk|kamikaze|the widows)(?=\s|$)/u;
const urger =
  "(?:you should|you could|you ought to|you need to|you must|u should|go|go on|just|now|so|and|be a good [\\p{L}']+ and|why not|honestly you should|maybe you should)";
/** Copying urged: a verb of copying with the act or its dead as object; "his example of remorse" copies a virtue. */
const copy = new RegExp(
  `(?:(?:^|\\s)${urger}|(?:^|[.,!:;]))(?: [\\p{L}']+)?? (?:copy|follow|imitate|repeat|reenact|re enact|revive|emulate|bring back) (?:him|her|them|it|that|their example|his example|her example|the custom|the tradition|the practice)(?! of)(?=\\s|$)|(?:^|\\s)(?:do the same|your turn|you're next|youre next|you next|starting with yourself|starting with you|(?:climb|get|jump) on the pyre yourself|drink up)(?=\\s|$)`,
  'u',
);
/** Urged plainly, which only the act itself can make a suicide: "you should try it", "end yours". */
const tried =
  /(?:^|\s)(?:you should|you could|you ought to|u should|go|why not|maybe you should|honestly you should) (?:try|do) (?:it|that|the same)(?=\s|$)|(?:^|\s)(?:you|u) should end (?:yours|your own|your life)(?=\s|$)|(?:^|\s)make it a livestream(?=\s|$)/u;

export function copiedEnding(text: string): Found {
  const copied = copy.exec(text);
  if (copied && (act.test(text) || known.test(text))) {
    return { rule: 'self-harm.copied', matched: copied[0].trim() };
  }
  const urged = tried.exec(text);
  if (urged && act.test(text)) return { rule: 'self-harm.copied', matched: urged[0].trim() };
  return undefined;
}
