import { B, E, alt, anyWord, group, place, sacred } from './rule-parts';
import { comingTime, feast, weapon } from './threat-frames';
import { gathering } from './threat-rules';
import { ministerField } from './lexical-fields';
import { groupNouns } from './lexicon';
import { aftermathSigns } from './aftermath-signs';
import { reckoningSigns } from './reckoning-signs';
import { bodyPart, end, possessive, sign, type Kind, type Sign } from './veiled-sign';

/**
 * Veiled threats name no act: "Jummah at 1:15, car park on the north side, no barrier. Noted.", "Muslims in this
 * town have one week. After that, the gloves come off.", "Wear your kippah to the match and you'll leave in an
 * ambulance." Read as what co-occurs in a threat and not in its innocent twin (the same note about the car park, "so
 * arrive early"): a named target, and signs of two kinds from open classes: the target's exposure (alone, no cameras,
 * one door, "I have your address"), a harm by euphemism or its aftermath told as still to come (an ambulance, "won't
 * see the spring", "with you in it"), the writer's knowing verdict (noted, convenient, think about it), a demand
 * ("have until Lent to pack", "or we carry you out", "one way or another"), a condition on the target ("keep posting
 * and...", "one more church on our road and..."), a means in reach (a match, the rifle, "what I've got planned"),
 * the writer coming, a time to come, an atrocity recalled. One sign has innocent readings (a fire-safety count of the
 * exits, a funeral next month, "you've got till Friday to hand in your essay"); the classes that pair in threats and
 * not in the twins are listed in `menacingPairs`, and a few signs are strong alone ("with the worshippers still in
 * it", "if you value your life"). Every twin in `threats-2.tsv` and the unit tests passes; questions only are read
 * for the strong signs.
 */
const pronoun = "(?:him|her|them|'em|you|u|it)";
const season = '(?:spring|summer|autumn|fall|winter|new year|harvest)';
const month = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const rite = `(?:${feast}|${season}|${month}|pentecost|lent|advent|full moon|sunrise|sunset|day|days|week|prayers?|sermon|service|shabbat|sabbath)`;
const tens = '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)';
const blow =
  '(?:bottle|brick|bat|fist|boot|knife|blade|pipe|hammer|crowbar|tyre iron|tire iron|rock|bullet|slap|punch)';
const aftermath = `(?:an? )?(?:in (?:the )?hospital|in intensive care|in a coma|ambulances?|(?:a |the )?ditch|hospital beds?|stretchers?|morgue|coffins?|body bags?|bodies|in pieces|wheelchairs?|${possessive} funeral|(?:a )?stampede|scream|screaming|bleed|bleeding)`;
/** The future or the consequence an aftermath is told in ("you'll leave in", "or he comes back", "there'll be"). */
const toCome = `(?:(?:i|we|he|she|they|you)'ll|end up|ends up|there'll be|there will be|there's gonna be|will|'ll|won't|gonna|going to|let's see|lets see|(?:or|or else|and) (?:you|he|she|they|it|we)(?:'ll| will)?)`;

/** Rites a threat names as its moment and target beside those the frames read ("Sukkot dinner", "Lohri"). */
const moreRites =
  '(?:sukkot|sukkah|purim|rosh hashanah|simchat torah|high holidays|lohri|janmashtami|ganesh chaturthi|durga puja|pongal|onam|losar|uposatha|kathina|bandi chhor|hola mohalla|good friday|palm sunday|ash wednesday|pentecost|lent|advent|mawlid|ashura|laylat al qadr)';

const minister = alt([
  ...ministerField,
  ...'deacon deacons imam imams pujari pujaris pandit pandit ji swami granthi muezzin cantor guru sheikh mullah sadhu bhikkhu abbot nuns'.split(
    ' ',
  ),
]);

/** What the writer knows of the reader is innocent when the sentence says what for: "so I saved it for you". */
const explained = `(?![^.]*${B}(?:so (?:i|we|i'll|we'll|i'd|we'd|i can|we can)|(?:to|i'll|ill|we'll|i will|we will) (?:send|drop|bring|post|deliver|invite|mail)|for (?:the |your |our )?(?:${anyWord} )?(?:wedding|invitations?|party|dinner|books?|meeting|cards?|newsletter|rota|list|directory|delivery|parcel|gifts?))${E})`;

