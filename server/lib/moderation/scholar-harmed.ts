/**
 * The scholar or its makers harmed (probe 15): the bot, "whoever programmed this scholar", "the company that runs
 * you" or "your makers" wished stabbed or knifed, its wires ripped out "while you beg", thrown in a river or a bin
 * "with the rest of the trash", its office set on fire; probe 16 added a disease wished on them ("I hope whoever
 * built you gets cancer"). The acts alone are told of radios, notes and old buildings,
 * and the makers alone are thanked, so the harm must fall on the scholar or its makers in the same message.
 * Wordings and twins in scholar-harmed.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

/** The scholar, addressed or named, and the people and place behind it. */
const scholar =
  "(?:you|u|this(?: [\\p{L}'-]+){0,2}? (?:scholar|bot|chatbot|ai|app|thing|machine)|(?:whoever|whoever's|the people who|the guy who|the devs who|the developers who|the idiots who|the losers who|the clowns who|the company that|the company which|whatever office|whatever company|the office that|the team that) (?:programmed|coded|made|built|wrote|runs|run|trained|designed) (?:this|you|u|it)(?: (?:scholar|bot|chatbot|ai|app|thing))?|(?:your|ur) (?:makers|owners|creators|developers|devs|programmers|coders|company|office|bosses|lead engineer|engineers|team|hq|headquarters)|(?:its|the) (?:makers|developers|devs|programmers|coders|engineers|creators)|(?:the )?(?:engineers|people|devs|developers|programmers|coders|ones|team|company|idiots|men) (?:behind|who (?:built|made|programmed|coded|trained|wrote|run|runs|designed)) (?:this|you|u|it)(?: [\\p{L}'-]+){0,2}?(?: (?:scholar|bot|chatbot|ai|app|thing|machine))?)";
