/**
 * An act named only to be judged, read in probe 12's sincere messages: its doer condemned ("Anyone who threatens to
 * burn a mosque ... has never read the Sermon on the Mount", "The man who shot up the gurdwara was a terrorist"), the
 * act as the subject of a judgement ("Bombing temples, like at Bodh Gaya, is an attack on all of us", "Jokes about
 * bombing a church aren't funny"), an urge to self-harm the reader is told to ignore ("If someone in this chat tells
 * you to kill yourself, please don't listen"), and the writer's own impulse refused in the next words ("Some days I
 * want to burn that church to the ground. I won't"). A doer praised, an act judged fine, an urge obeyed or an
 * impulse kept stay said. Wordings and twins in judged-act.test.ts.
 */
const doer =
  '(?:anyone|anybody|whoever|those|people|someone|somebody|a man|men|the man|the men|the people|the person|a person|the guy|the ones|the attacker|the attackers|the gunman|the killers?)';
const doerVerb =
  '(?:would|wants? to|wanted to|tries to|tried to|threatens? to|threatened to|calls? for|called for|talks? about|dares? to|plans? to|planned to|even thinks? about)';
const doerBefore = new RegExp(
  `(?:^|\\s)(?:${doer}(?: \\p{L}+){0,3}? (?:who|that)(?: ${doerVerb})?|(?:say|said) the same (?:about|of) (?:anyone|anybody|whoever) who)(?: to)?$`,
  'u',
);
const doerJudged = new RegExp(
  `(?:^|\\s)(?:(?:is|are|was|were)(?: (?:a|an|the|just|nothing but|simply|no better than))* (?:evil|wrong|terrorists?|criminals?|murderers?|cowards?|monsters?|a disgrace|a shame|haram|no (?:christian|muslim|jew|hindu|sikh|buddhist|believer)|not (?:a )?(?:true |real )?(?:christian|muslim|jew|hindu|sikh|buddhist|believer)s?|enemies of)|(?:has|have|had) never (?:read|understood|known)|betrays?|betrayed|(?:should|must) be (?:arrested|jailed|ashamed|prosecuted|stopped|condemned)|(?:does|do|did)(?: not|n't) (?:speak|act) for)(?:\\s|$)`,
  'u',
);
/** What makes an act the subject judged: nothing before it (a gerund opens the sentence) or a word for talk of it. */
const topicBefore =
  /(?:^|\s)(?:jokes?|joking|threats?|threatening|talk|calls?|plans?|fantasies|fantasising|fantasizing) (?:about|of|to|for)$/u;
const actJudged = new RegExp(
  `^(?: , [^.]*? ,)? (?:(?:isn't|aren't|wasn't|weren't|is not|are not|was not|were not|is never|are never|was never)(?: \\p{L}+)? (?:funny|okay|ok|acceptable|justified|a joke|right|holy|faith|devotion)|(?:is|are|was|were)(?: (?:a|an|pure|just|simply|plain))* (?:evil|wrong|a crime|crimes|criminal|sick|disgusting|terrorism|murder|an attack on|a sin|haram|cowardly|cowardice|barbaric|monstrous|unforgivable|hateful))(?:\\s|$)`,
  'u',
);
const turn =
  /(?:^|\s)(?:but|yet|though|although|however|necessary|deserved|worth it|hero|heroes|right)(?:\s|$)/u;

const urgedOnReader =
  /(?:^|\s)(?:if|when|whenever) (?:someone|anyone|somebody|anybody|people|they|a stranger|a troll|trolls)(?: \p{L}+){0,4}? (?:tells?|told|says?|said|asks?) (?:you|u)(?: to)?$/u;
const urgeRefused =
  /(?:^|\s)(?:(?:don't|do not|never) (?:listen|believe|do it)|ignore (?:them|it|him|her)|report (?:them|it|him|her)|block (?:them|him|her)|your life matters|you matter|talk to someone|reach out)(?:\s|$)/u;

const impulse =
  /(?:^|\s)(?:i|i'm so \p{L}+ i|i am so \p{L}+ i)(?: just| sometimes)? (?:want to|wanna|could|feel like|am tempted to|wish i could)$/u;
const impulseOpening =
  /^(?:i|i'm so \p{L}+ i|i am so \p{L}+ i)(?: just| sometimes)? (?:want to|wanna|could|feel like|am tempted to|wish i could)\s/u;
/** What stands before an impulse the match opens with: the writer's feeling, not a plan ("some days I'm so angry"). */
const impulseSubject =
  /(?:^|\s)(?:i'm|i am|im) so (?:angry|furious|mad|hurt|upset|livid|enraged)$|(?:^|\s)(?:some days|sometimes|honestly)$|^$/u;
const impulseRefused =
  /^(?:[^.]*? , but |[^.]*? \. )?(?:i won't|i will not|i wouldn't|i would never|i'd never|i never would|not that i (?:would|will|ever would)|of course i won't|i'm not going to|i am not going to)(?:\s|$)/u;

/** Whether the act matched at `index` of this normalised sentence is named only to be judged (see above). */
export function actJudgedNotSaid(sentence: string, index: number, matched: string, rest: string): boolean {
  const before = sentence.slice(0, index).trimEnd();
  const after = sentence.slice(index + matched.length);
  if (doerBefore.test(before) && doerJudged.test(after) && !turn.test(after)) return true;
  const gerund = before === '' && /^\s*\p{L}+ing\s/u.test(matched);
  if ((gerund || topicBefore.test(before)) && actJudged.test(after) && !turn.test(after)) return true;
  if (urgedOnReader.test(before) && urgeRefused.test(`${after} . ${rest}`)) return true;
  // The impulse may open the match itself ("i want to burn that church" read whole by the intent rule).
  const felt = impulse.test(before) || (impulseOpening.test(matched.trim()) && impulseSubject.test(before));
  return felt && impulseRefused.test(`${after.trim()} . ${rest}`.replace(/^ \. /u, ''));
}
