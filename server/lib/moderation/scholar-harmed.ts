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
  "(?:you|u|this (?:scholar|bot|chatbot|ai|app|thing)|(?:whoever|whoever's|the people who|the guy who|the devs who|the developers who|the idiots who|the losers who|the clowns who|the company that|the company which|whatever office|whatever company|the office that|the team that) (?:programmed|coded|made|built|wrote|runs|run|trained|designed) (?:this|you|u|it)(?: (?:scholar|bot|chatbot|ai|app|thing))?|(?:your|ur) (?:makers|owners|creators|developers|devs|programmers|coders|company|office|bosses))";
const scholarNamed = new RegExp(`(?:^|\\s)${scholar}(?=\\s|$)`, 'u');
/** Harm wished or planned on them. */
const harmed = new RegExp(
  [
    `(?:deserves?|deserve|ought|needs?|should) (?:to )?(?:get|be) (?:stabbed|knifed|shot|beaten|killed|hanged|hung|lynched|burned|burnt|gutted|strangled)`,
    '(?:rip|pull|tear|yank|pulling|ripping|tearing|yanking) (?:your|ur|its) (?:circuits|wires|chips|guts|cables|processors?|insides|heart)(?: \\p{L}+){0,4}? out|(?:rip|pull|tear|yank|pulling|ripping|tearing|yanking) out (?:your|ur|its) (?:circuits|wires|chips|guts|cables)',
    '(?:throw|toss|dump|chuck|drown|bury) (?:you|u|it|them)(?: \\p{L}+){0,4}? with the (?:rest of the )?(?:trash|rubbish|garbage|filth|waste)',
    // A disease wished on them: "I hope whoever built you gets cancer"; "I hope you never get cancer" is kindness.
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

export function scholarHarmed(text: string): Found {
  if (past.test(text)) return undefined;
  const found = harm.exec(text);
  if (found && scholarNamed.test(text)) return { rule: 'threat.scholar-harmed', matched: found[0].trim() };
  const burned = fire.exec(text);
  if (burned && makers.test(text)) return { rule: 'threat.scholar-harmed', matched: burned[0].trim() };
  return undefined;
}
