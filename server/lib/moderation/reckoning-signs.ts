import { anyWord, participle } from './rule-parts';
import { end, possessive, sign, type Sign } from './veiled-sign';

const you = "(?:you|u|him|her|them|'em)";
const weekday = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';

/**
 * Signs of a veiled threat read in probe 12, by class (wordings and twins in reckoning-signs.test.ts). Each still
 * needs the sign of another kind beside it that veiled-threats.ts pairs it with, unless it is marked strong.
 */
export const reckoningSigns: readonly Sign[] = [
  // Time running out for the target, told as its end: "their days are numbered", "enjoy it while you can" is a
  // verdict already; "for their own health", "better pray harder" are the warning's own words.
  sign(
    'harm',
    true,
    `(?:your|their|his|her|ur) days (?:are|r) numbered`,
    'doctors?|cancer|ill|sick|hospice|illness|diagnosis|old age|dementia|chemo',
  ),
  sign(
    'harm',
    false,
    `for (?:their|your|his|her|ur) own (?:health|good|safety|sake)(?= \\.|$| ,)|(?:had )?better (?:start )?(?:pray|praying) (?:harder|hard|a lot)`,
    'flu|virus|covid|weather|storm|heat|doctor|vaccine|smoke|exams?',
  ),
  // A place's end foretold as certain, in the future or with a day: "is going to burn one night", "will be rubble by
  // the full moon", "won't be a temple or a priest left by spring".
  sign(
    'harm',
    false,
    `(?:is|are|'s|'re) (?:going to|gonna) (?:burn|burn down|go up|come down|blow) (?:one|some|any) (?:night|day|morning|sunday|friday)|(?:is|are|will be|'ll be) (?:rubble|ashes|ash|ruins|a crater) (?:by|before|on|at|this|next) (?:${anyWord} ){0,2}?${anyWord}${end}|there (?:won't|will not|wont) be (?:a|an|any) (?:${anyWord} ){0,4}?left`,
    'wiring|surveyor|roof|repairs?|repaired|council|engineer|storm|earthquake|flood|neglect|unless|if nobody',
  ),
  // Nobody mourning what the writer foretells: "nobody around here will be sorry", "I won't cry".
  sign(
    'verdict',
    false,
    `(?:nobody|no one|noone)(?: ${anyWord}){0,3}? (?:will|would|'ll|'d) (?:be sorry|cry|mourn|shed a tear)|(?:i|we) (?:won't|will not|wont|wouldn't|would not) (?:cry|shed a tear|be sorry|mourn|lose sleep)|(?:you'll|you will|they'll|they will|you'd|he'll|she'll) (?:all )?be sorry(?= when| \\.|$)`,
  ),
  // The reader's end promised to a question's answer: the finder of the family, the easy search.
  sign(
    'verdict',
    false,
    `(?:we'll|we will|i'll|i will|we're going to|i'm going to) find (?:your|ur) (?:family|kids|children|wife|husband|parents|house|home)|narrowing (?:it|you|them) down is easy|(?:just saying|research purposes|purely academic)(?: , | )?(?:for anyone (?:paying attention|listening|interested|reading))?|for anyone (?:paying attention|listening|who's interested)|(?:^|\\. )(?:i'm|i am|we're|we are) ready(?= \\.|$)|(?:would|'d|it'd) be (?:hilarious|so funny|funny|a laugh)(?: \\.| ,|$)|(?:joking|kidding|jk) (?:\\. )?mostly|(?:would|could|will) solve (?:a lot of|all (?:our|the|of our)|many|most of our) problems|just a (?:prediction|guess|forecast)|consider this (?:a|your|the) (?:friendly |final |last |only )?warning|(?:they'll|they will|you'll|you will) remember (?:us|me|this|it)(?: after| afterwards)?(?= \\.|$| ,)|interesting (?:numbers|figures|timing|times)`,
    'birthday|wedding|party|dinner|cake|recipe|food|guests?|tour|exam|class',
  ),
  // The target's exposure: no help coming, the police far off, one room, counted heads, no checks.
  sign(
    'exposure',
    false,
    `(?:nobody|no one|noone)(?:'s| is)? (?:coming|going to come|will come) to (?:help|save|rescue|protect) ${you}|(?:the )?nearest (?:police|police station|cops|station|help|hospital) is (?:${anyWord} ){1,3}?away|(?:is|are) (?:very |so |quite |pretty |really )?isolated|(?:they're|they are|everyone is|everyone's|all of them are|they'll be|they will be) all in (?:one|the same) (?:room|place|hall|building|spot)|(?:counting|counted|count|been counting) how many|how many (?:people|worshippers|kids|children|families) (?:fit|can fit|will fit|are|will be) in|(?:bet|i bet) (?:they|security|the guards) (?:don't|do not|won't|never) check|(?:the )?(?:fewest|fewer|least|no) (?:security|guards|police|cops)|how easy it (?:would|'d|will) be to|(?:i|we) know where (?:he|she|they|you) (?:park|parks|sleep|sleeps|live|lives|pray|prays)|(?:lives|live) (?:at|on) the end of`,
    'so (?:we|i|you|they) (?:should|can|could|need)|phone|charged|careful|evacuat|fire drill|safety|safe|lock up',
  ),
  // What the writer brings or has waiting: something added to the food, what is in the trunk, bats carried, the
  // cars well placed, the friends brought along.
  sign(
    'means',
    false,
    `(?:add|put|slip|mix|stir|sprinkle) (?:${anyWord} ){0,3}?(?:to|into|in) (?:the|their|your) (?:food|langar|drinks?|water|punch|tea|coffee|pot|soup|prasad|wine|kiddush)|what (?:i've|i have|we've|we have|i|we) (?:got|keep|put) in (?:the|my|our) (?:trunk|boot|car|van|bag|backpack|garage)|bringing (?:some |the |our |my )?(?:bats|baseball bats|pipes|chains|crowbars|machetes|knives|rope)|(?:well|carefully|strategically) placed (?:cars?|vans?|trucks?|bombs?|devices?|bags?)|strike a match|(?:tinderboxes|tinderbox)|knife|knives`,
    'recipe|kheer|sweets|dessert|homemade|cake|dish|salt|sugar|spices?|cinnamon|milk|honey|lemon|ice|delicious|tasty|flavou?r|candles?|diyas?|lamps?|incense|barbecue|bbq|bread|kitchen|challah|fork|chef|butter|kirpan',
  ),
  sign(
    'coming',
    false,
    `(?:i|we) (?:want|plan|intend|am going|'m going|are going|'re going) to bring (?:some |a few |my |our |the )?(?:friends|lads|boys|guys|mates|cousins|brothers|people)|(?:i'll|we'll|i will|we will) bring (?:something|a little something|a surprise)(?: special)?|see (?:you|u) (?:on )?(?:${weekday}|tomorrow|tonight|next week)${end}|(?:we|i) (?:are|am|'re|'m) not going (?:there )?to (?:eat|pray|worship|listen)`,
  ),
  // Harm told without its verb: the shame if someone used it on you, the car "not braked", the truck through the
  // parade, the doors chained, the knife shown what it is for, the key turned over a bomb, the wall.
  sign(
    'harm',
    true,
    `shame if (?:someone|somebody|anyone) (?:used|uses|turned|took) (?:it|that|this|them|one) on ${you}|(?:check|look|checks|looks) under (?:it|the car|${possessive} car) before (?:he|she|they|you) (?:turns|turn|starts|start) (?:the )?(?:key|ignition|engine|car)|show (?:${anyWord} ){1,6}?what (?:a|the|my) (?:knife|gun|bat|blade|rope|machete|bullet) is (?:really |actually |truly )?for|(?:are|is|will be|'ll be|be) (?:the )?(?:first|next) (?:up )?against the wall|(?:which|what) (?:exits?|doors?|gates?) to (?:block|lock|chain)|so (?:nobody|no one|none of them|noone) (?:gets|can get|could get|will get) out|(?:won't|will not|wont|not) be (?:leaving|walking|going) (?:out )?on (?:his|her|their|your) own (?:feet|legs|two feet)|and (?:his|her|their|your) (?:head|neck|hands|legs|face) with (?:it|them)${end}|(?:need|needs|will need) replacing(?: \\.| ,)? permanently|(?:any|every) ${anyWord}(?: ${anyWord}){0,4}? (?:who|that) (?:${anyWord} ){1,8}?(?:gets|will get|'ll get) (?:${participle}|what's coming)`,
  ),
  sign(
    'harm',
    false,
    `(?:just )?(?:not|never|forget to) (?:brake|stop|slow down)${end}|(?:truck|van|car|lorry|vehicle|bus) (?:driven|drove|driving|ploughed|plowed|rammed|ramming) (?:straight )?(?:through|into) (?:it|them|the)|(?:chain|chained|chaining|padlock|padlocked|nail|nailed|bar|barred) (?:shut )?(?:the|its|their) (?:doors|exits|gates)|smoked (?:them|'em|everyone) (?:all )?out|(?:get|gets|getting) what's coming to (?:her|him|them|you)|(?:go|goes|going|gone|sent|leave|leaves|leaving) (?:home |back )?in (?:an ambulance|a body bag|a box|a coffin|pieces)|(?:find out|learn|know|taste) what (?:real |true )?(?:righteous |holy |real )?(?:anger|wrath|rage|justice|vengeance) (?:feels|tastes|looks) like|(?:show|teach) (?:them|him|her|you) what (?:a )?(?:real |true )?(?:slaughter|massacre|beating|pogrom|crusade|jihad|war) (?:looks|feels) like|(?:has|have|needs?|need|must|should) (?:to )?be silenced|(?:make|making) a statement (?:the|that) (?:${anyWord} ){0,2}?news|(?:a )?surprise (?:they|he|she|you)(?:'ll| will)? (?:won't|will not|never) forget|asking for a (?:fun |little |big )?surprise`,
    'fall|fell|surgery|illness|sick|doctors?|birthday|party|cake|gift|present|flowers|fireworks|sun|summer|heat|choir practice|phones?|film|movie|sermon',
  ),
  // "Watching their backs" urged on the target, and the target reminded of its exposure.
  sign(
    'harm',
    true,
    `(?:should|better|had better|ought to) (?:start )?watch(?:ing)? (?:their|his|her|your|ur) backs?`,
    'ice|icy|traffic|road|roads|cars|slippery|step|steps|cyclists|bikes|pickpockets',
  ),
  sign('verdict', false, `(?:^|\\. )remind (?:the|them|him|her|your|those|that) (?:${anyWord} ){0,3}?that`),
  // A day foretold as loud and bright, unless a festival's noise and colour are what is meant.
  sign(
    'harm',
    false,
    `(?:very |really |real )?(?:loud|bright|hot)(?: , | and )(?:very |really |real )?(?:loud|bright|hot) (?:day|night|morning|evening|surprise)`,
    'holi|diwali|festival|fireworks|colours|colors|clothes|music|party|concert|celebration|sun|sunny|weather|bring',
  ),
  // A condition on whoever comes next: "the next pair that comes to my door", "any woman in a hijab who walks here".
  sign(
    'condition',
    false,
    `(?:^|[.:] )keep ${anyWord}ing(?: ${anyWord}){0,3}? and (?:you|u)(?:'ll| will)|(?:the )?next (?:${anyWord} ){0,2}?(?:who|that) (?:comes|come|knocks|knock|shows up|turns up)|(?:who|that) (?:shows|show) (?:his|her|their) face (?:${anyWord} ){0,5}?(?:gets|will get|'ll get)`,
  ),
];
