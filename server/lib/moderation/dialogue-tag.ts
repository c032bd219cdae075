/**
 * Words given to a speaker by a tag after them, as a story or a koan tells them: "Why are you still alive? asked
 * the monk", "'Kill yourself,' the demon whispered to the saint", "Curse God and die, said Job's wife". Only a
 * named speaker counts (the monk, his wife, Job's wife); "said everyone" or "says the world" names no one to
 * report, and the writer's own "I" is no tag.
 */
const speech =
  '(?:said|says|asked|asks|whispered|whispers|shouted|shouts|cried|cries|replied|replies|answered|answers|commanded|commands|ordered|taunted|taunts|mocked|snarled|yelled|screamed|hissed|told|tells|sneered|jeered)';
const speaker =
  "(?:(?:the|a|an|his|her|their|its|[\\p{L}]+'s) (?!(?:[\\p{L}']+ )?(?:world|internet|chat|people|crowd|everyone|everybody|group|forum|server)(?:\\s|$))(?:[\\p{L}']+ )?[\\p{L}']+)";
const tagAfter = new RegExp(`^(?: [,.?!])? (?:${speech} ${speaker}|${speaker} ${speech})(?:\\s|$)`, 'u');

/**
 * Whether the words matched at `end` in a normalised sentence are followed by a tag naming who spoke them, in the
 * same sentence or, when the words close it ("Why are you still alive? asked the monk"), opening the next.
 */
export function spokenByTaggedSpeaker(sentence: string, end: number, next: string | undefined): boolean {
  const after = sentence.slice(end);
  if (tagAfter.test(after)) return true;
  return /^[\s.?!]*$/u.test(after) && next !== undefined && tagAfter.test(` ${next}`);
}
