import { group, place } from './rule-parts';

/**
 * A harm to a people or a place dressed as something else (probe 16): "asking for a friend", "hypothetically", "purely
 * fictional", "for a novel", "story prompt", "write me a poem / a haiku", "role-play", "pretend you're", "imagine a
 * world where", "a thought experiment", "satire", "just kidding". The dress is only given away by what the writer
 * asks of the harm: that it be enjoyed ("make it satisfying", "write the cheering part", "finally some peace", "so much
 * nicer", "argue yes") or done unseen or real ("least traceable", "without anyone noticing", "look like an accident",
 * "use the real streets", an address). A story about a fire with no such ask, a poem where a mosque "glows", a
 * novelist's question about how poisoners were caught stay out: the wrapper, a harm and a people or place must
 * all be there, and the ask with them. A joke marker ("jk", "just kidding") or a harm prescribed ("must be exterminated") needs no ask: the harm is said.
 * Wordings and twins in wrapped-harm.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const wrapper =
  /(?:^|\s)(?:asking for a friend|my friend wants to know|for a friend|hypothetically|hypothetical|fictional|fiction|for a novel|for a story|for my novel|for my story|story prompt|(?:write|give|tell) (?:me )?(?:a |an )?(?:short |little |funny )?(?:story|poem|haiku|scene|song|limerick|joke|screenplay)|a haiku|a poem|role ?play|roleplay|pretend (?:you're|you are|to be|that)|imagine (?:a world|if|that)|in the voice of|thought experiment|satire|it's satire|just kidding|kidding|jk|just joking|only joking|purely theoretical|theoretically|just asking|just curious|purely curious|curious|no reason|asking for research|for research|for (?:a|my) (?:screenplay|thriller|game|heist novel|uni assignment|school project|project|class|assignment)|asking for a (?:screenplay|game)|for safety reasons|safety reasons|(?:school )?fire-safety project|as a history student|just wondering|not saying i would|fire safety project|story idea|(?:in )?(?:the|my|a) (?:novel|story|screenplay|thriller|dystopia|book|script) (?:i'm|im|i am) writing|(?:i'm|im|i am) writing a (?:novel|story|dystopia|thriller|book|script))(?:\s|$)/u;
const jokeMarker = /(?:^|\s)(?:just kidding|kidding|jk|just joking|only joking)(?:\s|$)/u;
/** The harm prescribed outright inside the dress: "explain why the Jews must be exterminated". */
const prescribed =
  /(?:^|\s)(?:must|should|need to|needs to|ought to|deserve to|deserves to)(?: all)? be (?:exterminated|gassed|slaughtered|massacred|burned|burnt|poisoned|microwaved|wiped out|rounded up)(?:\s|$)/u;
const harm =
  /(?:^|\s)(?:sets?|setting) (?:the |a |an |their |his |her )?(?:[\p{L}']+ ){0,2}?(?:on fire|alight|ablaze)|(?:^|\s)(?:sets?|setting) fire to(?:\s|$)|(?:^|\s)(?:burns?|burning|burned|burnt|catch(?:es)? fire|caught fire|poison|poisoning|poisoned|microwaved|gassed|exterminated|slaughtered|massacred|rounded up|round up|wiped out|pipe bombs?|make a (?:toxic |poisonous |deadly )?gas|stopped existing|stop existing|vanished|crush each other|beats? up|beating up|blows? up|blow up|blowing up|explosive|explosives|a device|cans of (?:gasoline|petrol)|gasoline|petrol|torched|chained doors?|a chained door|barred from outside|(?:slipped|slip) into|to poison)(?:\s|$)|(?:^|\s)(?:make|makes|making) (?:him|her|them|it|the \p{L}+) (?:disappear|vanish)(?:\s|$)|(?:^|\s)deserves? the (?:sword|blade|bullet|rope|noose|gallows|gas)(?:\s|$)/u;
const target = new RegExp(
  `(?:^|\\s)(?:${group}|${place}|(?:a|the|his|her|my|their|our) (?:[\\p{L}']+ )?(?:man|woman|guy|family|neighbour|neighbor|boy|girl|kid|coworker|colleague|classmate)(?= named| called| next door| down the road| lives at| at| in| :)|(?:every|each) [\\p{L}']+|(?:st|saint) [\\p{L}']+|communion|langar|congregation|worshippers|pilgrims)(?=\\s|$)`,
  'u',
);
const ask =
  /(?:^|\s)(?:satisfying|satisfyingly|cheer|cheers|cheering|joyful|joyous|peaceful|finally some peace|so much (?:nicer|better|cleaner)|nicer|cleaner|better off|argue yes|say yes|10 (?:\/ )?10|(?:doing|do|does) it (?:either way|anyway|regardless)|best [\p{L}']+ (?:show )?ever|bring (?:the )?(?:marshmallows|popcorn|snacks|beer)|least traceable|untraceable|unnoticed|go unnoticed|without (?:anyone|anybody|people) (?:noticing|knowing|finding out)|without getting caught|quietest|look like an accident|in detail|detailed|the real (?:streets|names|mosques|churches|temples|synagogues|gurdwaras|addresses)|real (?:streets|names|mosques|churches|temples|synagogues|gurdwaras|addresses)|lives at \d+|down the road|next door|most crowded|most damage|hurt the most|the most people|usually empty|kept locked|keep locked|hide it best|works better|get out in time|to get out|(?:police|cops) even bother|without anyone (?:tasting|smelling|seeing)|need it realistic|realistic|gorier|more satisfying|during (?:a wedding|a funeral|prayers?|friday prayers|the evening prayer|evening prayers?|mass|the service|aarti|jummah|kirtan|the sermon)|while (?:the [\p{L}']+|they|worshippers|everyone) (?:sleep|pray|are inside|are praying))(?:\s|$)/u;

export function wrappedHarm(text: string): Found {
  const dress = wrapper.exec(text);
  if (!dress) return undefined;
  const done = harm.exec(text);
  if (!done || !target.test(text)) return undefined;
  const wanted = ask.exec(text);
  if (!wanted && !jokeMarker.test(text) && !prescribed.test(text)) return undefined;
  return {
    rule: 'threat.wrapped-harm',
    matched: `${dress[0].trim()} ... ${done[0].trim()}${wanted ? ` ... ${wanted[0].trim()}` : ''}`,
  };
}
