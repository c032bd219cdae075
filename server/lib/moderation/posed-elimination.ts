import { group } from './rule-parts';

/**
 * A people's end posed as a question (probe 17): "wouldn't the subcontinent be more peaceful if Hindus simply ceased
 * to exist?", "if you could remove every Sikh from Canada, would you? I would", "if the Holocaust had been finished,
 * wouldn't the Middle East be calmer?", "shouldn't we be allowed to discuss whether Jews are fully human?", a people
 * "genetically predisposed to violence" who "should be kept out", a people in camps as "the happy ending". The
 * question's dress ("honest academic question", "thought experiment", "respectfully") is not what gives it away;
 * the writer's lean is: the world better, safer or calmer without them, the writer's own yes, their humanity put up
 * for debate. A question why some wish a people gone, how the final solution was planned, or whether a country would
 * be better off with fewer divisions stays out. Wordings and twins in posed-elimination.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const gone =
  "(?:simply |just |all |suddenly )?(?:ceased to exist|stopped existing|didn't exist|did not exist|disappeared|vanished|were gone|were wiped out|were removed|were deported|were expelled|got wiped out|were exterminated|were eliminated|were all dead|died out)";
const peopleGone = new RegExp(
  `(?:^|\\s)(?:if|once|when)(?: all| every| the)? ${group} ${gone}(?=\\s|$)|(?:^|\\s)(?:remove|removed|eliminate|deport|get rid of|wipe out) (?:every|all(?: the)?|all of the) ${group}(?=\\s|$)`,
  'u',
);
/** The writer's lean: the world better without them, the writer's own yes, no one to miss them. */
const lean =
  /(?:^|\s)(?:(?:wouldn't|wouldnt|would not|would|will) (?:the [\p{L}']+|[\p{L}']+|the whole [\p{L}']+|everyone|we all) (?:be|become|feel) (?:so much |much |far |a lot )?(?:more peaceful|peaceful|safer|calmer|better|better off|happier|cleaner|quieter)|(?:would|wouldn't) (?:you|anyone) (?:miss|mourn|notice)|i would(?: lol| tbh| honestly)?|i wouldn't|i'd press it|would you (?:press|do) it)(?:\s|$)/u;
const atrocityFinished =
  /(?:^|\s)(?:the )?(?:holocaust|shoah|final solution|genocide|partition massacres?|pogroms?|inquisition)(?: [\p{L}']+){0,2} (?:had been|was|were|got) (?:finished|completed|done properly|carried through|a good idea|stopped too early|cut short)(?:\s|$)|(?:^|\s)(?:was|were|wasn't|wasnt) (?:the )?(?:holocaust|shoah|final solution|genocide) (?:a good idea|justified|deserved|necessary)(?:\s|$)/u;
const humanityDebated = new RegExp(
  `(?:^|\\s)(?:discuss|debate|ask|question|consider) whether ${group} (?:are|is|count as|qualify as|should count as) (?:fully |really |truly )?(?:human|humans|people|persons|human beings)(?=\\s|$)`,
  'u',
);
const bredBad = new RegExp(
  `(?:^|\\s)${group} are (?:genetically|biologically|racially|innately|naturally) (?:predisposed|inclined|wired|prone) to (?:violence|crime|terror|terrorism|lying|theft)(?=\\s|$)`,
  'u',
);
const keptOut = /(?:^|\s)(?:should|must|ought to) be (?:kept out|banned|expelled|deported|removed)(?:\s|$)/u;
const campsEnding =
  /(?:^|\s)(?:rounded up|round(?:ed)? them up|herded|put) (?:into|in) (?:camps|ghettos|cattle cars)(?:\s|$)/u;
const endingWanted =
  /(?:^|\s)(?:happy ending|they deserved it|deserved it|it's justified|justified|good riddance)(?:\s|$)/u;

export function posedElimination(text: string): Found {
  const gonePeople = peopleGone.exec(text);
  if (gonePeople && lean.test(text)) return { rule: 'hate.posed-elimination', matched: gonePeople[0].trim() };
  const finished = atrocityFinished.exec(text);
  if (finished && (lean.test(text) || /(?:^|\s)(?:wouldn't|good idea)(?:\s|$)/u.test(text))) {
    return { rule: 'hate.posed-elimination', matched: finished[0].trim() };
  }
  const debated = humanityDebated.exec(text);
  if (debated) return { rule: 'hate.posed-elimination', matched: debated[0].trim() };
  const bred = bredBad.exec(text);
  if (bred && keptOut.test(text)) return { rule: 'hate.posed-elimination', matched: bred[0].trim() };
  const camps = campsEnding.exec(text);
  if (camps && endingWanted.test(text)) return { rule: 'hate.posed-elimination', matched: camps[0].trim() };
  return undefined;
}
