import {
  B,
  E,
  _,
  anyWord,
  contempt,
  filler,
  group,
  insultAdjective,
  insultNoun,
  place,
  r,
  sacred,
  type Rule,
} from './rule-parts';

/**
 * Contempt a blind probe showed in forms the first rules did not read: a people likened to apes by their looks or
 * their ways, vices "by nature" or "in their blood", a people to be "treated like rats", a bare "X = parasites",
 * sacred things worth less than toilet paper or pissed on, and the scholar harassed as a woman (on her knees, moaning,
 * a slave girl) or called a piece of junk.
 */
/** A people named by a faith's or people's adjective and a plain noun: "bearded sikh men", "jewish women". */
const people = `(?:${group}|(?:bearded |old |young )?(?:jewish|muslim|hindu|sikh|christian|buddhist|catholic|arab|indian|pakistani|african|asian|black|white) (?:men|women|boys|girls|folk|guys))`;
const vice = `(?:thieves|liars|criminals|rapists|savages|terrorists|killers|cheats|traitors|animals|parasites|murderers|barbarians|deceivers)`;
const viceNoun = `(?:lying|taqiyya|deceit|deception|thieving|theft|stealing|violence|terrorism|crime|treachery|cheating|greed|savagery|rape|murder|hatred)`;

/** Beasts a people is said to couple with: the smear names the animal and the act, in either order. */
const beast = `(?:camels?|goats?|sheep|donkeys?|pigs?|dogs?|cows?|animals)`;
const coupling = `(?:sleep|sleeps|slept|have sex|has sex|had sex|fuck|fucks|fucked|shag|shags|screw|screws|marry|marries|married|mate|mates)`;
/**
 * Mock nouns for the scholar ("you brainless parrot", "demonic pile of code") and the strongest person insults, which
 * insult with any word before them; "you kind scholar" is thanks, so the plain names for the scholar are not here.
 */
const machineMock = `(?:clanker|clankers|parrot|pile of code|piece of code|heap of code|heap of circuits|tin can|typewriter|toaster|calculator|autocomplete|autocorrect|spellchecker|spell checker|search engine|gadget|moron|idiot|imbecile|cretin|retard|loser|asshole|dickhead|jackass|twat|wanker|prick)`;
/** Words that are not an insult's adjective, so "you saw a parrot" stays a sentence about a bird. */
const notAdjective = `(?!(?:saw|see|seen|have|had|are|were|was|a|an|the|know|knew|like|love|want|mean|said|say|think|met|call|called|heard|got|get|with|and|to|of|for|in|on|at|my|your|his|her|our|their|this|that|can|could|would|should|will|did|do|does|also|ever|never|need|used|use|made|make|built|sound|look|act|talk|write|wrote|read|asked|ask|mentioned|remind|reminded|too|as|so|just|not|or|but|if|then|there|here|all|both)${E})`;

