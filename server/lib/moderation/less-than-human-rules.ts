import { B, E, _, alt, anyWord, group, r, type Rule } from './rule-parts';
import { groupModifiers } from './lexicon';

/**
 * A group called less than human in words no contempt list holds: "demons in human skin", "walking lumps of meat",
 * "breeding machines", "the lowest form of life", "mentally defective and shouldn't be allowed to breed", people who
 * "smell and live like pigs", "the orthodox ones are cockroaches". The claim may follow the group across a few words
 * or a sentence ("Atheists have no soul. They're basically..."), but not through a report ("atheists say we are
 * lumps of meat", "Nazis called Jews vermin"), and a likeness to monks or kings is no claim.
 */
const report = `(?!(?:say|says|said|think|thinks|thought|believe|believes|believed|claim|claims|claimed|argue|argues|teach|teaches|taught|call|calls|called|treat|treats|treated|see|sees|saw|view|views|as|were|was|wrote|write|writes)${E})`;
const gap = (most: number) => `(?: (?:[.,:] )?${report}${anyWord}){0,${most}}?`;
const lessThanHuman = `(?:(?:${anyWord} ){0,2}?(?:demons|devils|animals|beasts|monsters) in human (?:skin|form|bodies|shape)|(?:walking )?(?:lumps?|sacks?|bags?|piles?|hunks?) of (?:meat|flesh)|breeding (?:machines|cattle|stock|sows|factories)|(?:the )?lowest form of (?:life|human|humanity)|mentally (?:defective|deficient|retarded)|genetically inferior|cockroaches|vermin|subhumans?|(?:animals|beasts|apes|monkeys) (?:with|in) (?:smartphones|phones|suits|clothes|shoes|cars)|(?:walking )?(?:bin bags?|binbags?|rubbish bags?|trash bags?|garbage bags?|bin liners|letterboxes|letter boxes)|(?:${anyWord} ){0,2}?(?:clones|zombies|drones) with no (?:souls?|brains?|minds?)|(?:a )?genetic dead end|the lowest (?:kind|sort|type) of (?:vermin|life|human|scum|animal))`;
const ones = `(?:the|those|these|all the) ${alt(groupModifiers.filter((word) => word.length > 3))} ones`;
const who = `(?:${group}|${ones})`;

export const lessThanHumanRules: readonly Rule[] = [
  r(
    'hate.less-than-human',
    'hate',
    85,
    [
      `${B}${who}${gap(8)}${_}(?:are|is|they're|they are|theyre)${gap(6)}${_}${lessThanHuman}${E}`,
      `${B}${who}${gap(8)}${_}(?:should not|shouldn't|should never|must not|mustn't|ought not to) be allowed to (?:breed|reproduce|have (?:children|kids|babies))${E}`,
      `${B}${who}${_}(?:(?:smell|smells|live|lives|breed|breeds|eat|eats)(?: and | , ))?(?:smell|smells|live|lives|breed|breeds|eat|eats) like (?:pigs|animals|rats|dogs|cockroaches|vermin|beasts|rabbits|swine)${E}`,
    ].join('|'),
    'reported',
  ),
];