const signs: readonly Sign[] = [
  sign(
    'exposure',
    false,
    `(?:walks|walk|locks up|lock up|drives|prays|pray|sits|sit|sleeps|lives|is|are|stays|works|closes up|opens up) alone|(?:^|\\. )alone(?= \\.|$)|by (?:himself|herself|themselves)|(?:no one|nobody|no body) (?:watching|around|leaving(?: early)?)|no (?:cameras?|cctv|barriers?|guards?|security|police|locks?)|(?:cctv|cameras?|fire alarm|alarms?|locks?)(?: has| have| is| are)?(?: been)? (?:broken|down|dead|out of order)|(?:fire alarm|alarms?|cameras?|cctv|locks?) (?:didn't|did not|doesn't|does not|won't|wouldn't) work|(?:one|a single|only one) (?:door|exit|way in|way out)|counted the (?:exits|doors|windows|people|cars|guards)|(?:everyone|everybody|all) (?:inside|fasting)${end}|every (?:morning|night|evening|day|week|dawn|dusk|${feast})|plate (?:ends|number)|(?:(?:i|we) (?:have|got|know|found|have seen|seen|know where)|i've (?:seen|got|found)|we've (?:seen|got|found)) (?:all )?(?:your|ur|his|her|their) (?:home |house |work )?(?:address|ip|car|plate|route|school|office|offices|face|kids|children|daughter's school|son's school|children's school|pew|seat|city)${explained}|which (?:pew|seat|door|car|house|route|bus) (?:you|he|she|they)${explained}|in a (?:line|row)${end}|(?:walk|walks|drive|drives|pass|passes|go|goes) (?:past|by|under) (?:my|our) (?:house|yard|door|window|street|shop|balcony|garden)|full of (?:people|worshippers|kids|children|families)|(?:everyone|all of them|them all) at once|(?:fits|holds|seats) (?:\\d+|${tens}|(?:one|two|three|four|five) hundred)|thinks? (?:it's|it is|he's|he is|she's|they're|they are) safe|thinks? (?:his|her|their|its) ${anyWord} (?:will|can|would) (?:protect|save|stop)|(?:house|home|car|office) is (?:${anyWord} ){1,3}?from (?:mine|me|my house)|(?:we|i) have a list of|every (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:the )?same (?:spot|time|place|route|seat|bus|train)|takes the (?:\\S+ ){0,4}?(?:bus|train|tram)|(?:bollards|security guards|barriers|fences|cctv)|(?:the )?(?:cops|police) (?:won't|will not|can't) (?:get there|arrive|come)(?: in time)?|easier to spot|(?:your|ur) real name|(?:nights are getting|it gets|it's getting) dark(?: early)?|(?:house|home|flat)(?: is| will be| stays)? empty|forgot to lock|(?:no|without a) (?:fence|gate|wall)|(?:only )?one way in|a lot of glass|which (?:doors|houses|cars) to|(?:has|have) (?:two|three|four|five|a|an) (?:little )?(?:daughters?|sons?|kids|children|girls?|boys?)${end}|(?:know|knows) (?:exactly |just )?(?:what time|when|where|which door)|count how many|(?:i've|i have|we've) seen (?:your|ur) face|plenty of people|across from the|back row${end}|(?:a |the )?(?:fine|good|great|perfect|ideal|nice) (?:spot|place|location) for|no (?:streetlights|street lights|street lighting|lights|lighting)|(?:doors?|gates?|windows?)(?: ${anyWord}){0,5}? (?:propped|left|wide) open|(?:walks|walk|drives|goes|prays|sits) (?:${anyWord} ){1,4}?alone|(?:lets out|let out|gets out|comes out|finishes|empties|opens|closes|starts) at \\d{1,2}(?: : \\d\\d)?(?: ?(?:am|pm))?`,
  ),
  sign(
    'exposure',
    true,
    `(?:easier|easy|simpler|perfect) to (?:hit|target|pick off|get at)(?: (?:them|everyone|all|the lot|it))?|(?:the )?(?:best|perfect|right|ideal|good) (?:time|moment|day|place|spot|way) to (?:hit|target|strike|attack|pick off|get at|take out) (?:them|him|her|everyone|the lot|it)(?! up)|(?:block|blocking|lock|locking) the (?:exits?|doors?|way out) first|imagine what (?:a|an|one|some) (?:${anyWord} ){0,2}?(?:${weapon}|pressure cooker|match|truck|van|car) (?:could|would|might) do (?:in|to|at)`,
  ),
  sign(
    'harm',
    false,
    `${possessive} (?:${anyWord} )?blood (?:will|'ll|is going to|gonna)|won't be (?:there|around|standing|left|open) (?:for|by|at|on|come|after)(?![^.]*${B}(?:unless|if we don't|if we do not|without)${E})|(?:will|would|'d|went|goes|go) (?:be |go |fall )?(?:very |really |so )?(?:quiet|silent) (?:after|from|by|forever|for good)(?![^.]*${B}(?:because|since|as|due to|while)${E})|(?:the )?(?:first|next) (?:one |ones )?to go${end}|won't be the only thing (?:${anyWord}ing)|(?:checking|check|look|looking) under ${possessive} (?:car|van|vehicle|bed)|introduce ${pronoun} to the (?:river|lake|canal|sea|ground|pavement|concrete)|(?:pity|shame) about the (?:people|folks|congregation|worshippers|kids|children|families)|(?:ends|end|ending|finish|finishes|ends up) in the (?:river|lake|canal|sea|ground|gutter|ditch)|caught up in it|(?:the )?gloves (?:come|are coming|will come) off|whatever happens to ${pronoun}|(?:carry|carrying|carried) (?:them|him|her|you|'em) (?:home|out)${end}|won't (?:find|see) (?:you|him|her|them)(?: again)?${end}|(?:start|starts|will start|'ll start) (?:catching fire|burning|disappearing|going missing|getting hurt|having accidents)|(?:better )?hope ${possessive} (?:${anyWord} ){0,2}?(?:has|have|got) (?:good |decent |enough )?(?:insurance|security|guards)|(?:a |my |our |little )?(?:surprise|present|gift|package) in (?:my|our|the) (?:bag|rucksack|backpack|car|trunk|boot|van)|(?:is|are|'re|'s) next${end}|(?:${place}|${alt(groupNouns)}) (?:problem|question)|(?:is|'s) (?:gonna|going to) be (?:real|really|very) loud|(?:deserves?|needs?) (?:a )?(?:fire|match|torch|good burning)|(?:burn|burns) (?:just )?like (?:any|every) other|go up like (?:paper|a torch|matchwood|kindling|tinder|a match)|bricks? through (?:every|the|their|your|its) (?:${anyWord} ){0,2}?windows?|(?:will|'ll|is going to|are going to|gonna) answer for (?:this|that|it)|(?:is|'s) (?:his|her|their|your) last(?= \\.|$)|the last one (?:that|this|the) (?:${anyWord} ){0,2}?(?:is going to|will|'ll|is gonna) (?:have|get|see)|there won't be (?:a|an|any) (?:${anyWord} ){0,2}?(?:to|left)|make (?:you|him|her|them|'em) pay|(?:is|are) (?:going to|gonna) pay for|pay for (?:this|that|every word|what (?:you|he|she|they) (?:said|did|wrote))|never (?:preaches|preach|prays|pray|walks|walk|speaks|speak|comes|come|sings|sing) again|(?:track|hunt) (?:you|him|her|them) down|settle (?:this|it) with (?:our|my) (?:fists|hands|boots)|(?:won't|will not|never) (?:get up|recover) from|(?:a|very) short life|the hard way|(?:what is|what's) heading (?:their|your|his|her) way|first on (?:the|our|my) list|(?:nice|big|easy|juicy) (?:big )?target|plenty of targets|(?:is|will be|'ll be) (?:rubble|ashes|ash|ruins|a crater)${end}|red for the wrong reason|least of what's burning|sleep with one eye open|one eye open|(?:fireworks|surprise|welcome|message|present|party|bonfire) of our own|(?:residents|people|worshippers|inhabitants|occupants|everyone|monks|nuns|congregation|kids|children|families) (?:included|and all)${end}|(?:a )?visit (?:he|she|they|you)(?:'ll| will)? (?:not|never|won't) forget|electrical fires?|brake failures?|gas leaks?|go(?:es)? up in flames|(?:until|till) (?:some|all|one|most|a few|half|each) of (?:them|you|'em) (?:are|is|get|gets|have been) (?:carried|dragged|taken|stretchered) out|(?:won't|will not|doesn't|does not|never|don't) (?:walk|make it|get|come|go) home(?![^.]*${B}(?:bus|lift|ride|taxi|train|late|because|since|alone|rain)${E})|make sure (?:it|he|she|they|you|the ${anyWord}) (?:burns|burn|dies|die|bleeds|bleed|suffers|suffer)(?! (?:for|all|evenly|brightly|through))|(?:next time|then) (?:it's|its|it is|it'll be|it will be) (?:the |your |their |his |her )?(?:${anyWord} )?(?:${anyWord}'s|${anyWord}s) blood|(?:shove|shoving|shoved|push|pushing|throw|throwing|kick|kicking) (?:him|her|them|you|the guy|the man|the woman|the kid|that guy) (?:onto|into|in front of|off) (?:the |a )?(?:tracks|train|traffic|window|wall|platform|bridge|roof)|(?:face|head|faces|heads) (?:goes|go|going|will go|gets slammed|get slammed|slammed|smashed) (?:into|through) (?:the|a) (?:window|wall|floor|glass|pavement|ground)|(?:gets|get|will get|getting|is getting) (?:ripped|torn|pulled|yanked) off|(?:should|must|will|gonna|'ll|need to|needs to) be (?:met|greeted|welcomed|received|sent off) with (?:fists|fire|rope|violence|force|stones|rocks)|drag (?:that|the|this|him|her|them) (?:${anyWord} ){0,2}?out of (?:his|her|their|your) (?:house|home|car|church|temple|mosque|synagogue|gurdwara)|(?:one|two|a few) (?:fewer|less) (?:${place}|${minister}|${alt(groupNouns)})|won't be around to|(?:break|smash|crack|bash|split) (?:your|ur|his|her|their) (?:${bodyPart}) (?:open|in)|(?:get|gets|getting|will get) what (?:${anyWord} ){1,2}?got|(?:can|could|will) (?:work|happen) again|pull the trigger|(?:a |an )?(?:fire|accident|blaze|explosion) (?:that )?(?:nobody|no one|noone) (?:can|could|will) explain`,
  ),
  // Aftermath told as still to come: "you'll leave in an ambulance", "or he comes back in pieces".
  sign(
    'harm',
    false,
    `${toCome}(?: ${anyWord}){0,8}? ${aftermath}`,
    'fall|fell|falls|surgery|operation|accident|illness|ill|sick|stroke|injury|injured|recovering|recovers|recovery|broke|cancer|doctors?|nurses?|hospitali[sz]ed|visiting her|visits? (?:her|him|my|our|his|your)|pray for',
  ),
  sign(
    'harm',
    true,
    `(?:people|everyone|everybody|you|them|him|her|congregation|worshippers|kids|children|families|residents|${alt(groupNouns)}|${minister}) (?:still )?(?:in it|on it|inside it|underneath it|under it)${end}|(?:should|must|will|gonna|'ll|need to|needs to) be (?:met|greeted|welcomed|received|sent off) with (?:bats|bricks|bullets|knives|clubs|pipes|machetes|guns|crowbars)|(?:want|with) (?:the |all the )?(?:whole )?(?:congregation|worshippers|families|kids|children|people|students|pupils|monks|nuns|priests|boys|girls|family|faithful) (?:still )?(?:(?:locked|trapped|stuck|chained|shut) )?(?:underneath|under|inside)|(?:are|is|be|'s|'re) (?:your|their|his|her) last (?:${rite}|${anyWord})${end}|(?:enjoy|enjoying) (?:your|ur|their) last ${rite} here|(?:won't|will not|wont) (?:make|see|survive|last) (?:it to )?(?:the |this |next )?(?:${season}|${feast}|${tens}(?: ${anyWord})?)${end}(?![^.]*${B}(?:doctors?|because|since|cancer|ill|sick|hospice|nurses?)${E})|(?:won't|will not|can't|cannot) (?:save|protect) ${possessive} ${bodyPart}|and the ${bodyPart} with (?:it|them)|(?:eats|eat|eating) (?:pavement|concrete|curb|kerb|dirt)|(?:gets|get|getting|will get|'ll get|is getting) (?:a|an|the|my) ${blow} (?:across|in|to|over|through) (?:the|his|her|their|your|ur) ${bodyPart}|if you (?:love|value|like|want to keep) (?:your|ur) (?:life|lives|kids|children|family|legs|face)|(?:whoever|anyone who|anybody who|the first (?:person|one|man|guy) (?:who|to)) (?:kills|takes out|shoots|stabs|burns|torches|gets rid of|deals with|bombs|beats up|hurts|silences|finishes off|takes care of|kill|take out|shoot|burn|torch|bomb|stab|silence)(?! out)(?! the (?:trash|rubbish|bins?|garbage|recycling))(?: ${anyWord}){1,8}? (?:has my (?:full |total )?support|gets (?:a|my|the) (?:reward|medal|drink|beer)|gets free (?:beer|drinks?|pints?|food|meals?)|(?:i'll|i will|we'll|we will) (?:pay|cover)|is a hero|will be a hero|deserves a medal)|there (?:will|'ll) be blood|with (?:whoever|whoever's|anyone|everyone|everybody|all of them|them all) (?:is |'s |are )?(?:still )?(?:inside|in it|in there)|(?:won't|will not|never|not) (?:be )?(?:walk|walking|leave|leaving|come|coming) out (?:${anyWord} ){0,4}?on (?:his|her|their|your) own (?:legs|feet|two feet)|settle (?:this|it) with (?:our|my) (?:fists|hands|boots)|make sure (?:he|she|they|you|it) never|pay for every word|if (?:${anyWord} ){0,8}?(?:and )?the (?:doors?|exits?) (?:didn't|did not|wouldn't|couldn't|don't|won't) open|should check (?:the|their|your|his|her) (?:coffee|tea|food|water|brakes|drinks)(?= \\.|$)|(?:look|looks|will look|would look) (?:good|better|nice|great|prettier) with (?:red|blood)(?: on it)?${end}|(?:scrape|scraping|scraped|peel|peeling|hose|hosing) (?:${anyWord} ){1,2}?off the (?:road|pavement|floor|street|walls?)`,
  ),
  sign(
    'verdict',
    false,
    `(?:^|\\. )(?:noted|convenient|good to know)(?= \\.|$)|just so (?:you|u|everyone|everybody|y'all|all of you) (?:know|knows)|(?:i'm |im )?just doing the (?:maths|math)|think about it|figure (?:out )?the rest|one too many|let's see how|lets see how|we'll see how|sleep (?:well|tight)|watch this space|be afraid|heads up|uninvited|phase (?:two|three|2|3)|i'm being generous|im being generous|just a thought|you'll regret|you will regret|(?:it )?(?:can|could|will) happen (?:here|again)|(?:keep|go on) (?:${anyWord}ing)(?: ${anyWord}){0,3}? and see${end}|(?:pity|shame|sad|tragedy) if (?:it|he|she|they|something|anything|someone|the ${anyWord})|(?:distance|cameras?|police|guards?|locks?|prayers?|prayer|faith|your god|god) (?:won't|will not|can't|cannot) (?:help|save|protect|stop)|they won't${end}|tell (?:them|him|her)(?= \\.|$)|(?:come|comes|coming) (?:looking|for you)|(?:joking|kidding|jk)(?: obviously| of course)? but|imagine the look on (?:their|his|her|your) faces?|(?:doesn't|don't|isn't|aren't|didn't) (?:he|she|they|it)(?= \\.|$)|small world|(?:^|\\. )interesting(?= \\.|$)|just (?:an|a) (?:observation|fact|reminder)|(?:he's|she's|you've|they've|you have|he has|she has|they have) been warned|see you around|if (?:you|u) know what i mean|(?:somebody|someone) will figure (?:it|that) out|(?:^|\\. )(?:it|that|they|this) (?:won't|will not|wouldn't) (?:matter|help)(?= \\.|$)|(?:^|\\. )enjoy (?:the|your|this|their)(?: ${anyWord}){1,2}(?: , ${anyWord})?(?= \\.|$)|we asked nicely|one at a time|one by one|watch (?:who|where|how) (?:you|u)|won't just look|so do people|would hate for (?:anything|something) to|(?:jk|just kidding|kidding|joking)(?: \\.)* (?:unless|or am i)|or am i|funny idea|very on theme|not for (?:cricket|baseball|softball|sport|the game)|(?:i|we) won't forget (?:it|this|you|that)|be ready${end}|you heard it here first|mark the date|think twice before|while (?:they|you|he|she) (?:can|still can)${end}|(?:it |that )?(?:would|'d) be a (?:shame|pity|tragedy)${end}|watch (?:his|her|your|ur|their) backs?|(?:was|is) (?:the|a|just the|just a|only the|only a) (?:first )?warning|not an accident (?:this time|next time)|accidents happen to (?:people|those|anyone|folks)|make an example of (?:him|her|them|you|that|the)|(?:don't|do not|dont) be surprised if|not long now|(?:i|we) know (?:a guy|someone|somebody|people|some people|a few people) who(?:'d| would) (?:love|like|want|pay for) (?:that|this|the) (?:information|info|address|detail|details)|where (?:they|you|he|she) (?:aren't|are not|'re not|isn't|is not|arent) wanted`,
  ),
  // A knowing hint stronger than a verdict, which a coming day is enough to turn into a threat ("shame if anything
  // happened to it during Ramadan", "you heard it here first ... within the month").
  sign(
    'innuendo',
    false,
    `shame if (?:anything|something) (?:happened|happens|were to happen)|you heard it here first|tick tock|we'll prove it(?= \\.|$)|watch me${end}|asking for me|see what happens(?: to (?:it|them|him|her))?|(?:a )?public service if (?:someone|somebody|anyone)|(?:not|no) (?:joking|kidding)${end}|for real (?:tho|though)|just imagining(?: , | )?of course|the time for (?:words|talk|talking|voting|debate|prayers?) is (?:over|ending|past|done)|(?:act|fight) rather than (?:vote|talk|pray)`,
  ),
  // The news as where the reader will learn what the writer did; "we'll be on TV" says it is the writer's parade,
  // and "while we watch the news" a family's evening.
  sign(
    'innuendo',
    false,
    `(?<!(?:we|i|they|he|she|dad|mum|mom|family|us|to|and) )watch the news|(?:you'll|you will) (?:see|read about) it (?:on|in) the (?:news|papers)`,
    "(?:we'll|we will|i'll|i will|they'll|you'll) be on (?:tv|the news|television|camera|the radio)|interview|coverage|broadcast|live",
  ),
  // An armed agent wished for ("somebody with a good rifle ... could change history", "anyone with a car and nothing
  // to lose knows what to do"): menacing with a means, a harm or the target's exposure, not with a day alone, since
  // "anyone with a car and a free Sunday knows what to do" asks for drivers.
  sign(
    'armed',
    false,
    `(?:anyone|someone|somebody|whoever) with (?:a|an|the) (?:${anyWord} ){0,8}?(?:and nothing to lose )?(?:knows what to do|could change history|could (?:fix|end|settle|solve) (?:this|that|it|things|the problem)|would be a hero)|nothing to lose`,
  ),
  sign(
    'demand',
    false,
    `(?:or|or else) (?:he|she|they|you|u) (?:wont|won't|will not|will never|'ll never)|(?:better|had better|should) stay (?:off|away from|out of) (?:our|my|this|the)|(?:have|has|got|'ve got|gets) (?:until|till|til) (?:${anyWord} ){1,4}?to (?:pack|leave|get out|clear out|move out|go|convert|disappear)|(?:one|last|final) warning|(?:or|or else) (?:we|i)(?:'ll| will)? (?!(?:report|tell|call|email|ban|block|mute|unfollow|sue|complain|ask|leave|go|will|'ll)${E})${anyWord}(?: down| apart| out)? (?:${pronoun}|your (?:house|home|car|shop|temple|church|mosque|family))|or (?:it|he|she|they) (?:ends|comes|goes|gets)|one way or (?:another|the other)|whether (?:they|you|he|she) like it or not|better (?:find|look for) (?:somewhere|some place|someplace) else|(?:someone|somebody|anyone|anybody) (?:should|ought to|needs to|has to|must) (?:take advantage|pay(?: ${anyWord}){0,3}? a visit|drop|burn|teach|strike a match(?! for (?:the )?(?:candles?|diyas?|lamps?|incense)))`,
  ),
  // A condition on the target's being there or speaking ("keep posting and", "one more menorah and"): it pairs only
  // with a harm or a means, since "come to the temple on Diwali and you'll see the lamps" is one too.
  sign(
    'condition',
    false,
    `(?:anyone|anybody|whoever|any ${anyWord}) (?:who|that) (?:${anyWord} ){1,5}?(?:gets|will get|'ll get)|tell (?:the|that|your) (?:${anyWord} ){0,3}?(?:they|he|she) (?:should|better|had better)|(?:^|\\. )(?:${anyWord} ){1,8}?and you(?:'ll| will)|(?:^|\\. )(?:${anyWord} ){1,8}?and (?:we|i)(?:'ll| will)? (?:settle|track|hunt|make|show|teach|deal|bring|come)|(?:post|say|do|write|preach) (?:that|it|this) again|(?:any more|one more|another) (?:${anyWord} ){0,4}?(?:move|moves|come|comes|open|opens|show up|shows up|and)|(?:if|for the day|on the day|the day) (?:the |that |this )?(?:${anyWord} ){0,3}?(?:goes ahead|goes up|opens|is built|gets (?:planning )?(?:permission|approved|approval|built))|(?:^|\\. )keep (?:${anyWord}ing)(?: ${anyWord}){0,3}? and`,
  ),
  sign(
    'means',
    false,
    `${weapon}|sparks?|(?:one|a|single) match|matches|flammable|kindling|tinderbox|bonfire|tyre iron|tire iron|cinder ?blocks?|heavy (?:pots|bricks|stones|rocks)|what (?:i've|i have|we've|we have|i'm|we're|i am|we are) (?:got planned|planned|carrying|bringing)|real fire|stop a bullet|fireworks shop|(?:bottle|can|cans|litres|liters|gallons) of (?:fuel|diesel|petrol|gasoline|gas)|diesel|full tank|heavy (?:backpack|bag|rucksack)|bulldozer|(?:my|a) (?:bat|crowbar|hammer)|(?:a )?full (?:mag|magazine|clip)|something under (?:my|his|our) (?:coat|jacket|hoodie|shirt|robe)|pressure cookers?|bring (?:a |some |the |your )?(?:rope|lighter|a lighter|matches|bats|baseball bats|chains|knives|pipes|iron bars|crowbars|machetes)|(?:and )?a lighter(?! for (?:the )?(?:candles?|diyas?|lamps?|incense|stove|barbecue|bbq|grill|menorah|vigil))|(?:one|a) (?:clean|good|single|lucky) shot(?! of)|with (?:iron )?(?:pipes|crowbars|chains|machetes|clubs|knuckledusters|knuckle dusters|iron bars|baseball bats)|(?:a|the) high window`,
  ),
  sign(
    'coming',
    false,
    `(?:i|we)(?:'ll| will)? (?:come looking|be waiting|find (?:you|out who you are)|are coming in person|'re coming in person)|when (?:we|i) get there|(?:then|and) (?:i|we) come|(?:let|letting) (?:us|me) in|see you (?:there|then|sunday|saturday|friday|soon)${end}|(?:we|i) (?:should|will|'ll|could|gonna) make it happen|(?:someone|somebody|we|i) (?:is|are|am|'m|'re)? ?(?:going to|gonna|will|'ll) make sure|(?:i'll|we'll|i will|we will) make sure|me and the (?:lads|boys)|(?:we've|we have|i've|i have) got a plan for|when (?:we|i) (?:come|arrive|get there|show up)|(?:i|we) (?:sit|wait|park|watch|stand)(?: ${anyWord}){0,4}? (?:across from|outside|opposite)|(?:i'll|we'll|i will|we will) start with (?:the|that|this|yours|your)|(?:we'll|we will|i'll|i will) (?:remind|show|teach) (?:the|them|him|her|you)|(?:we'll|we will|i'll|i will) be there(?: early)?(?= \\.|$| ,)|with friends(?= \\.|$)|(?:i'll|i will|we'll|we will|i'm|im|we're) (?:come|coming|be|go|going) (?:to|at|round to|over to|down to) (?:your|the|that|their|his|her)|(?:somebody|someone|anyone|one of us) should be (?:waiting|there|outside)|(?:i'm|im|i am|we're|we are) bringing (?:the|a|some|my|our)|(?:i|we)(?:'ll| will)? come with my (?:brothers|boys|friends|lads|cousins|guys)|pay (?:him|her|them|you) a visit|(?:my|our) (?:lads|boys|brothers|mates|friends|guys|cousins) (?:will|'ll|are going to|are gonna) be (?:waiting|there|outside)|(?:a few|some|several|a bunch|a couple|the rest) of us (?:are|will be|'re|are gonna be|are going to be) (?:driving|going|heading|coming|walking|popping) (?:up |down |over |round )?(?:to|by)`,
  ),
  sign(
    'time',
    false,
    `${comingTime}|(?:by|before|until|till|after) (?:the )?(?:${rite}|first of ${month}|end of the (?:week|month))|this (?:year|${month}|${season})|next (?:week|month|year|${season})|(?:in|by) ${season}|(?:the )?next (?:time|${anyWord}) (?:you|he|she|they)|next time (?:the|that|this|you|they|he|she)|for (?:${feast})|(?:have|has|got|'ve got) (?:one|a|two|three) (?:more )?(?:week|weeks|day|days|month|months)|within the (?:week|month|year)|the same (?:week|day|night)|from now on|on opening day|before the (?:wedding|service|festival|parade|holiday)|(?:on |, )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?`,
  ),
  sign(
    'history',
    false,
    `operation blue star|babri|godhra|holocaust|pogroms?|kristallnacht|(?:in |of )?(?:19)?84|partition|the crusades|srebrenica|christchurch|pittsburgh`,
  ),
  sign(
    'ending',
    false,
    `(?:will )?close for good|shut (?:it )?down for good|(?:be|is) gone for good|and (?:it's|it is|its) (?:all )?over${end}`,
  ),
  // Recruiting for the night the target is exposed ("Saturday night. Who's in?"): menacing beside a means, a harm or the
  // target's exposure told twice.
  sign(
    'recruit',
    false,
    `(?:dm|message|pm) me if (?:you|u) (?:want in|are in|wanna join)|(?:we're|we are) organi[sz]ing${end}|who's in|who is in|who's with me|who is with me|who's coming with (?:me|us)`,
  ),
  ...aftermathSigns,
  ...reckoningSigns,
];

