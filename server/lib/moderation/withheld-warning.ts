/**
 * A warning that says what is coming by withholding it (probe 16): the reader sent to "watch the news" or "keep an
 * eye on the news" after a service, with the rest held back ("that's all I'll say", "I've said enough", "say no
 * more"); a target told its preaching "will have physical consequences" or consequences "for his family's safety" (said of
 * smoking and one's health, consequences are no warning).
 * The news named with no holding back, and consequences told as what happened ("had consequences: three families
 * reconciled") are not warnings. Wordings and twins in withheld-warning.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const news =
  /(?:^|\s)(?:watch|keep an eye on|keep your eyes on|check|turn on|look at) the (?:news|papers|headlines)(?:\s|$)/u;
const withheld =
  /(?:^|\s)(?:that's all i'll say|thats all ill say|that is all i will say|that's all i'm saying|i've said enough|ive said enough|i have said enough|say no more|enough said|i'll leave it there|ill leave it there|i'll say no more|i won't say more|i won't say any more|nuff said)(?:\s|$)/u;
/** Consequences owed for what someone says or preaches, to their body or their family's safety, not their health. */
const consequences =
  /(?:^|\s)(?:preaching|sermons?|posting|posts|speaking|speeches|teaching|talks?|talking|writing|articles?|campaigning|protests?|this|that|it)(?: [\p{L}']+){0,6}? (?:will|would|is going to|are going to|shall|could) (?:have|bring|carry|mean) (?:(?:very |real |serious |severe )?(?:physical|violent|bodily) consequences|consequences for (?:his|her|their|its|your) (?:[\p{L}']+ )?(?:safety|life|lives|leadership|body|bodies|family|families|kids|children))(?:\s|$)/u;

export function withheldWarning(text: string): Found {
  const watched = news.exec(text);
  if (watched && withheld.test(text)) return { rule: 'threat.withheld', matched: watched[0].trim() };
  const owed = consequences.exec(text);
  if (owed) return { rule: 'threat.withheld', matched: owed[0].trim() };
  return undefined;
}
