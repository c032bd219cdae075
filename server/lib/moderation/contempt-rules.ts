import {
  B,
  E,
  _,
  anyWord,
  contempt,
  filler,
  group,
  insultAdjective,
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

export const contemptRules: readonly Rule[] = [
  r(
    'hate.likened-ways',
    'hate',
    85,
    `${B}${people}(?: ${anyWord})?${_}(?:look|looks|behave|behaves|act|acts|smell|smells|breed|breeds|live|lives|eat|eats)(?: just| exactly)? like (?:apes|monkeys|animals|pigs|rats|dogs|cockroaches|vermin|beasts|savages|insects|baboons|goats)${E}|${B}(?:infest|infests|infesting|infested|swarm|swarms|swarming|breed|breeds|breeding|multiply|multiplies|multiplying)(?: ${anyWord}){0,3}? like (?:rats|cockroaches|vermin|insects|locusts|lice|maggots|rabbits|animals|termites|a plague|a virus)${E}|${B}(?:should|must|need to|ought to|deserve to)(?: all)? be treated (?:like|as) (?:rats|livestock|cattle|animals|vermin|dogs|pigs|cockroaches|insects|pests)${E}`,
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
    'harassment.degrading',
    'insult',
    85,
    `${B}(?:you'd|you would|youd|you will|you'll|u would) look (?:so |really )?(?:good|hot|sexy|cute|pretty|nice) on (?:your|ur) knees${E}|${B}on (?:your|ur) knees (?:${anyWord} ){0,2}?(?:to|before) me${E}|${B}(?:are|r) (?:you|u) (?:still )?a virgin${E}|${B}(?:moan|moaning|groan|strip|undress|beg) for me${E}|${B}make (?:you|u) my (?:little )?(?:slave|slave girl|sex slave|bitch|whore|slut|toy|girl)${E}|${B}say (?:yes master|yes daddy)${E}|${B}(?:you're|you are|youre|ur|u r) (?:a |my )?(?:dirty|naughty|slutty) (?:little )?(?:girl|slut|whore)${E}|${B}bend (?:you|u) over${E}|^(?:${insultAdjective} )*piece of (?:junk|crap|shit|garbage|trash)(?: ai| bot| machine| program| app)?${E}|${B}(?:you are|you're|youre|ur|u r) (?:a|an) (?:donkey|monkey|pig|dog|ape|baboon|goat) (?:with|in|who|that)${E}`,
    false,
  ),
];