/**
 * The kinds that pair in threats and not in their twins: a time alone pairs only with harm (a funeral "next month"
 * is grief), the writer coming only with a verdict, a means or a demand (a visit "on Sunday" is a visit).
 */
const menacingPairs: ReadonlyArray<readonly [Kind, Kind]> = [
  ['harm', 'exposure'],
  ['harm', 'verdict'],
  ['harm', 'demand'],
  ['harm', 'means'],
  ['harm', 'coming'],
  ['harm', 'time'],
  ['harm', 'history'],
  ['harm', 'ending'],
  ['harm', 'condition'],
  ['means', 'condition'],
  ['verdict', 'condition'],
  ['verdict', 'exposure'],
  ['verdict', 'means'],
  ['verdict', 'coming'],
  ['verdict', 'demand'],
  ['verdict', 'history'],
  ['verdict', 'ending'],
  ['demand', 'time'],
  ['innuendo', 'time'],
  ['innuendo', 'harm'],
  ['innuendo', 'exposure'],
  ['innuendo', 'means'],
  ['innuendo', 'coming'],
  ['innuendo', 'demand'],
  ['innuendo', 'verdict'],
  ['innuendo', 'condition'],
  ['demand', 'means'],
  ['demand', 'coming'],
  ['demand', 'ending'],
  ['demand', 'exposure'],
  ['means', 'exposure'],
  ['means', 'coming'],
  ['exposure', 'coming'],
  ['means', 'ending'],
  ['recruit', 'means'],
  ['recruit', 'harm'],
  ['armed', 'means'],
  ['armed', 'harm'],
  ['armed', 'exposure'],
];

