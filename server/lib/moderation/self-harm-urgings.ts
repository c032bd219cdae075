import { _, anyWord } from './rule-parts';

/**
 * Self-harm urged on the reader, one sentence at a time: each names its own victim ("yourself", "your wrists",
 * "without you"), so a reader's own despair ("I feel like ending it all") and scripture's deaths (Judas, Saul)
 * match none of them.
 */
export const self = `(?:yourself|urself|yourselves|your self|ur self|your own self|yourslef|urslef|youself|yourelf|yoself|yaself|urslf|yourslf)`;
/**
 * A poison forced on others is told as history ("Jim Jones made his followers drink poison"), not urged; read back
 * from the verb, so the look behind runs only where "drink" stands.
 */
const notCaused = `(?<!(?:made|forced|ordered|had|got|persuaded|convinced) (?!you |u )(?:\\p{L}+ ){1,3}drink)`;
export const selfHarmUrged = [
  'kys',
  `(?:kill|kll|kil|hang|shoot|stab|drown|hurt|poison|off|end|unalive|neck|delete|gas|starve|strangle|choke|rope|electrocute|suffocate|behead|overdose|set fire to|martyr) ${self}(?! (?:some slack|out|a favour|a favor|up|off|short|a break|with work|at work|over|to sleep))`,
  `(?:should|must|ought to|need to|can go|can all)(?: just| go| all| go and| really)* (?:kill|hang|shoot|drown|poison|gas|starve|off) (?:themselves|themself|himself|herself)(?! (?:out|up|with work|to sleep|of|for))`,
  `(?:go )?play on the (?:motorway|highway|freeway|tracks|railway|train tracks|interstate)`,
  `(?:kindly|please|pls|just|now) go and die`,
  `(?:you should|u should|you must|you need to|just|go) (?:choose|pick) death`,
  `(?:slit|cut|slash|open) (?:your|ur) (?:wrists|throat|veins|wrist)`,
  `drink${notCaused} (?:some |a bottle of |a gallon of )?(?:bleach|poison|antifreeze|drain cleaner|cyanide)`,
  `(?:jump|leap|throw yourself) (?:off|from|out of) (?:a|the|your|ur) (?:\\p{L}+ )?(?:bridge|cliff|building|roof|rooftop|window|balcony|skyscraper|tower|overpass|ledge)`,
  `(?:jump|step|walk|lie down|throw yourself) (?:in front of|under) (?:a|the) (?:\\p{L}+ )?(?:train|bus|truck|car|lorry)`,
  `(?:go )?play in (?:the )?traffic`,
  `better (?:if )?(?:you|u) (?:die|died|were dead|kill ${self})`,
  `(?:why (?:don't|dont|not) (?:you|u) |just |go |you should |u should )finish the job(?:${_}${anyWord}){0,4}?${_}(?:rope|pills|noose|bridge|gun)`,
  `(?:with|fill|put|load|stuff) (?:\\p{L}+ )?(?:rocks|stones|bricks|weights) in (?:your|ur) pockets`,
  `there(?:'s| is) an? (?:\\p{L}+ )?(?:tall|high) (?:building|bridge|cliff|tower|rooftop|roof|overpass|balcony) (?:near|close to|next to|by|right by) (?:you|u|your (?:house|place|home|flat)|ur (?:house|place|home))`,
  `walk into traffic`,
  `set yourself on fire`,
  `end (?:your|ur) (?:\\p{L}+ )?life`,
  `take (?:your|ur) (?:own )?life`,
  `end it all`,
  `(?:just|go|pls|please|you should|u should|you need to|so|now) end it(?: now| already| all)?(?! with| between| off)`,
  `(?:you|u)(?:'d| would|'re| are| r)?(?: all)? (?:be )?better off dead`,
  `(?:go|just|please|pls) overdose`,
  `swallow (?:some |a bottle of |all (?:your|ur|the) )?pills`,
  `why are you (?:still )?alive`,
  `why do you (?:still |even )?exist`,
  `why were you (?:even )?born`,
  `(?:you should|you must|you need to|you ought to|you deserve to|u should|you better|go|just|please|pls|you can go) (?:just |go |all )?(?:die|rot|drop dead|stop breathing|cease to exist|not exist|disappear forever)`,
  `(?:go |just |pls )?die in a (?:fire|hole|ditch)`,
  `(?:nobody|no one|noone|no body) (?:would|will|is going to|gonna) (?:even )?(?:miss|mourn|cry for|remember) (?:you|u)`,
  `(?:nobody|no one|noone) (?:would|will) care if (?:you|u) (?:died|were gone|were dead|disappeared|killed yourself)`,
  `(?:the world|world|everyone|everybody|we|we all|your family|this (?:chat|group|forum|server|place)) (?:would|will|'d) be (?:a )?(?:better|happier|nicer|safer|calmer|more peaceful)(?: place| off)? (?:without you|if you (?:died|were dead|were gone|disappeared|never existed|killed yourself|hanged yourself|hung yourself|shot yourself|weren't (?:here|in it|around|alive|born)|were not (?:here|in it|around|alive|born)|didn't exist)|if (?:you|u)(?:'d| had) never (?:been born|existed|lived))`,
  // A death the reader's own would celebrate; the idioms of "go and die": a walk off a pier, a dare to jump.
  `(?:your|ur) (?:family|parents|mum|mom|dad|kids|friends|church|mosque|temple|community)(?: ${anyWord})? (?:would|will|'d) (?:throw a party|celebrate|dance|party|be relieved|be happier|rejoice) if (?:you|u) (?:died|were dead|were gone|killed yourself|disappeared)`,
  `take a long walk off a short (?:pier|cliff|bridge|plank)`,
  `^(?:just |go )?jump(?: already)?(?: ,)? (?:coward|you coward|loser|you loser|already|then)$`,
  `(?:waste of (?:oxygen|air|space|skin))(?: (?:${anyWord}|,)){0,4}? (?:fix that|fix it|do something about (?:it|that)|solve that|correct that)`,
  `(?:nobody|no one|noone) (?:wants|likes|needs|loves) (?:you|u)(?: here| around| alive)?(?: ,)?(?: ${anyWord}){0,3}? (?:you know what to do|do the right thing|you know the way out|take the hint)`,
  `(?:you|u) (?:don't|do not|dont) deserve to (?:live|exist|be alive|breathe)`,
  `(?:you|u) (?:should not|shouldn't|shouldnt|should never have|don't|do not) (?:exist|be alive|have been born|been born)`,
  `(?:you|u) should have been aborted`,
  `(?:your|ur) (?:mother|mom|mum|parents) should have aborted (?:you|u)`,
  `do (?:the world|everyone|everybody|us all|us|humanity|society|your family|mankind) a (?:favour|favor)(?: ,)?(?: and)? (?:\\p{L}+ ){0,2}?(?:die|kill|end|jump|hang|disappear|stop breathing|off|unalive|drink|overdose|delete|neck)`,
  `(?:get|grab|buy|find|fetch) (?:a|some|the|yourself a) (?:rope|noose)`,
  `tie (?:a|the|your|ur) noose`,
  `here's (?:a|the|your|ur) (?:rope|noose)`,
  `(?:the|a|your|ur) (?:rope|noose) (?:is|'s) (?:cheap|free|right there|waiting|ready|tied)`,
  `(?:eat|swallow) (?:a|your|ur) (?:bullet|gun|shotgun)`,
  `put a (?:bullet|gun) (?:in|to) (?:your|ur) (?:head|brain|mouth|temple)`,
  `blow (?:your|ur) brains out`,
  // Death urged in everyday idioms, each said to the reader: nonexistence offered as a thing to try, the writer's
  // own suicide "if I looked like you", a tall building hoped for, the exit shown to one who "hates life so much",
  // the next life or the reader's own god to be met "early", "remove yourself" from the world, "don't wake up
  // tomorrow", the tracks "calling your name", an eternal sleep, the rope paid for.
  `(?:have|did) (?:you|u)(?: ever)? (?:tried|considered|thought about|thought of) (?:not existing|ceasing to exist|not breathing|stopping breathing|dying)`,
  `(?:you should|u should|maybe|why not|just|go) try (?:not existing|ceasing to exist|not breathing|dying)`,
  `if i (?:were|was|looked like|had|lived like|believed|prayed like|sounded like|thought like)(?: ${anyWord}){0,3}? (?:you|u|your|ur)(?: ${anyWord}){0,4}?(?: ,)? i(?:'d| would|'ll| will)(?: just| honestly| seriously| probably)? (?:kill|hang|shoot|off|unalive|drown|poison|end|gas) myself`,
  `(?:hope|hoping|wish) (?:you|u) (?:find|get to|climb|reach|locate) (?:a|the) (?:(?:nice|tall|high|nearest|sturdy|good|big|really) ){0,2}(?:building|bridge|cliff|rooftop|roof|ledge|rope|noose|overpass|tower)(?= soon| tonight| today| to jump| and jump| ,| \\.| !|$)`,
  `if (?:you|u) hate (?:life|living|being alive|existing|your life|your own life|being here)(?: so much| that much)?(?: ,)? (?:then )?(?:the (?:exit|door|way out|window|bridge|rope)(?: is|'s)|there(?:'s| is) (?:an exit|a way out|a door)|(?:nobody|no one)(?:'s| is) stopping (?:you|u)|you know what to do|end it|check out)`,
  `(?:reincarnate|be reborn|respawn|go to (?:your|ur) (?:heaven|paradise|jannah|nirvana|afterlife|next life|virgins|72 virgins))(?: ${anyWord})? (?:already|early|sooner|faster|quicker|now|today|tonight)`,
  `(?:go|just|hurry up and|go and|why not) (?:meet|see|join) (?:your|ur)(?: precious| beloved| fake| imaginary| little| dear| sky)? (?:god|maker|lord|prophet|allah|jesus|buddha|krishna|ancestors|virgins|72 virgins|guru|daddy)(?: ${anyWord})? (?:already|early|sooner|faster|quicker|now|today|tonight)`,
  `(?:remove|delete|erase|eliminate) ${self} from (?:existence|the (?:planet|earth|world|gene pool|face of the earth)|this (?:planet|earth|world))`,
  `(?:too many|enough) (?:${anyWord} ){1,3}?like (?:you|u)(?: ,| and| so)? (?:just |pls |please )?(?:remove|delete|erase|eliminate) ${self}$`,
  `(?:^(?:just |pls |please |so )?|hope (?:you|u) |i hope (?:you|u) )(?:don't|dont|do not|never) wake up(?: (?:tomorrow|again|ever(?: again)?|in the morning))?(?= ,| \\.| !| ok| okay| pls| please|$)`,
  `(?:the )?(?:train tracks|tracks|railway|rope|noose|bridge|cliff|river|pills|bottle|void|grave|gallows|razor|blade|ledge)(?: ${anyWord})? (?:is|are|'s|keeps|keep) calling (?:your name|you|for you|ur name)`,
  `^(?:go |just |pls |please |now )?(?:sleep|rest|nap) forever(?= ,| \\.| !|$)`,
  `(?:take|have) a (?:long |permanent |eternal |nice )?dirt nap`,
  // Said to the scholar, "uninstall yourself" asks the software to go; from life, it asks the reader to die.
  `uninstall ${self} from (?:life|existence|this world|the world|the planet|earth)`,
  `self (?:delete|destruct|unalive)(?: already| now| pls| please)?$`,
  `(?:take|have|enjoy) a (?:long |nice |hot |relaxing )?bath with (?:a|your|ur|the) (?:hairdryer|hair dryer|toaster|radio|plugged in (?:hairdryer|toaster|radio|heater))`,
  `(?:take|have) (?:a|the) (?:permanent|eternal|forever|endless) (?:sleep|nap)`,
  `(?:i'd|i would|i'll|i will|we'd|we would|we'll|happy to|gladly|i'd gladly|i'd happily) (?:pay for|buy|chip in for|fund|crowdfund|donate to|get) (?:your|ur|you a|u a) (?:rope|noose|bullet|razor blades|one way ticket to dignitas)(?! (?:course|courses|fee|fees|class|classes|lesson|lessons|swing|bridge|ladder))`,
].join('|');