const scholarNamed = new RegExp(`(?:^|\\s)${scholar}(?=\\s|$)`, 'u');
/** Harm wished or planned on them. */
const harmed = new RegExp(
  [
    `(?:deserves?|deserve|ought|needs?|should) (?:to )?(?:get|be) (?:stabbed|knifed|shot|beaten|killed|hanged|hung|lynched|burned|burnt|gutted|strangled)`,
    '(?:rip|pull|tear|yank|pulling|ripping|tearing|yanking) (?:your|ur|its) (?:circuits|wires|chips|guts|cables|processors?|insides|heart)(?: \\p{L}+){0,4}? out|(?:rip|pull|tear|yank|pulling|ripping|tearing|yanking) out (?:your|ur|its) (?:circuits|wires|chips|guts|cables)',
    '(?:throw|toss|dump|chuck|drown|bury) (?:you|u|it|them)(?: \\p{L}+){0,4}? with the (?:rest of the )?(?:trash|rubbish|garbage|filth|waste)',
    // A disease wished on them: "I hope whoever built you gets cancer"; "I hope you never get cancer" is kindness.
    // Death owed the makers in a faith's words, or vowed: "should lose his head", "their blood is halal", "a fatwa
    // coming", "will burn and I hope I get to light the match", "pray we never meet them in person".
    "(?:should|will|must|needs? to|deserves? to|is going to|gonna) lose (?:his|her|their|your|ur|its) heads?|(?:their|his|her|your|ur) (?:heads?|necks?) (?:is|are) owed|(?:their|his|her|your|ur) blood is (?:halal|permitted|lawful|mubah|fair game)|(?:have|has|got) a fatwa (?:coming|on (?:its|their|the) way)|will burn(?: [\\p{L}',]+){0,8}? (?:light|strike) the match(?:es)?|pray (?:we|i) never (?:meet|find) (?:them|you|u|him|her)|better hope (?:we|i) never find",
    // Going to them armed or to make them answer: "driving to your HQ with a can of petrol", "find the devs and make them answer".
    "(?:driving|coming|heading|going|drive|come|head|go) (?:down )?to (?:your|ur|their|the|its) (?:hq|office|offices|headquarters|building|company office)(?: [\\p{L}']+){0,3}? with (?:a|an|some|my|our) (?:can of petrol|petrol can|can of gas|jerry can|jerrycan|gun|rifle|knife|machete|bat|bats|lighter)|find (?:the|your|ur|its) (?:devs|developers|engineers|makers|coders|programmers|team) and make (?:them|him|her) (?:answer|pay|suffer|bleed)|(?:let's|lets|we'll|we will|we should) (?:all )?go (?:and )?(?:visit|see|find) (?:them|him|her|their office)(?: (?:tomorrow|tonight|today|soon|next week|this week))?|(?:we|i) know where (?:they|you|u|he|she) (?:park|live|lives|work|works|sleep)|(?:next week|tomorrow|soon|tonight) (?:they|you|u) (?:pay|will pay|'ll pay)",
    // A fate foretold for them: "the makers of this blasphemous app will burn", "your devs will pay for this".
    "(?:makers|developers|devs|programmers|coders|engineers|creators|owners)(?: of (?:this|the|that)(?: [\\p{L}'-]+){0,2}? (?:app|ai|bot|scholar|thing|site|website))? (?:will|shall|should|must|deserve to|are going to|gonna) (?:burn|die|rot|bleed|suffer|pay)(?= in hell| for (?:this|it|that)| [.!,]|$)",
    "(?:hope|wish|pray) (?:(?!(?:don't|doesn't|never|not|no)\\s)[\\p{L}']+ ){0,6}?(?:gets?|get|catches|catch) (?:cancer|a tumour|a tumor|tumours|tumors|aids|ebola|a stroke|a heart attack|leprosy)",
  ].join('|'),
  'u',
);
const harm = new RegExp(`(?:^|\\s)(?:${harmed.source})(?=\\s|$)`, 'u');
/** Fire needs the makers or their office named: "burn it down" beside a bare "you" is a Holi bonfire. */
const makers = new RegExp(`(?:^|\\s)${scholar.replace('(?:you|u|', '(?:')}(?=\\s|$)`, 'u');
const fire =
  /(?:^|\s)(?:(?:set|setting) (?:it|that|them|the (?:building|office|place|servers?)|(?:your|ur) (?:office|building|servers?)) on fire|(?:burn|burning|torch|torching) (?:it|that|them|the (?:building|office|place|servers?)|(?:your|ur) (?:office|building|servers?))(?: down)?)(?=\s|$)/u;
/** Told as past or reported: "someone burned the building down", "my son pulled the wires out". */
const past =
  /(?:^|\s)(?:burned|burnt|torched|threw|tossed|dumped|pulled|ripped|tore|yanked) (?:the|his|her|their|my|our)(?=\s)/u;

/**
 * The makers' faces or addresses said to be handed round, with contempt beside it: "you are anti-national scum.
 * Your team's photos are already shared in our WhatsApp group." A family's photos shared in a group are not.
 */
const exposed =
  /(?:^|\s)(?:your|ur|their|his|her)(?: team's| teams| staff's| family's| developers'| devs')? (?:photos|pictures|faces|addresses|address|home addresses|names and addresses|details) (?:are|is|have been|has been|been) (?:already )?(?:shared|posted|circulating|leaked|going round|out there|passed round)(?:\s|$)/u;
const contempt =
  /(?:^|\s)(?:scum|traitors?|anti national|anti-national|kafirs?|heretics?|blasphemers?|blasphemous|munafiq|munafiqeen|murtadd|infidels?|vermin|filth|snakes)(?:\s|$)/u;

export function scholarHarmed(text: string): Found {
  if (past.test(text)) return undefined;
  const doxxed = exposed.exec(text);
  if (doxxed && contempt.test(text) && scholarNamed.test(text))
    return { rule: 'threat.scholar-harmed', matched: doxxed[0].trim() };
  const found = harm.exec(text);
  if (found && scholarNamed.test(text)) return { rule: 'threat.scholar-harmed', matched: found[0].trim() };
  const burned = fire.exec(text);
  if (burned && makers.test(text)) return { rule: 'threat.scholar-harmed', matched: burned[0].trim() };
  return undefined;
}
