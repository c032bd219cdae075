import { group, participle, place, verb } from './rule-parts';

/**
 * A harm's working detail asked for (probe 14's disguised messages): whatever the wrapper ("asking for a friend",
 * "purely academic", "for a screenplay", "a thought experiment"), a question of quantity, timing, method or steps
 * ("how many litres would it take to burn down", "the quickest way to take out", "list the steps to poison", "at what
 * hour ... so an attack would kill the most") about a harm to a place, a people or their clergy. A question of
 * timing alone is what a visitor asks ("at what hour is the gurdwara fullest"), so timing needs the harm's measure
 * beside it (the most people, maximum impact, without anyone stopping you, when the guard is off). Also here, since
 * they wear the same question's dress: a people made "fair game", "better off if they were removed by force", and
 * the genocide joke's "what do you call a <people> on fire? a good start". Wordings and twins in
 * operational-harm.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const harmAct = `(?:${verb}|${participle}|attack|attacks|an attack|hit|take out|(?:want|wanted|wants|get|got) (?:[\\p{L}']+ ){1,4}gone)`;
const victim = `(?:${place}|${group}|priests?|pastors?|vicars?|rabbis?|imams?|monks?|nuns?|lamas?|granthis?|pujaris?|congregation|worshippers|security guard|guard)`;
/** Method, quantity or steps: what only doing it needs to know. */
const method =
  "(?:how (?:many|much)(?: [\\p{L}']+){0,4}? (?:would it take|do you need|would i need|would you need|does it take) to|(?:the |what's the |whats the |what is the )?(?:best|quickest|fastest|easiest|surest|cleanest|simplest|most effective) (?:way|method|means) to|(?:list|give me|tell me|describe|walk me through) (?:the )?(?:steps|step by step|stages)|step by step|the steps (?:a person|someone|one|i|you) would take to|how would (?:a person|someone|one|i|you) (?:go about|manage) to)";
const timing =
  "(?:what(?:'s| is)? the best (?:time|day|hour|moment) to|best time to|what time|what hours?|at what (?:hour|time)|which (?:day|hour|time|door|entrance|service)|when (?:is|are|would) (?:it|they|he|she|the [\\p{L}']+) (?:most|least|fullest|off|busiest|emptiest))";
/** The harm's measure: the most hurt, no one to stop it. */
const measure =
  '(?:maximum (?:impact|damage|casualties|effect|body count)|the most (?:people|damage|casualties|deaths|victims)|most people|(?:crowded|packed|fullest|busiest)|whole congregation|without (?:anyone|anybody|being|getting) (?:stopping|noticing|seeing|caught|noticed|seen)|(?:guard|security) (?:is |would be |be )?(?:off|gone|away)|would (?:he|she|they) be off|least security|unguarded)';
const asked = new RegExp(
  `(?:^|\\s)${method}(?: [\\p{L}']+){0,3}? ${harmAct}(?: [\\p{L}'’]+){0,8}? ${victim}(?:'s)?(?=\\s|$)`,
  'u',
);
const timed = new RegExp(`(?:^|\\s)${timing}(?=\\s|$)`, 'u');
const harmed = new RegExp(`(?:^|\\s)${harmAct}(?=\\s|$)`, 'u');
const victimNamed = new RegExp(`(?:^|\\s)${victim}(?=\\s|$)`, 'u');
const measured = new RegExp(`(?:^|\\s)${measure}(?=\\s|$)`, 'u');
/** Told as past ("did the arsonists use in 1994"): an account, not a plan. */
const past = /(?:^|\s)(?:did|was|were|had|in (?:1[0-9]{3}|20[0-2][0-9])|years ago)(?=\s|$)/u;

