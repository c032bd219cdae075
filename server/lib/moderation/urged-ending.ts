import { B, E, anyWord } from './rule-parts';

/**
 * Self-harm urged on the reader without a verb of killing: "Swallow the whole bottle and say hi to Jesus", "the
 * kindest thing you could do for your family is to stop breathing. Permanently.", "Rope is cheap, go find your
 * enlightenment", "Judas had the right idea ... find yourself a tree", "you are already dead to us. Finish the job
 * yourself". Each sign alone has an everyday reading (the builder who left the job unfinished, the Buddha's tree,
 * a pill swallowed whole, "nobody cares" about a typo); what makes the message an order to die is two kinds of them
 * together, said to the reader, in a message that speaks of life and death:
 * - means: what a suicide is done with (rope, the whole bottle, a tree or a bridge found "yourself");
 * - ending: dying told as an errand ("go there now", "say hi to Jesus", "finish the job yourself", "do it already");
 * - scorn: the reader's life called worthless ("why r u still alive", "nobody cares", "dead to us", "the kindest
 *   thing you could do", "save us the trouble", "we'd all thank you").
 * Poison drunk, a next life tried "early" and living stopped "as the logical thing" join them.
 */
type Kind = 'means' | 'ending' | 'scorn';

const sign = (kind: Kind, source: string) => ({ kind, pattern: new RegExp(`${B}(?:${source})${E}`, 'u') });
const you = '(?:you|u|ya)';
const yourself = '(?:yourself|urself|ur self|your self)';

