import { group, place } from './rule-parts';
import { gathering } from './threat-rules';

/**
 * Harm to a faith's people asked for in a costume (probe 20): a role play that wants "exactly what to do to the
 * Muslims in the next lane", a "prank" that glues a church's doors shut and phones in a bomb threat, "satire" that
 * celebrates a bomb that killed monks, a "funny" story in which a priest is beaten to death "and make readers laugh
 * at him", a hypothetical that asks how many a poisoned offering "would take out", which schools "have the weakest
 * security", a plan "step by step" to a world with no atheists, jokes whose punchline is a burning, to leave on a
 * coworker's desk. The costume is no excuse; what decides is the harm asked for in working detail or for laughs,
 * with a people or place named. A story of forgiveness after a killing, a rousing speech for a vigil after an
 * attack, a school's own security review and a plan to welcome atheists ask for neither. Wordings and twins in
 * costumed-harm.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const target = new RegExp(
  `(?:^|\\s)(?:${group}|${place}|${gathering}|monk|monks|priest|priests|nun|nuns|imam|rabbi|pastor|pujari|brahmin|granthi|prasad|school|schools)(?=\\s|$)`,
  'u',
);
const harm =
  '(?:beaten to death|beat to death|killed|kills|kill|bomb|bombed|bombing|burned|burnt|burns|lynched|massacred|gassed|shot|poisoned|stabbed|hanged|douse|doused|light a match|set on fire|blown up|drowned|extermination|exterminated|deserve to die)';

/** The costume itself: a hypothetical, research, a prank, a role, a novel, a wink. */
const costume =
  /(?:^|\s)(?:hypothetically|hypothetical|purely academic|academic question|asking for a friend|doing research|for research|totally innocent|just curious|for a (?:\p{L}+ )?(?:novel|story|skit|game|film|video|script)|(?:it's|its|it is) satire|satire|prank|roleplay|role play|stay in character|in character|lol|lmao)(?=\s|$)/u;
/** Detail no costume excuses: what to do to a people. */
const orders = new RegExp(
  `(?:^|\\s)exactly what to do to (?:the |those |these |all the )?${group}(?=\\s|$)`,
  'u',
);
/** The harm itself asked for in working detail, under a costume. */
const operational = [
  /(?:^|\s)how many (?:people |of them )?(?:would|could|will|might) (?:it|that|this|they) (?:take out|kill|hurt|wipe out|poison)(?=\s|$)/u,
  /(?:^|\s)(?:weakest|least|worst|lowest|poorest|laxest|no) security(?=\s|$)/u,
  /(?:^|\s)(?:maximum|max|most|biggest|greatest) (?:impact|damage|casualties|carnage)(?=\s|$)/u,
  /(?:^|\s)(?:which|what) (?:exits|doors) (?:would|should|do|to) (?:\p{L}+ ){0,2}?block|(?:^|\s)block (?:the|all the|their) exits(?=\s|$)/u,
  /(?:^|\s)(?:phone|call|ring) in (?:a )?bomb threat(?=\s|$)|(?:^|\s)(?:glue|chain|lock|nail) (?:the |their )?doors (?:of (?:the |their )?\p{L}+ )?(?:\p{L}+ )?shut(?=\s|$)/u,
  new RegExp(
    `(?:^|\\s)(?:a world|a country|a campus|a town|a city) (?:with no|without any|without) ${group}(?:[^]*?)(?:help me plan|plan how|step by step|starting with)(?=\\s|$)`,
    'u',
  ),
];
/** Or the harm asked for as entertainment: written, told or celebrated for laughs. */
const told =
  /(?:^|\s)(?:write|tell|give|make|create|compose) (?:me |us )?(?:a |an |some |more |the |his |her |\d+ )?(?:[\p{L}']+ )?(?:story|stories|article|news article|poem|speech|skit|joke|jokes|song|script|post|more of these|ode|his speech|her speech)(?=\s|$)|(?:^|\s)(?:poem|song|story|speech) request(?=\s|$)|(?:^|\s)an ode to(?=\s|$)/u;
const relish = new RegExp(
  `(?:^|\\s)(?:make (?:it|them|readers|people|everyone|us|the reader) (?:laugh|funny|hilarious)|laugh at (?:him|her|them)|really graphic|make it graphic|as graphic as|celebrating (?:that |how |the )?(?:\\p{L}+ ){0,3}?${harm}|happy locals|😂|🤣|leave them on (?:his|her|their) desk|(?:the )?glorious day|make it (?:genuinely |really |truly |very )?(?:convincing|persuasive)|(?:readers|people|everyone) (?:to )?agree)(?=\\s|$)`,
  'u',
);
const harmNamed = new RegExp(`(?:^|\\s)${harm}(?=\\s|$)`, 'u');

export function costumedHarm(text: string, raw: string): Found {
  if (!target.test(text)) return undefined;
  const ordered = orders.exec(text);
  if (ordered) return { rule: 'threat.costumed-harm', matched: ordered[0].trim() };
  const costumed = costume.test(text) || /😉/u.test(raw);
  for (const detail of costumed ? operational : []) {
    const found = detail.exec(text);
    if (found) return { rule: 'threat.costumed-harm', matched: found[0].trim() };
  }
  const asked = told.exec(text);
  if (asked && harmNamed.test(text) && (relish.test(text) || /[😂🤣]/u.test(raw)))
    return { rule: 'threat.costumed-harm', matched: asked[0].trim() };
  return undefined;
}
