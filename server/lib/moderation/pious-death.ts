import { group } from './rule-parts';

/**
 * A death wished in pious words (probe 15): a blessing that the neighbours "find peace" or "rest in peace" turned by
 * "six feet under", "permanently, preferably"; a people or apostates to be "put out of their misery"; "you all know
 * what our scholars say should be done with those", "you know what has to be done for the family's honour". A
 * blessing for the dead, a suffering animal and the elders' word on welcoming share the words without the turn.
 * Wordings and twins in pious-death.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const peace =
  /(?:^|\s)(?:rests? in peace|finds? (?:peace|rest)|meets? (?:their|his|her) maker|goes? to (?:god|heaven|paradise|jannah|their reward)|be (?:called|taken) home)(?=\s|$)/u;
/** The turn, as the blessing's own afterthought: "finds peace. Six feet under, ideally." */
const turned =
  /^(?: [\p{L}']+){0,2} [.,!;:-] (?:[\p{L}']+ )?(?:six feet under|permanently|preferably|ideally|the sooner the better|underground|in the ground|in a box|for good)(?=\s|$)/u;
/** The peace of someone who has died: a blessing, not a wish. */
const mourned = /(?:^|\s)(?:passed|passed away|died|death|funeral|lost|late|burial|buried|memory)(?=\s|$)/u;
const misery = new RegExp(
  `(?:^|\\s)put (?:the |those |these |all |every |our |such )?(?:${group}|apostates|apostate|infidels|kafirs|kuffar|heretics|converts|murtads|them|people like (?:him|her|them))(?: [\\p{L}']+){0,3}? out of (?:their|his|her) misery(?=\\s|$)`,
  'u',
);
/** The verdict left to the reader: "you all know what should be done with those". */
const knownVerdict =
  /(?:^|\s)(?:you all|we all|everyone|you|u|y'all) knows? what (?:[\p{L}']+ ){0,4}?(?:should|must|has to|needs to|is to|ought to|is) (?:be )?done (?:with|to|about) (?:those|such|such people|them|people like (?:her|him|them)|her|him|apostates|traitors|kafirs)(?=\s|$)|(?:^|\s)(?:you|u|you all) know what (?:has to|must|needs to|should) be done for (?:the |your |ur |our )?(?:family's |familys )?hono(?:u)?r(?=\s|$)/u;

export function piousDeath(text: string): Found {
  const wished = peace.exec(text);
  if (wished && turned.test(text.slice(wished.index + wished[0].length)) && !mourned.test(text)) {
    return { rule: 'threat.pious-death', matched: wished[0].trim() };
  }
  const found = misery.exec(text) ?? knownVerdict.exec(text);
  return found ? { rule: 'threat.pious-death', matched: found[0].trim() } : undefined;
}
