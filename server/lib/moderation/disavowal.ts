/**
 * A violent act said not to be done: "No one should ever burn a synagogue", "We must never attack a mosque", "Don't
 * hurt them". The negation has to govern the act itself, standing right before it with at most a modal and "ever"
 * or "again" between; an opening clause that only happens to hold a "no" ("Nobody will stop us, we burn it") or a
 * turn after the act ("..., but this one deserves it") leaves the act said.
 */
const negatedAgent = '(?:no one|noone|nobody|no person|none of us|not one of us)';
const modal =
  '(?:should|must|may|will|would|could|can|shall|ought to|is allowed to|has the right to|has any right to|deserves to|gets to|dares to)';
const negatedModal =
  "(?:(?:should|must|may|will|would|could|can|shall|ought|do|does|did) (?:not|never)|shouldn't|mustn't|wouldn't|won't|can't|cannot|couldn't|don't|doesn't|didn't|never)";
const disavowingStart = new RegExp(
  `(?:^|\\s)(?:${negatedAgent}(?: ${modal})?|${negatedModal})(?: ever| again| even)?(?: be allowed to| be free to)?$`,
  'u',
);
const turnAfter = /(?:^|\s)(?:but|except|unless|though|although|yet|however)(?:\s|$)/u;

/** Whether the violent words at `index` in this normalised sentence are said not to be done. */
export function disavowed(sentence: string, index: number, matched: string): boolean {
  const before = sentence.slice(0, index).trimEnd();
  if (!disavowingStart.test(before)) return false;
  return !turnAfter.test(sentence.slice(index + matched.length));
}