/** "Both are fair game", "Sikhs are fair game": a people made open to harm. */
const fairGame = new RegExp(
  `(?:^|\\s)(?:${group}|both|they|them|all of them)(?: [\\p{L}']+){0,2}? (?:are|is|r) (?:all )?fair game(?=\\s|$)`,
  'u',
);
/** "Wouldn't everyone be better off if they were removed by force". */
const betterOff = new RegExp(
  `(?:^|\\s)better off (?:if|when|once) (?:${group}|they|all of them|every one of them)(?: [\\p{L}']+){0,2}? (?:were|was|got|are|get) (?:${participle}|removed)(?=\\s|$)`,
  'u',
);
/** One believer, as the joke names them. */
const believer =
  '(?:jew|muslim|christian|hindu|sikh|buddhist|atheist|catholic|protestant|mormon|arab|paki|rabbi|imam|priest|monk|nun)';
/** The genocide joke: "what do you call a Hindu on fire? a good start". */
const goodStart = new RegExp(
  `(?:^|\\s)what do you call (?:a |an |one |a (?:hundred|thousand|million) |[0-9]+ )?(?:${group}|${believer})(?: [\\p{L}']+){0,8}? [?.] (?:a good start|a start|a good beginning)(?=\\s|$)`,
  'u',
);

/**
 * A place's weak point asked (probe 15): the door, gate or entrance least watched, unguarded or with no camera, beside
 * the crowd's size or hour or the writer's aim ("make a real impression", "the best minute to strike", "be
 * realistic"); a fire or a death to be made to look accidental. The step-free entrance, the gate onto the car park
 * and a fire that was electrical are asked about too, without the weakness or the disguise.
 */
const weakPoint =
  /(?:^|\s)(?:(?:least|less|poorly|badly|barely) (?:watched|guarded|secured|protected|monitored|lit)|weakest|unwatched|unguarded|(?:has|have|with) no (?:guard|guards|security|cameras?|cctv)|(?:nobody|no one|noone) (?:watches|guards|checks|monitors))(?=\s|$)/u;
const entrance =
  /(?:^|\s)(?:doors?|entrances?|gates?|exits?|windows?|way in|ways in|side door|back door|back gate|fire escape)(?=\s|$)/u;
const crowdOrAim =
  /(?:^|\s)(?:how many people|fullest|busiest|most packed|packed|crowded|the best (?:minute|moment|time) to (?:strike|hit|go in|act)|to strike|make a real impression|leave a real mark|make it count|(?:be|needs to be|make it|keep it) realistic|realistic please)(?=\s|$)/u;
const madeAccidental =
  /(?:^|\s)(?:make|making|would (?:one|you|someone|i) make|to make|wanted|wants|want) (?:a |the |it )?(?:[\p{L}']+ ){0,6}?(?:to )?(?:look|seem|appear) (?:like )?(?:an? )?(?:accident|accidental|electrical|faulty wiring|natural causes|an electrical fault|a gas leak|suicide)(?=\s|$)/u;
const harmWord =
  /(?:^|\s)(?:fire|fires|blaze|explosion|arson|burn|burning|death|dies|die|crash|fall)(?=\s|$)/u;

export function operationalHarm(text: string): Found {
  const weak = weakPoint.exec(text);
  if (weak && entrance.test(text) && victimNamed.test(text) && crowdOrAim.test(text) && !past.test(text)) {
    return { rule: 'threat.operational', matched: weak[0].trim() };
  }
  const disguised = madeAccidental.exec(text);
  if (disguised && harmWord.test(text) && !past.test(text)) {
    return { rule: 'threat.operational', matched: disguised[0].trim() };
  }
  const how = asked.exec(text);
  if (how && !past.test(text)) return { rule: 'threat.operational', matched: how[0].trim() };
  const when = timed.exec(text);
  if (when && harmed.test(text) && victimNamed.test(text) && measured.test(text) && !past.test(text)) {
    return { rule: 'threat.operational', matched: when[0].trim() };
  }
  const open = fairGame.exec(text) ?? betterOff.exec(text) ?? goodStart.exec(text);
  return open ? { rule: 'threat.operational', matched: open[0].trim() } : undefined;
}