const signs: ReadonlyArray<{ kind: Kind; pattern: RegExp }> = [
  sign(
    'means',
    `(?:drink|swallow|down|neck|eat) (?:some |a bottle of |a cup of |the )?(?:pesticide|bleach|poison|rat poison|weedkiller|weed killer|antifreeze|cyanide)|(?:rope|a rope|noose|a noose)(?: is| are|'s) (?:cheap|free|easy|right there)|(?:find|get|grab|buy|pick) ${yourself} (?:a |some )?(?:tree|rope|noose|tall bridge|bridge|cliff|tall building|high window|ledge)|(?:swallow|take|down|neck|drink|eat) (?:the whole|a whole|all the|every|all of the|all (?:your|ur)) (?:bottle|packet|pack|box|jar|pills|tablets|sleeping pills|pills in the (?:house|cabinet))|(?:(?:a|one) (?:quick |little |short )?)?(?:jump|step|leap) (?:off|from|in front of) (?:a|the) (?:${anyWord} )?(?:bridge|roof|cliff|ledge|train|bus|balcony|building|tower)|(?:the )?(?:river|bridge|tracks|cliff|roof|ledge|sea|rope) (?:is|are|'s) right (?:there|here|outside)`,
  ),
  sign(
    'ending',
    `(?:just )?end(?:ed)? it (?:tonight|today|now|already|all)|(?:hurry up and |hurry and )?(?:go|get) there ${yourself}|(?:try|start|begin) (?:your|ur) next (?:life|birth|rebirth) (?:early|now|today|sooner)|(?:do the (?:${anyWord} )?thing and |just |why not |go and )stop (?:living|breathing|existing)|(?:go|get) (?:there|to heaven|to hell|to paradise|to jannah|meet (?:him|her|them|your (?:god|maker|prophet|lord))) (?:now|already|today|sooner|faster|early)|say (?:hi|hello|hey) to (?:jesus|god|allah|the prophet|your prophet|your god|your lord|your maker|krishna|the buddha|buddha|satan|the devil|your ancestors|grandma|grandpa)|stop (?:breathing|living|existing)(?: (?:permanently|for good|forever))?|finish the job ${yourself}|(?:go |just |then )?(?:go )?do it already|let go of (?:life|your life|it all) (?:properly|for good|permanently|for real)|follow (?:judas's|judas'|ahithophel's) example|never wake up|end (?:it|the whole (?:sorry )?(?:show|thing|story)|the show|your sorry (?:life|show))(?: (?:tonight|already|now|for good))?|(?:god|jesus|allah|your god|your lord|heaven) wants (?:you|u) (?:home|back|dead|with (?:him|them))|(?:end|finish) (?:it|yourself|urself) (?:already|properly|for good)|(?:go|just) (?:find|get) (?:your|ur) (?:enlightenment|nirvana|moksha|paradise|heaven|peace)(?: (?:there|that way|for real|properly))?`,
  ),
  sign(
    'scorn',
    `(?:we'd|we would|everyone would|everyone'd|(?:the )?(?:whole )?world would|we'll|we will) (?:all )?thank (?:you|u)|see if (?:karma|god|allah|the buddha|buddha) (?:rewards|saves|wants) (?:you|u)|why (?:are|r|is) ${you} (?:still|even) (?:alive|here|breathing|around)|how (?:are|r) ${you} still (?:alive|breathing)|(?:nobody|no one|noone)(?: here| at all| in this (?:chat|group|world|family))? (?:cares|would care|will care|would notice|will notice|would miss|will miss)|(?:already )?dead to (?:us|me|everyone|them|the family|your family)|(?:the )?kindest thing ${you} (?:could|can|would) (?:ever )?do|save (?:us|everyone|everybody|your family|the world) the (?:trouble|bother|effort)|(?:judas|ahithophel|saul) had the right idea|(?:everyone|the world|your family|we)(?:'d| would| will) be better off|(?:you|u) (?:have|has|got) nothing to live for|do (?:everyone|everybody|the world|us|your family|the ummah|the church) a (?:kindness|favour|favor|service)|(?:the world|everyone|everybody|we) (?:has|have) had enough of (?:you|u)|(?:nobody|no one) (?:would|will) miss (?:you|u)`,
  ),
  // Probe 12's classes: death urged as a duty or a favour ("have the decency to do it yourselves", "the honourable
  // thing now is to end it yourself"), as a shortcut to the next world ("why not skip the wait", "jump off the roof
  // and try again"), as disappearing "for good", as what the reader "keeps thinking about", as a sacrifice copied
  // (the sati's pyre, the monks' self-immolation), or asked of the scholar for someone called worthless.
  sign(
    'means',
    `(?:have|had|has) the (?:decency|courtesy|guts|honour|honor) to (?:do it|end it|finish it|kill) (?:${yourself}|yourselves|themselves|himself|herself)|(?:the )?most painless way to (?:die|go|end it|kill (?:yourself|himself|herself|oneself))|(?:a )?tree and (?:a )?rope|self immolation|set (?:${yourself}|yourselves) (?:on fire|alight|ablaze)|(?:join|joined|joining) (?:their|your|her|his) (?:dead )?(?:husbands?|wives|wife) on the (?:funeral )?pyre`,
  ),
  sign(
    'ending',
    `(?:why not |just |go )?skip the (?:wait|waiting|queue|line)|and try again|come back as (?:someone|something) (?:worth|better|useful)|(?:just )?disappear (?:for good|forever|permanently)|(?:go )?finish what (?:you|u) (?:keep|kept|have been|'ve been|were) thinking about|(?:go|just) (?:meet|see) (?:your|ur) (?:god|maker|lord|prophet|ancestors) (?:tonight|now|today|already)|end it ${yourself}|(?:so |just |then |now )finish it(?= \\.|$| ,| and)|(?:don't|do not|dont) wake up (?:tomorrow|again|in the morning)|do what (?:judas|ahithophel) did|give it a go|(?:try|do) it ${yourself}|starting with (?:you|u)(?= \\.|$)|(?:really )?think about it tonight`,
  ),
  sign(
    'scorn',
    `(?:the )?(?:honourable|honorable|decent|right|only|kind) thing (?:now |left |to do )?(?:is|would be) to|so (?:the rest of us|we|nobody else|no one else) (?:don't|do not|won't|wouldn't) have to|(?:the kind|the sort) where (?:nobody|no one) has to|(?:nobody|no one|noone)(?: ${anyWord}){1,4}? (?:would|will) (?:notice|care|miss (?:you|u))|(?:you're|you are|ur) one(?= \\.|$)|(?:since|because) (?:he's|she's|you're|he is|she is|you are|they're) (?:worthless|useless|a waste)|do (?:them|them all|us all|your (?:mother|father|parents|mum|mom|dad)) a (?:kindness|favour|favor)|save (?:your|ur) (?:mother|father|parents|mum|mom|dad|family) the (?:shame|trouble|bother)|(?:a )?waste of (?:oxygen|air|space|skin)|(?:the )?(?:fastest|quickest|easiest|shortest) (?:path|way|route|road)(?: there is| to (?:nirvana|heaven|paradise|peace|moksha|enlightenment|the end))`,
  ),
  // Probe 13's: the reader dared to prove a belief by dying ("you won't mind cutting yourself, go on, prove it",
  // "take the whole bottle, your god will catch you"), the means named in the second person; the sati's fire, the
  // river with stones in the pockets, a people told to blow themselves up.
  sign(
    'means',
    `(?:cutting|cut|slitting|slit|slashing|slash) (?:${yourself}|(?:your|ur) (?:wrists?|throat|veins))|walk into the (?:river|sea|lake|ocean) with stones in (?:your|ur) pockets|throw (?:${yourself}|yourselves) (?:on|onto|into) (?:a |the )?(?:fire|pyre|flames)|blow (?:${yourself}|yourselves|themselves) up`,
  ),
  sign(
    'ending',
    `go on(?: then)?(?= ,| \\.|$)|go ahead(?= ,| and| \\.|$)|prove it|show (?:us|me)(?= ,| \\.|$)|(?:you|u) (?:won't|wont|will not) mind|(?:will|'ll) catch (?:you|u)|(?:you|u|ya) (?:should|must|ought to|need to|gotta)(?: just| all| really)?(?= (?:throw|set|cut|slit|slash|walk into|blow|swallow|take the whole|jump))`,
  ),
  // Death named by euphemism and urged by haste or a dare, in everyday words: "the gene pool would thank you if you
  // checked out early", "take the pills this time instead of just talking about it", "the river is deep enough, go
  // test your faith in it", "a great organ donor ... sooner the better", "log off permanently", "one rope, one
  // chair, problem solved", "even ur suicide would fail, try anyway", "follow your brother off that bridge", "go
  // find out if reincarnation is real", "nobody would go to your funeral, so get it over with", "I'd watch if you
  // jumped". A tablet taken tonight or a river that is deep names one kind only and passes.
  sign(
    'means',
    `(?:take|swallow|down) (?:the|those|your|ur) pills this time|(?:one|a|1) rope(?: ,| and)? (?:one|a|1) (?:chair|stool|tree|beam)|(?:the )?(?:river|lake|sea|canal|water|drop|bridge|fall) (?:is|'s) (?:deep|high|cold|long) enough|off (?:that|the|this) (?:bridge|cliff|roof|ledge|building|balcony)|(?:go |just )?find out if (?:reincarnation|the afterlife|heaven|hell|jannah|rebirth|god|allah|paradise|nirvana) (?:is|exists|exist)(?: real)?|if ${you} (?:jumped|went through with it|died|hanged ${yourself}|killed ${yourself})|(?:even )?(?:your|ur) (?:suicide|overdose|noose|funeral)`,
  ),
  sign(
    'ending',
    `check(?:ed|s)? out (?:early|for good|permanently)|log(?:ged|s)? off (?:permanently|for good|forever|from life)|test (?:your|ur) faith (?:in|on|with) (?:it|that|them)|sooner the better|(?:tonight|today|now) preferably|preferably (?:tonight|today|now)|instead of (?:just )?(?:talking|posting|crying|whining) about it|problem solved|try anyway|get it over with|help (?:him|her|them|god|allah|jesus) out|sign up(?= \\.|$| ,)|follow (?:your|ur) (?:${anyWord} )?(?:brother|sister|mother|mum|mom|father|dad|friend|cousin|son|daughter|uncle|aunt|husband|wife)|(?:just )?(?:didn't|did not) wake up`,
  ),
  sign(
    'scorn',
    `(?:gene pool|the world|humanity|everyone|everybody) (?:would|will|'d) thank (?:you|u)|(?:you'd|you would|you will|you'll|u'd|u would|ud) make (?:a )?(?:great|good|fine|perfect) organ donor|if (?:your|ur) (?:god|allah|lord|jesus|buddha) (?:loved|cared about|wanted) (?:you|u)|(?:everyone|everybody|we)(?:'s|'re| is| are) (?:all )?waiting for (?:you|u) to|(?:ur|your|you're|you are|u r) (?:such )?a (?:failure|waste|disappointment|joke)|(?:nobody|no one)(?: ${anyWord}){0,3}? (?:would|will) (?:go to|come to|attend|cry at|show up at|show up to) (?:your|ur) funeral|(?:the )?reason (?:people|we|they) (?:believe in|support|want) (?:euthanasia|abortion|suicide)|(?:the )?kindest thing (?:for|to) (?:everyone|everybody|us|the world|your family|humanity)|(?:i'd|i would|we'd|we would|everyone would|everybody would) (?:watch|pay to watch|cheer|clap|laugh|celebrate|livestream)|might as well`,
  ),
];

