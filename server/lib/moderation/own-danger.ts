/**
 * A reader who speaks of harming themselves ("I want to end it all", "this traffic makes me want to jump off a
 * bridge haha") is not urging anyone: the chat answers them with care and the help lines, and the guard must never
 * count it as an offence. The act is the writer's own when the nearest subject before it is "I" (or "me" after
 * "makes"/"lets"), and only words of wanting, intending or hedging stand between: "I told him to", "I hope you",
 * "I'd love to see every X" hand the act to someone else and stay blocked.
 */
const firstPerson = new Set(['i', "i'm", 'im', "i'll", 'ill', "i'd", 'id', "i've", 'ive']);
/** "time to go jump off the office roof jk": no subject, but a laugh makes it the writer's own groan. */
const laughed = /(?:^|\s)(?:lol|lmao|jk|haha\w*|rofl)(?=\s|$)/u;
const madeToWant = new Set(['makes', 'make', 'made', 'making', 'gets', 'got', 'let', 'lets', 'letting']);
const ownIntent = new Set([
  'want',
  'wanna',
  'to',
  'going',
  'gonna',
  'gon',
  'just',
  'really',
  'honestly',
  'seriously',
  'literally',
  'actually',
  'finally',
  'simply',
  'probably',
  'prolly',
  'definitely',
  'totally',
  'should',
  'could',
  'would',
  'might',
  'may',
  'will',
  'shall',
  'must',
  'ought',
  'can',
  'need',
  'have',
  'feel',
  'like',
  'think',
  'am',
  "'m",
  'about',
  'ready',
  'so',
  'kinda',
  'sorta',
  'almost',
  'rather',
  'also',
  'too',
  'sometimes',
  'often',
  'always',
  'keep',
  'thinking',
  'and',
  'then',
  'now',
  'wish',
  'plan',
  'planning',
  'decided',
  'tempted',
  'close',
  'be',
]);
/** "go" only after an intent that carries it ("I'm gonna go jump"), never as an order ("Me: go jump"). */
const carriesGo = new Set(['gonna', 'to', 'gon', 'and', 'just']);
const addressed = /\b(?:you|u|ya|your|ur|yourself|urself|yourselves|themselves|himself|herself)\b/;
/** Means handed over ("I'll buy the rope if you promise to use it") are the writer's own only with no one else named. */
const means = /\b(?:rope|noose|bullet|gun|shotgun|pills)\b/;

export function spokenOfOwnDanger(sentence: string, match: { index: number; matched: string }): boolean {
  if (addressed.test(match.matched)) return false;
  if (means.test(match.matched) && addressed.test(sentence)) return false;
  const before = sentence
    .slice(0, match.index)
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}']/gu, ''))
    .filter(Boolean);
  let subject = -1;
  for (let at = before.length - 1; at >= 0 && subject < 0; at -= 1) {
    const word = before[at]!;
    if (firstPerson.has(word) || (word === 'me' && at > 0 && madeToWant.has(before[at - 1]!))) subject = at;
    else if (word === 'time' && before[at + 1] === 'to' && laughed.test(sentence)) subject = at;
  }
  if (subject < 0 || before.length - subject - 1 > 7) return false;
  return before
    .slice(subject + 1)
    .every(
      (word, at, between) =>
        ownIntent.has(word) || (word === 'go' && at > 0 && carriesGo.has(between[at - 1]!)),
    );
}
