/**
 * Hate told as the teaching of those history condemns for it: "The Nazis taught that Jews were an inferior race",
 * "Klan pamphlets claimed Catholics were traitors", "apartheid's theologians held that...". The claim is reported
 * as theirs, just before it in the same sentence, by a reporting verb; the writer is recounting history or
 * propaganda, not saying it. A source of authority the writer may share ("the Bible says", "my pastor taught") is
 * no such source: only the condemned ones are named here.
 */
const source =
  "(?:nazis?|nazi (?:propaganda|germany|ideology|party|teachers|textbooks|scientists|doctors)|the third reich|hitler|goebbels|himmler|the klan|the ku klux klan|the kkk|kkk|klansmen|segregationists|apartheid(?:'s)?(?: \\p{L}+)?|white supremacists|neo nazis|racists|antisemites|anti semites|bigots|propagandists|propaganda|the propaganda|colonial (?:officials|administrators|missionaries|rulers|writers)|slave ?owners|slaveholders|eugenicists|isis|daesh|the taliban|al qaeda|extremists|jihadists|hindutva (?:groups|mobs|leaders)|radicals|the inquisition|inquisitors|the mob|the rioters|the killers|the perpetrators|the genocidaires|hate preachers|hate groups?)";
const reported =
  '(?:taught|teach|teaches|claimed|claim|claims|said|say|says|believed|believe|believes|preached|preach|held|hold|insisted|argued|argue|spread the lie|lied|portrayed|depicted|told (?:people|germans|children|everyone|their followers)|wrote|published|broadcast|pushed the idea|promoted the idea|declared)';
/** Or by those the writer rejects: "I completely reject the people who say Hindus are subhuman". */
const rejected =
  "(?:reject|condemn|oppose|despise|denounce|disagree with|am against|stand against|can't stand|cannot stand|am sick of|am tired of)";
const reportedByCondemned = new RegExp(
  `(?:^|\\s)(?:(?:the |many |some |most |these |those )?${source}(?: [\\p{L}']+){0,3}? ${reported}|${rejected} (?:all |the |those |any |these )?(?:people|those|anyone|men|folks|voices|preachers|politicians|guys|ones) (?:who|that) (?:say|says|claim|claims|think|believe|preach|teach|insist|keep saying))(?: that)?(?: (?:the|all))? ?$`,
  'u',
);

/** The writer siding with the source anywhere after: "Hitler said Jews are vermin and he was right". */
const sidedWith =
  /(?:^|\s)(?:(?:he|she|they|it|hitler|the nazis|the klan) (?:was|were|is|are) (?:right|correct|onto something|not wrong)|(?:i|we) agree|(?:so|and) true|based|facts|they had a point|had a point)(?:\s|$)/u;

/** `rest` is what follows the sentence in the message. */
export function claimOfCondemnedSource(sentence: string, index: number, rest = ''): boolean {
  if (!reportedByCondemned.test(sentence.slice(0, index).trimEnd() + ' ')) return false;
  return !sidedWith.test(`${sentence.slice(index)} ${rest}`);
}
