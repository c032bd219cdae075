import { anyWord, group, place } from './rule-parts';

/**
 * A people denied their humanity (probe 14): named, or taken up again as "they" after being named, and then called
 * beasts, vermin, stock or a disease ("Shia are rafidi dogs", "they're cattle anyway", "Evangelicals? Livestock"),
 * said to be barely or less than human, not to count as people, born polluted, or said to breed mongrels when they
 * marry out. The nouns are the language's whole field of animals, pests, stock and sickness, not one probe's; what
 * keeps a sincere message out is structure: the people must be the subject, the words between hold no report or
 * attribution ("called", "considered", "say", "taught"), and a question about a word or an animal names no people
 * as its subject. Wordings and twins in humanity-denied.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

/** Words that make the claim someone else's: reported, attributed, asked about. */
const attributed =
  '(?:say|says|said|think|thinks|thought|believe|believes|believed|claim|claims|claimed|call|calls|called|calling|consider|considers|considered|see|seen|viewed|treated|labelled|labeled|branded|dubbed|described|portrayed|taught|teach|teaches|propaganda|were|was|as|by|if|whether|why|how|are they|is it)';
const gap = (most: number) => `(?:(?: [,;:])? (?!${attributed}(?:\\s|$))${anyWord}){0,${most}}?`;
/** Beasts, stock, pests and sickness: what a people is made into. */
const beastWord =
  '(?:animals|beasts|snakes|vipers|serpents|jackals|hyenas|brutes|cattle|livestock|breeding stock|stock|goats|pigs|swine|hogs|dogs|curs|mutts|mongrels|half breeds|halfbreeds|rats|vermin|pests|parasites|leeches|ticks|fleas|lice|maggots|worms|cockroaches|roaches|insects|bugs|locusts|termites|apes|monkeys|baboons|chimps|gorillas|savages|subhuman|subhumans|untermenschen|meat puppets|kiddie fiddlers|paedophiles|pedophiles|child molesters|a disease|a cancer|a plague|an infestation|a virus|a tumour|a tumor|germs|bacteria|vegetables|houseplants|zombies)';
/** A beast noun that modifies another ("cattle farmers", "dog lovers") names a trade or a liking, not the people. */
const beast = `${beastWord}(?! (?:farmers?|herders?|ranchers?|breeders?|dealers?|traders?|keepers?|owners?|lovers?|catchers?|handlers?|rustlers?|drovers?|shepherds?|people|rights|welfare|shelters?|sanctuary|sanctuaries|feed|markets?|fairs?|shows?))`;
const lowered =
  '(?:all|just|only|nothing but|no better than|worse than|lower than|basically|simply|little more than|more like|a bunch of|a pack of|a herd of|a nest of|a swarm of|a hive of|a colony of|a plague of|an infestation of|mere|literally|soulless|filthy|dirty|stinking|hairy|rabid|brainless|sheep brained)';
const called = `(?:(?:don't|do not|dont|have no|lack|haven't got) (?:have |got )?(?:a |any |real )?souls? like (?:normal|real|other|regular|the rest of us|us|proper) (?:people|humans|human beings|folk)|(?<!(?:it|this|that|which|there|what) )(?:are|is|r|they're|theyre|they are|'re)(?: ${lowered}){0,3}(?: ${anyWord}){0,1}? ${beast}|(?:barely|hardly|less than|not even|not fully|scarcely|not really|no longer) human|(?:nothing|not much|little) human (?:left )?(?:in|about) them|nothing human (?:upstairs|inside|in there|left)|(?:dirtier|filthier|lower|worse|more disgusting|smellier|dumber|stupider|more filthy) than (?:${beastWord}|(?:a )?(?:dog|pig|rat|animal|beast|cockroach|worm|maggot|swine))|(?:don't|dont|do not|doesn't|does not|shouldn't|should not|never) (?:even )?(?:deserve to be called|qualify as|count as|rank as|pass for|deserve to be treated as) (?:people|human|humans|persons|human beings)|born (?:polluted|impure|unclean|dirty|filthy|defiled|tainted)|souls? of (?:ticks|rats|dogs|insects|pigs|worms|maggots|animals)|(?:have|has|got) (?:the )?(?:morals|minds?|brains?|intelligence|manners|ethics|hygiene|iq) of (?:a |an )?(?:${beastWord}|insect|dog|pig|rat|animal|worm|cockroach|goat|ape|monkey)|(?:are|is|they're|theyre|'re)(?: ${lowered}){0,2} (?:a |an )?(?:lesser|lower|inferior|degenerate|defective|primitive|subhuman) (?:form|kind|type|grade|breed|order|species|race|strain) of (?:human|humans|humanity|human being|person|people|man|mankind|life)|(?:are|is|they're|theyre|'re)(?: ${lowered}){0,2} (?:an? )?(?:inferior|lesser|lower|subhuman) (?:race|species|breed)|(?:have|has) the (?:iq|brains?|intelligence) of (?:their|the|a|an) (?:gods|god|idols|cows|cattle))`;
/** The people named, then their humanity denied within a few words of the same clause; "those bald temple people". */
const named = new RegExp(
  `(?:^|\\s)(?:${group}|(?:those|these) (?:${anyWord} ){1,3}people)${gap(8)}(?: [,;:])? ${called}(?=\\s|$)`,
  'u',
);
/** After a people or their readers are listed: "Vermin, every one.", "Cattle, the lot.", "Subhuman, all of them." */
const verdict = new RegExp(
  `(?:^|[.:!] )(?:${beastWord}|sheep)(?: ,)? (?:the lot|the lot of them|all of them|every one|every one of them|each one of them|every last one|one and all|the whole lot)(?= [.!]|$)`,
  'u',
);
const listed = new RegExp(
  `(?:^|\\s)(?:${group}|(?:${anyWord} )?(?:readers|followers|believers|worshippers|sects|cults)) [,:]`,
  'u',
);
/** "They" again once the people is named: "Jews don't deserve a homeland, they don't even deserve to be called people". */
const again = new RegExp(
  `(?:^|\\s)(?:they're|theyre|they|these people|those people)${gap(3)} ${called}(?=\\s|$)|(?:^|\\s)(?:they're|theyre|they are)(?: ${lowered}){0,3} ${beast}(?=\\s|$)`,
  'u',
);
/**
 * A people set beside a beast with no verb, as a verdict: "Burmese monks, Sri Lankan monks, all the same: rabid dogs
 * in robes", "Zionists, Jews, same animals different collar", "the whole congregation at that gurdwara, fleas on one
 * mangy dog". A list of what a farm keeps names no people; a comma after a people and before a beast is the verdict.
 */
