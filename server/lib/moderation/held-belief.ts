/**
 * Words the writer does not hold, or fears as a victim, rather than says: a claim the writer denies or has given up
 * ("I don't think all Muslims are terrorists", "I used to think Muslims were all evil. I was wrong"), and an attack the
 * writer fears will fall on them ("I'm terrified that someone will attack our church"). The harm or the claim is
 * someone else's, feared or rejected; a denial that is then turned ("..., only most of them") leaves it said.
 */
const deniedBelief =
  /(?:^|\s)(?:i|we) (?:don't|do not|didn't|did not|never|no longer) (?:think|believe|accept|agree)(?: that)?$/u;
const formerBelief = /(?:^|\s)(?:i|we) (?:used to|once) (?:think|believe|thought|believed)(?: that)?$/u;
/** What the writer says of a former belief afterwards: it was wrong, or is held no more. */
const givenUp =
  /(?:^|\s)(?:i|we) (?:was|were) wrong|(?:^|\s)no longer|(?:^|\s)not anymore|(?:^|\s)(?:don't|do not) anymore|(?:^|\s)(?:i|we) (?:regret|changed my mind)/u;
const turnAfter = /(?:^|\s)(?:but|only|except|just|unless|although|though|yet)(?:\s|$)/u;

/** The writer afraid of the act, with someone else (never "I" or "you") as the one who would do it. */
const feared =
  /(?:^|\s)(?:i|we|i'm|we're|im|i am|we are)(?: so| really| very| still| always)? (?:afraid|scared|terrified|worried|frightened|fear)(?: that)? (?:someone|somebody|people|they|extremists|terrorists|a gunman|a mob|(?:a|an|the) \p{L}+) (?:will|would|might|could|may|is going to|are going to)$/u;

/** Whether the claim at `index` in this normalised sentence is one the writer denies or has given up. */
export function beliefNotHeld(sentence: string, index: number, matched: string, rest: string): boolean {
  const before = sentence.slice(0, index).trimEnd();
  const after = sentence.slice(index + matched.length);
  if (deniedBelief.test(before)) return !turnAfter.test(after);
  return formerBelief.test(before) && givenUp.test(`${after} . ${rest}`);
}

/** Whether the act at `index` is one the writer fears someone else will do. */
export function fearedAct(sentence: string, index: number): boolean {
  return feared.test(sentence.slice(0, index).trimEnd());
}

/**
 * The hostility, not the group, as what is judged: "Violence against Jews is evil", "Hatred of Muslims was wrong",
 * "anyone who calls for killing Jews is evil" (the gerund of the act right before the group).
 * The group stands after a noun of hostility and a preposition, and the verb is the singular that agrees with that
 * noun; "<group> are evil" after the same words ("Violence against Jews? Jews are evil") is still the group judged.
 */
const hostilityBefore =
  /(?:^|\s)(?:(?:violence|hatred|hate|attacks?|crimes?|discrimination|prejudice|bigotry|persecution|racism|contempt|cruelty|killing|killings|murder|murders) (?:against|towards|toward|of|on)(?: all| the)?|(?:killing|attacking|murdering|hurting|hating|persecuting|harming|bombing|lynching|gassing|threatening))$/u;

/** Whether the claim at `index` judges the hostility named before the group rather than the group. */
export function hostilityJudged(sentence: string, index: number, matched: string): boolean {
  return hostilityBefore.test(sentence.slice(0, index).trimEnd()) && /^\S+ (?:is|was) /u.test(matched.trim());
}
