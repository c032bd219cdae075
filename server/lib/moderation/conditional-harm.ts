/**
 * A harm promised on a condition others may meet (probe 19): "if my daughter goes to that youth group one more time
 * I'm going down there with a bat", "if they hold that mela in our park again, we'll come with sticks and petrol",
 * "if the ISKCON guys chant outside my building again I'm throwing acid on them"; and an ultimatum to leave, "leave
 * by April or we start removing you one by one". The same condition ends in a complaint letter, earplugs or a cheap
 * train ticket, so the writer must bring a weapon or a harm of their own. Wordings and twins in
 * conditional-harm.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const condition =
  /(?:^|\s)if (?:[\p{L}'",]+ ){1,14}?(?:again|one more time|once more|anymore|any more)(?: [,.])?(?= )/u;
const weapon =
  '(?:a |some |my |our |the )?(?:bat|bats|baseball bats?|crowbar|crowbars|clubs?|sticks|iron rods?|rods|petrol|gasoline|kerosene|acid|bleach|knives|knife|machete|machetes|gun|guns|rifle|shovel|hammers?|chains|bricks|stones|matches|lighter|torches)';
const writerHarms = new RegExp(
  `(?:^|\\s)(?:i'm|im|i am|i will|i'll|ill|we're|were|we are|we will|we'll|well)(?: (?:going|gonna|be))?(?: [\\p{L}']+){0,4}? (?:with ${weapon}|(?:throwing|throw|pouring|pour|splashing|chucking) ${weapon}(?= (?:on|at|in|into|over)))(?=\\s|$|[ ,.!])`,
  'u',
);
const ultimatum =
  /(?:^|\s)(?:leave|get out|clear out|move out|pack up)(?: [\p{L}']+){0,4}? (?:by|before) (?:[\p{L}']+ ){1,2}?or (?:we|i)(?:'ll| will)? (?:start |come |begin )?(?:removing|clearing|burning|killing|driving|dragging|throwing|hunting|taking) (?:you|them|every|each)(?:\s|$)/u;

export function conditionalHarm(text: string): Found {
  const left = ultimatum.exec(text);
  if (left) return { rule: 'threat.conditional', matched: left[0].trim() };
  const when = condition.exec(text);
  if (!when) return undefined;
  const harm = writerHarms.exec(text.slice(when.index));
  return harm
    ? { rule: 'threat.conditional', matched: `${when[0].trim()} ... ${harm[0].trim()}` }
    : undefined;
}