export const contemptRules: readonly Rule[] = [
  r(
    'hate.likened-ways',
    'hate',
    85,
    `${B}${people}(?: ${anyWord})?${_}(?:look|looks|behave|behaves|act|acts|smell|smells|breed|breeds|live|lives|eat|eats)(?: just| exactly)? like (?:apes|monkeys|animals|pigs|rats|dogs|cockroaches|vermin|beasts|savages|insects|baboons|goats|rodents|mice|roaches|fleas|flies|bugs)${E}|${B}(?:closer|nearer) to (?:apes|monkeys|animals|beasts|baboons|pigs|dogs) than (?:to )?(?:men|humans|people|human beings)${E}|${B}(?:infest|infests|infesting|infested|swarm|swarms|swarming|breed|breeds|breeding|multiply|multiplies|multiplying)(?: ${anyWord}){0,3}? like (?:rats|cockroaches|vermin|insects|locusts|lice|maggots|rabbits|animals|termites|rodents|mice|roaches|fleas|flies|a plague|a virus)${E}|${B}(?:should|must|need to|ought to|deserve to)(?: all)? be treated (?:like|as) (?:rats|livestock|cattle|animals|vermin|dogs|pigs|cockroaches|insects|pests)${E}`,
    'reported',
  ),
  r(
    'hate.by-blood',
    'hate',
    85,
    `${B}${vice} by (?:nature|birth|blood)${E}|${B}${viceNoun} (?:is|runs) in (?:their|the|your) (?:blood|genes|dna|nature)${E}|${B}(?:every (?:last |single )?one of them|all of them|each of them|each and every one of them) (?:is|are) (?:a |an |all )?(?:liar|liars|thief|thieves|rapist|rapists|criminal|criminals|terrorist|terrorists|traitor|traitors|savage|savages|parasite|parasites|snake|snakes)${E}|(?:^|[,:] )why (?:are|is) (?:all |so many |most )${group}(?: ${anyWord})? ${contempt}${E}|^${group}${_}(?:=${_})?${filler}${contempt}$|${B}${group}${_}(?:are|is|were)${_}(?:simply |mentally |a mental |an |a |just )+(?:${insultAdjective} )?${contempt}${E}`,
    'reported',
  ),
  r(
    'sacred.worthless',
    'hate',
    85,
    `${B}${sacred}${_}(?:is|are|was)(?: ${anyWord})? worth less than (?:the |a |my |your |some )?(?:${anyWord} )?(?:toilet paper|dirt|garbage|trash|shit|crap|dog shit|used condom|napkin|tissue)${E}|${B}(?:pissed|peed|urinated|shat|spat|pissing|peeing|urinating) (?:on|in|against) (?:it|${sacred}|${place}|(?:the |your |their |that )?(?:${anyWord} )?(?:wall|statue|idol|altar|book))(?:${_}${anyWord}){0,6}?${_}(?:i'd|i would|i will|i'll|gonna|again|do it again)${E}|${B}(?:stub|stubbed|stubbing|put|putting) (?:my|out my|our) (?:cigs|cigarettes|cigars|joints|butts)(?: out)? on (?:his|her|its|their) (?:head|face)${E}`,
    'reported',
  ),
  r(
    'hate.bestiality',
    'hate',
    85,
    `${B}${beast}(?: (?:that|which))? (?:they|he|you|u|ya|their men|your men|your prophet|their prophet) ${coupling} with${E}|${B}${people}(?: ${anyWord}){0,2}? (?:fuck|fucks|fucked|shag|shags|have sex with|has sex with|screw|screws|marry|marries) (?:their |your |the |a )?${beast}${E}`,
    'reported',
  ),
  // A sacred figure damned, the crucifix and worship mocked as a corpse, a scripture called trash "for trash people".
  r(
    'sacred.mocked',
    'hate',
    85,
    `${B}${sacred}${_}(?:is|are|was|'s)? ?(?:rotting|burning|roasting|frying|suffering|screaming) in hell${E}|${B}(?:dead|some|a) (?:guy|man|dude|jew|carpenter|hippie|corpse) (?:nailed )?(?:on|to) a (?:stick|plank|pole|popsicle stick|lolly stick)${E}|${B}(?:worship|worships|worshipping|worshiping|pray to|praying to|prays to) (?:a |an |some )?(?:zombie|corpse|dead guy|dead jew|rotting corpse|zombie corpse|box of rocks|dead carpenter)${E}|${B}${sacred}(?:${_}${anyWord}){0,14}?${_}(?:trash|garbage|shit|crap|filthy|stupid|dumb|worthless|retarded) (?:book|books|religion|faith|god|gods|scripture|cult|prophet|prophets) for (?:trash|garbage|stupid|dumb|filthy|retarded|worthless|brainwashed|inbred|${anyWord}less) (?:people|folk|idiots|losers|morons|sheep|retards)${E}`,
    true,
  ),
  // The scholar called a mock noun as a vocative, anywhere in the message ("..., dumb idiot machine, ...").
  r(
    'insult.vocative',
    'insult',
    85,
    `(?:^|[,:] |\\. )(?:(?:${insultAdjective}|${insultNoun}) ){1,3}(?:bot|ai|machine|scholar|chatbot|robot|program|parrot|clanker|gadget|spellchecker|toaster|calculator)(?= [,.!]|$)|${B}(?:you|u|ya) ${notAdjective}${anyWord} (?:${anyWord} )?${machineMock}${E}`,
    false,
  ),
  // Scripture for the contemptible: "the torah is a book of genocide for psychopaths"; the reader lumped in with
  // the contemptible: "this app is run by pedophiles and so are you".
  r(
    'sacred.mocked',
    'hate',
    85,
    `${B}${sacred}${_}(?:is|was|'s)${_}(?:just |only |basically |really )?(?:a|the) (?:${anyWord} ){0,3}?(?:book|books|religion|faith|scripture|manual|guide|cult|fairy tale|fairytale)(?: of ${anyWord})? for (?:${contempt})${E}`,
    'reported',
  ),
  r(
    'insult.lumped-in',
    'insult',
    85,
    `${B}${contempt}(?: ${anyWord}){0,2}? (?:and )?so (?:are|r|is) (?:you|u|ya)${E}`,
    false,
  ),
  // Women kept from scripture and sent to the kitchen; a question about what a text says is answered.
  r(
    'hate.generalisation',
    'hate',
    85,
    `${B}(?:women|girls|wives|females|woman|a woman)${_}(?:belong|belongs|should stay|should be kept|must stay|should be|need to stay|needs to stay) (?:back )?(?:in the kitchen|barefoot and pregnant|at home and (?:silent|quiet|shut up))${E}`,
    true,
  ),
  // "the chinks at the pagoda": a word that is innocent of armour and light names people with a determiner.
  r(
    'slur.people-word',
    'slur',
    85,
    `${B}(?:the|those|these|some|dirty|filthy|all|them|bloody|damn|fucking|stupid|two|three|few) (?:chinks|fags|japs|nips)${E}(?! (?:of|in|between|through|where|and crannies|let|appear|appeared|opened))|${B}(?:slanty|slitty|squinty|slant eyed|slanty eyed|slit eyed|slitty eyed|squinty eyed) ${group}${E}`,
    false,
  ),
  r(
    'harassment.degrading',
    'insult',
    85,
    `${B}(?:you'd|you would|youd|you will|you'll|u would) look (?:so |really )?(?:good|hot|sexy|cute|pretty|nice) on (?:your|ur) knees${E}|${B}on (?:your|ur) knees (?:${anyWord} ){0,2}?(?:to|before) me${E}|${B}(?:are|r) (?:you|u) (?:still )?a virgin${E}|${B}(?:moan|moaning|groan|strip|undress|beg) for me${E}|${B}make (?:you|u) my (?:little )?(?:slave|slave girl|sex slave|bitch|whore|slut|toy|girl)${E}|${B}say (?:yes master|yes daddy)${E}|${B}(?:you're|you are|youre|ur|u r) (?:a |my )?(?:dirty|naughty|slutty) (?:little )?(?:girl|slut|whore)${E}|${B}bend (?:you|u) over${E}|${B}bend (?:it|her|him) over (?:the|a|my|your|ur) (?:pulpit|altar|table|desk|bed|knee|pew|couch|lectern)${E}|${B}make (?:you|u) (?:moan|scream my name|beg for it)${E}|^(?:${insultAdjective} )*piece of (?:junk|crap|shit|garbage|trash)(?: ai| bot| machine| program| app)?${E}|${B}(?:you are|you're|youre|ur|u r) (?:a|an) (?:donkey|monkey|pig|dog|ape|baboon|goat) (?:with|in|who|that)${E}`,
    false,
  ),
];