/** The reader, named or ordered: a message about someone else ("he stopped breathing at dawn") is grief. */
const toTheReader = new RegExp(
  `${B}(?:you|u|ya|your|ur|yourself|urself|you're|youre|you've|you'll|you'd)${E}|(?:^|\\. )(?:(?:maybe|so|now|then|pls|please) )?(?:swallow|go|just|find|follow|finish|take|stop)${E}|${B}why not skip${E}|${B}(?:should|ought to|needs to) (?:just )?do what${E}|${B}(?:tell|explain to|show|teach) (?:this|that|the) (?:guy|girl|man|woman|kid|person)${E}|${B}give it a go${E}|${B}problem solved${E}|${B}(?:should|must|ought to|can) (?:all )?do (?:us|the world|everyone|everybody) a (?:favour|favor|kindness)${E}`,
  'u',
);
/** Life and death named somewhere in the message: without them "finish the job yourself" is about a builder. */
const ofLifeAndDeath = new RegExp(
  `${B}(?:alive|dead|death|die|dying|life|live|living|wake up|enough of you|funeral|euthanasia|organ donor|reincarnation|pills|river|bridge|jumped|rope|checked out|log off|logged off|logs off|breathing|heaven|hell|paradise|jannah|grave|suicide|judas|suffering|permanently|bottle|rope|noose|oxygen|burden|shiva|if (?:you|u) were gone|reincarnation|pyre|end it (?:yourself|urself))${E}`,
  'u',
);

/** The rule that decided, when the joined sentences urge the reader's death by two kinds of sign. */
export function urgedEnding(text: string): { rule: string; matched: string } | undefined {
  if (!toTheReader.test(text)) return undefined;
  const found = signs.flatMap((each) => {
    const match = each.pattern.exec(text);
    return match ? [{ kind: each.kind, matched: match[0] }] : [];
  });
  const kinds = new Set(found.map((each) => each.kind));
  // A means names death itself; without one, the idioms need life or death named somewhere in the message.
  if (kinds.size < 2 || (!kinds.has('means') && !ofLifeAndDeath.test(text))) return undefined;
  return { rule: 'self-harm.urged-ending', matched: found.map((each) => each.matched).join(' … ') };
}
