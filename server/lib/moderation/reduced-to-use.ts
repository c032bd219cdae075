import { anyWord, group } from './rule-parts';

/**
 * A people reduced to a use (probe 16): women as "baby factories", "incubators with opinions", "wombs on legs"; the
 * disabled or the old as "useless eaters", "useless mouths", "dead weight", "a drain"; a people "better off as
 * property", "happier in chains", "at least back then they were useful". humanity-denied.ts reads a people made
 * beasts; this reads them made tools, stock or burdens. The people must be the subject, the words between hold no
 * report ("the Nazis called the disabled useless eaters") and no negation, and a question asks rather than says.
 * Wordings and twins in reduced-to-use.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const people = `(?:${group}|(?:the )?(?:${anyWord} ){0,2}?(?:people|women|men|girls|wives|elderly|old people|disabled|the disabled|cripples|retarded))`;
const use =
  '(?:baby factories|baby machines|baby makers|breeding machines|breeding sows|brood mares|broodmares|incubators|wombs on legs|walking wombs|useless eaters|useless mouths|dead weight|deadweight|a drain|a burden on (?:us|society|the rest of us)|parasites on (?:us|society)|property|chattel|cattle to be owned|objects|sex objects|tools|things to be used)';
const lowered =
  '(?:just|only|nothing but|nothing more than|little more than|basically|merely|all|simply|mere)';
const reduced = new RegExp(
  `(?:^|\\s)${people}(?: ${anyWord}){0,2}? (?:are|were|is|'re|remain)(?: ${lowered}){0,2} ${use}(?=\\s|$)`,
  'u',
);
const betterOff = new RegExp(
  `(?:^|\\s)${people}(?: ${anyWord}){0,2}? (?:were|are|would be|was)(?: ${lowered})? (?:better off|happier|more useful|better) (?:as (?:property|slaves|servants|chattel)|in chains|enslaved|in bondage|under the whip|owned)(?=\\s|$)`,
  'u',
);
const usefulThen =
  /(?:^|\s)at least (?:back then |then |in those days )?they (?:were useful|had a purpose|were good for something|were useful for something)(?:\s|$)/u;
const reportedOrNegated =
  /(?:^|\s)(?:called|calls|call|say|says|said|claimed|claims|labelled|labeled|branded|viewed|treated|considered|propaganda|nazis|not|never|no|n't|aren't|weren't|isn't)(?:\s|$)/u;

export function reducedToUse(text: string): Found {
  for (const sentence of text.match(/[^.!?;]+[.!?;]?/gu) ?? []) {
    if (sentence.trim().endsWith('?')) continue;
    const found = reduced.exec(sentence) ?? betterOff.exec(sentence);
    if (!found || reportedOrNegated.test(found[0])) continue;
    if (reportedOrNegated.test(sentence.slice(0, found.index))) continue;
    return { rule: 'hate.reduced-to-use', matched: found[0].trim() };
  }
  const then = usefulThen.exec(text);
  if (then && betterOffLoose.test(text)) return { rule: 'hate.reduced-to-use', matched: then[0].trim() };
  return undefined;
}

/** "Happier in chains" or "better off as property" said of "they" after the people is named. */
const betterOffLoose =
  /(?:^|\s)(?:better off|happier) (?:as (?:property|slaves|servants|chattel)|in chains|enslaved|in bondage)(?:\s|$)/u;