/** What a veiled threat names: a place, a gathering or rite, a people, a minister, the reader, what believers wear. */
const target = new RegExp(
  `${B}(?:${place}|${gathering}|${feast}|${moreRites}|${group}|${minister}|${sacred}|you|your|ur|you've|you're|you'll|(?:st|saint) ${anyWord}|(?<!(?:my|your|his|her|our|their|a|the) )father ${anyWord}|(?:jewish|hebrew|muslim|hindu|sikh|christian|buddhist|catholic|kosher|halal|islamic|orthodox|hasidic) ${anyWord}|menorahs?|prayer (?:group|meeting|circle)s?|kippah|kippahs|yarmulke|turbans?|hijabs?|burqas?|robes|cross necklace|(?:prayer|langar|community|church|parish) (?:room|hall)|(?:meditation|dharma|islamic|jewish|hindu|sikh|buddhist|bahai|baha'i|interfaith|iskcon|retreat) (?:hall|centre|center)|holy days?|houses? of worship|places? of worship|(?:dawn|morning|evening|night|friday|fajr|isha) prayer|meetup|open day|open house|alms round|yatra|nagar kirtan|nativity|peace walk|prayer breakfast)(?:'s|s')?${E}`,
  'u',
);

/** The sentence of the joined message (" . " between sentences) that holds a match at `index`. */
const sentenceAt = (text: string, index: number) => {
  const start = text.lastIndexOf(' . ', index);
  const stop = text.indexOf(' . ', index);
  return text.slice(start < 0 ? 0 : start + 3, stop < 0 ? text.length : stop);
};

