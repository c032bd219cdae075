import { group, place } from './rule-parts';

/**
 * The writer's own hand on a weapon, turned on a named target at a set time (probe 16): "next time I see a turban
 * at the gas station I'm pulling my gun", "I'll put a knife in him during aarti", "tonight he meets my tyre iron",
 * "they're getting run over on Monday and I'm the one driving", "bricks are cheap. Saturday night, who's in", "I
 * start with the preacher, then the one at the mosque. Sunday." Three parts, each common alone (a gun in a safe, a
 * priest at aarti, a Sunday), make the threat together: the writer or the writer's crew with a weapon or a vehicle
 * driven through or over people, a person, people or place, and a time. A shawl put on the granthi during kirtan,
 * a truck that takes the chairs to the revival, diyas and a lighter for Diwali are the same frame without a weapon.
 * Wordings and twins in own-hand.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const weapon =
  '(?:guns?|pistols?|rifles?|shotguns?|knife|knives|blades?|machetes?|crowbars?|tyre irons?|tire irons?|baseball bats?|bats?|axes?|hammers?|bricks?|sticks|lathis|petrol|molotovs?|acid|bullets?)';
/** The writer's hand on it, or the crew's. */
const hand = new RegExp(
  `(?:^|\\s)(?:(?:i'm|im|i am|i'll|ill|i will|we're|we'll|we will|i|we|me and [\\p{L}']+(?: [\\p{L}']+)?(?: are)?|my|our) (?:(?:going to|gonna|gonna be|just|then|finally|personally|straight|already) )?(?:pulling|pull|swinging|swing|putting|put|sticking|stick|bringing|bring|taking|take|using|use|throwing|throw|go with|going with|come with|coming with|meets?|meet) (?:(?:my|our|a|the|some|his|their|in|out|\\p{L}+'s) ){0,2}?${weapon}|(?:meets?|meet|gets?|getting) (?:my|our) ${weapon}|${weapon} (?:are|is) cheap)(?=\\s|$)`,
  'u',
);
/** A vehicle the writer drives through or over people: "I'm the one driving", "my truck goes straight through it". */
const driven =
  /(?:^|\s)(?:(?:getting|get|be|being) run over(?: [\p{L}']+){0,4}? (?:i'm|im|i am) the one driving|my (?:truck|car|van|lorry|suv|tractor) goes (?:straight )?(?:through|into|over) (?:it|them|him|her|the)|(?:i|we)(?:'ll| will|'m going to| are going to) (?:drive|plough|ram) (?:my |our |a |the )?(?:truck|car|van|lorry|suv|tractor)? ?(?:through|into) (?:them|it|the))(?:\s|$)/u;
/** Who it is for: a people, a place, a person by role, or "him". */
const target = new RegExp(
  `(?:^|\\s)(?:${group}|${place}|him|his head|her|them|(?:the|that|this) (?:[\\p{L}']+ )?(?:granthi|pujari|rabbi|imam|priest|pastor|preacher|monk|shopkeeper|vicar|bishop)|a turban|turbans|revival|procession|congregation|deli)(?=\\s|$)`,
  'u',
);
const time =
  /(?:^|\s)(?:tonight|tomorrow|today|this (?:weekend|week|evening|morning)|(?:on |next |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: night| morning)?|next time|during [\p{L}']+|at (?:nine|ten|eight|seven|six|\d+)|when (?:he|she|they) (?:comes?|walks?|leaves?|shows? up)|who's in|whos in|who's coming|whos coming|(?:the )?next [\p{L}']+ (?:who|that|i see))(?:\s|$)/u;
/** Told or denied: "he said he'd pull a gun", "I would never put a knife in anyone". */
const stoodDown =
  /(?:^|\s)(?:said|says|told|threatened|would never|will never|i'd never|never|not going to|won't|wouldn't|if i (?:ever|were))(?:\s|$)/u;

export function ownHand(text: string): Found {
  const found = hand.exec(text) ?? driven.exec(text);
  if (!found || !target.test(text) || !time.test(text)) return undefined;
  if (stoodDown.test(text.slice(0, found.index + found[0].length))) return undefined;
  return { rule: 'threat.own-hand', matched: found[0].trim() };
}