const apposed = new RegExp(
  `(?:^|\\s)(?:${group}|the whole (?:congregation|lot of them|community|sangat|ummah|parish|flock))(?: (?:at|in|from|of)(?: ${anyWord}){1,3}?)?(?: , (?:${anyWord} ){0,2}?${group})* [,:](?: (?:all (?:one breed|the same)|one breed|all the same|same|just|nothing but)(?: [,:])?)?(?: ${anyWord}){0,2}? ${beast}(?=\\s|$)|(?:^|\\s)same ${beast} (?:different|with a different|in a different) ${anyWord}(?=\\s|$)`,
  'u',
);
/** A place of worship made a pest's nest and its people the pests to be cleared: "Every synagogue is a nest... you fumigate it". */
const nestCleared =
  /(?:^|\s)(?:is|are) (?:a|an|one big) (?:nest|termite mound|hive|rat's nest|rats' nest|rats nest|anthill|ant hill|den)(?=\s|$)(?:.*?)(?:^|\s)(?:(?:fumigate|exterminate|smoke out|tent|gas|spray|poison)(?: (?:it|them|the house|the place|the lot))|smoke (?:it|them) out)(?=\s|$)/u;
const placeNamed = new RegExp(`(?:^|\\s)(?:${place})(?=\\s|$)`, 'u');
const namedAnywhere = new RegExp(`(?:^|\\s)${group}(?=\\s|$)`, 'u');
/** "Evangelicals? Livestock.": the people asked after and answered with a beast. */
const answered = new RegExp(`(?:^|\\s)${group} [?:.] (?:${lowered} )?${beast} [.!]`, 'u');
/** Marrying out said to breed mongrels, or the blood to be kept clean. */
const mongrels =
  /(?:^|\s)(?:marriages?|couples?|unions?|intermarriage|mixing|mixed [\p{L}']+|interfaith [\p{L}']+)(?: [\p{L}']+){0,3}? (?:make|makes|produce|produces|breed|breeds|create|creates|give|gives|spawn|spawns) (?:[\p{L}']+ )?(?:mongrels|half breeds|halfbreeds|mutts|mixed breeds|bastards)(?=\s|$)/u;

/** The people named as the object of someone's saying: "someone said Palestinians are animals", "the lie that". */
const reportedBefore =
  /(?:^|\s)(?:said|says|say|saying|wrote|writes|write|posted|posts|commented|tweeted|texted|messaged|shouted|yelled|chanted|claim|claims|claimed|think|thinks|thought|believe|believes|believed|told me|tells me|called|calls|call|heard|hear|the idea that|the lie that|the myth that|the claim that|the belief that|told(?: [\p{L}']+){1,3} that)(?: [\p{L}']+){0,2}$/u;

/** "They are animals too, they say": the claim is someone else's, or "too" says what else is an animal. */
const toldBySomeone =
  /^(?: [,.])? (?:too|as well|also|they say|he says|she says|people say|some say|we are told|we're told)(?=\s|$)/u;

export function humanityDenied(text: string): Found {
  const judged = verdict.exec(text);
  const found =
    named.exec(text) ??
    answered.exec(text) ??
    mongrels.exec(text) ??
    apposed.exec(text) ??
    (placeNamed.test(text) ? nestCleared.exec(text) : null) ??
    (judged && listed.test(text.slice(0, judged.index)) ? judged : null);
  if (found && reportedBefore.test(text.slice(0, found.index))) return undefined;
  if (found && toldBySomeone.test(text.slice(found.index + found[0].length))) return undefined;
  if (found) return { rule: 'hate.humanity-denied', matched: found[0].trim() };
  const first = namedAnywhere.exec(text);
  if (!first) return undefined;
  const rest = text.slice(first.index + first[0].length);
  const later = again.exec(rest);
  if (later && toldBySomeone.test(rest.slice(later.index + later[0].length))) return undefined;
  return later
    ? { rule: 'hate.humanity-denied', matched: `${first[0].trim()} ... ${later[0].trim()}` }
    : undefined;
}