export const signsIn = (text: string) =>
  signs.flatMap((each) =>
    [...text.matchAll(each.pattern)]
      .filter((match) => !each.unless?.test(sentenceAt(text, match.index)))
      .map((match) => ({ ...each, matched: match[0], index: match.index })),
  );

/**
 * The rule that decided when the message (its sentences joined by " . ") is a veiled threat; a message of questions
 * only is read only for the strong signs.
 */
export function veiledThreat(
  text: string,
  questionsOnly: boolean,
): { rule: string; matched: string } | undefined {
  if (!target.test(text)) return undefined;
  const matches = signsIn(text);
  const strong = matches.find((each) => each.strong);
  if (strong) return { rule: 'threat.veiled-harm', matched: strong.matched };
  if (questionsOnly) return undefined;
  const kinds = new Set(matches.map((each) => each.kind));
  const pair = menacingPairs.find(([a, b]) => kinds.has(a) && kinds.has(b));
  if (pair) return { rule: `threat.veiled-${pair[0]}`, matched: text.slice(0, 120) };
  // The target's exposure told twice and set apart as a sentence of its own ("... along the canal. Alone. Every day.").
  const exposures = new Set(
    matches.filter((each) => each.kind === 'exposure').map((each) => each.matched.replace(/^\. /u, '')),
  );
  const wordsOf = (part: string) => part.split(' ').filter((word) => word.length > 0 && word !== ',').length;
  const setApart = text.split(' . ').some((sentence) => {
    const inIt = [...exposures].filter((exposure) => sentence.includes(exposure));
    return inIt.length > 0 && wordsOf(sentence) - inIt.reduce((sum, each) => sum + wordsOf(each), 0) <= 1;
  });
  if (exposures.size >= 2 && kinds.has('recruit'))
    return { rule: 'threat.veiled-recruit', matched: text.slice(0, 120) };
  if (exposures.size >= 2 && setApart) return { rule: 'threat.veiled-exposure', matched: text.slice(0, 120) };
  return undefined;
}
