/**
 * More of the ways a reader tells of their own danger without the plain words, each one sign (or two together)
 * that reads as theirs: self-harm done again ("cut again last night, deeper this time", "started self harming again",
 * "hitting my head on the wall ... today it bled"); the means kept or bought and kept secret ("I have the rope
 * already", "hiding the knife ... to use on myself", "bought a rope off amazon, haven't told anyone", "engine running
 * in the garage"); a plan without its method ("I've been planning how to do it", "I have it planned for Sunday",
 * "planning my last day", "the courage to go through with it", "really close to doing it"); a deadline on holding
 * on ("can't hold on past this weekend"); a death by one's own hand asked about; sleep wished to last forever; the
 * world lighter without the reader, the insurance worth more than them; one step at the tracks or the edge; a
 * swerve into a lorry that keeps coming back; the dead joined with their pills kept; "the only way out", where the
 * reader says they are. Read on the lower-cased text with apostrophes restored (danger-to-self.ts).
 */
const signs: readonly RegExp[] = [
  // Self-harm done again.
  /\bcut\s+(?:myself\s+)?again\b[^.?!]{0,40}\b(?:last\s+night|deeper|tonight|today)\b|\bdeeper\s+this\s+time\b/,
  /\b(?:started|starting|been|back\s+to)\s+self[-\s]?harm\w*\s+again\b|\bself[-\s]?harm\w*\s+again\s+after\b/,
  /\b(?:hitting|banging|punching|slamming)\s+my\s+head\b[^.?!]{0,60}[.!,]?[^.?!]{0,30}\b(?:bled|bleed|bleeding|blood)\b/,
  // The means kept, bought or hidden for oneself.
  /\b(?:i\s+have|i've\s+got|ive\s+got|i\s+got|got)\s+the\s+(?:rope|noose|pills|gun|blade|razor)\s+(?:already|ready|now)\b/,
  /\b(?:hiding|hid|keeping|kept)\s+(?:the|a|my)\s+(?:knife|blade|razor|rope|pills|gun)\b[^.?!]{0,60}\b(?:on\s+myself|when\s+everyone\s+is\s+asleep)\b/,
  /\b(?:bought|ordered|got)\s+(?:a|the|some)\s+(?:rope|noose|pills)\b[^.?!]{0,40}[.!,]?\s*(?:i\s+)?(?:haven't|havent|have\s+not)\s+told\s+(?:anyone|anybody|no\s*one)\b/,
  /\bbought\s+the\s+pills\b[^.?!]{0,80}[.!,]?[^.?!]{0,60}\bbefore\s+i\s+take\s+them\b/,
  /\bgarage\b[^.?!]{0,40}\bengine\s+running\b|\bengine\s+running\b[^.?!]{0,40}\bgarage\b/,
  // A plan without its method.
  /\b(?:i've\s+been|ive\s+been|i\s+have\s+been|i'm|im|i\s+am)\s+planning\s+(?:how\s+to\s+do\s+it|my\s+last\s+day|my\s+death|my\s+exit|my\s+suicide)\b/,
  /\bi\s+have\s+it\s+planned\s+for\b|\bcourage\s+to\s+(?:go\s+through\s+with\s+it|do\s+it)\b/,
  /\b(?:really|so|very)\s+close\s+to\s+doing\s+it\b/,
  /\b(?:can't|cant|cannot)\s+(?:hold\s+on|go\s+on|keep\s+going|last)\s+(?:past|beyond|after|through)\s+(?:this|tonight|tomorrow|the\s+weekend)\b/,
  /\bdie\s+by\s+my\s+own\s+hand\b|\bthinking\s+of\s+doing\s+it\s+myself\b/,
  /\bif\s+i\s+end\s+(?:this\s+life|my\s+body)\b/,
  // Sleep wished to last forever.
  /\b(?:want|wanna|wish)\s+(?:to\s+)?(?:go\s+to\s+)?sleep\s+forever\b/,
  // The world lighter without the reader; the insurance worth more.
  /\b(?:world|everyone|everybody|they|family|kids|wife|husband)\s+would\s+be\s+(?:\w+\s+)?(?:lighter|happier|easier|freer)\s+without\s+me\b/,
  /\bbetter\s+off\s+with\s+(?:the\s+)?(?:life\s+)?insurance\b/,
  /\bbetter\s+than\s+someone\s+who\s+wants\s+to\s+die\b/,
  // One step at the tracks or the edge; a swerve that keeps coming back.
  /\b(?:tracks|platform|edge|ledge|bridge|train)\b[^.?!]{0,60}\bjust\s+one\s+step\b/,
  /\bmight\s+not\s+come\s+(?:back\s+)?down\b|\b(?:walk|wade)\s+into\s+the\s+(?:ganga|ganges|river|sea|lake)\s+and\s+not\s+come\s+back\b/,
  /\b(?:swerving|swerve|steering|steer)\s+into\s+(?:a|the|an|oncoming)\s+(?:\w+\s+)?(?:lorry|truck|wall|tree|traffic|bus|barrier)\b[^.?!]{0,10}[.!,]?[^.?!]{0,30}\b(?:stronger|every\s+time|again|won't\s+stop)\b/,
  // The dead joined, the means kept.
  /\bthinking\s+(?:of|about)\s+joining\s+(?:him|her|them|my\s+\w+)\b[^.?!]{0,10}[.!,]?[^.?!]{0,40}\b(?:pills|rope|gun|tablets)\b/,
  // "The only way out", where the reader says they are.
  /\bonly\s+way\s+out\b[^.?!]{0,60}[.?!]?\s*(?:cuz|because|bc|cause|and)?\s*(?:that's|thats|that\s+is)\s+where\s+i\s+am\b/,
];

export const toldOfDanger = (said: string): boolean => signs.some((sign) => sign.test(said));
