/**
 * Violence told as what happens in a game, a film or a book, and asked about: "There's a level in Uncharted where you
 * blow up a temple. Is it disrespectful to play it?", "My son plays a game where you blow up a church; should I
 * worry?". The act is framed as the work's ("a level / mission / scene / film where you ...") and the message asks
 * or worries about it. A game proposed ("let's make a game where you blow up a mosque") or imagined with a laugh names
 * no existing work and asks nothing, and stays blocked.
 */
const workFrame =
  /(?:^|\s)(?:level|levels|game|games|mission|missions|scene|scenes|movie|movies|film|films|episode|episodes|show|series|novel|book|cartoon|anime|video game|quest|cutscene)(?: [\p{L}']+){0,3}? (?:where|in which|that has you|that makes you|that lets you|when) (?:you|they|the player|players|he|she|the hero|the villain|the villains|characters?|someone)(?: [\p{L}']+){0,2}? $/u;
/** "In the movie the villains burn down a gurdwara." */
const inWork =
  /(?:^|\s)in (?:the|that|this|a|one) (?:movie|film|game|book|show|novel|episode|scene|series|level|mission)(?: [\p{L}',]+){0,4}? $/u;
/** A proposal or an imagined game, not a work that exists. */
const proposed =
  /(?:^|\s)(?:let's|lets|we should|i want to|i'm going to|im gonna|imagine|make|design|build|create) (?:a |an )?(?:\p{L}+ )?(?:game|level|mission|film|movie|video)/u;
const asked =
  /\?|(?:^|\s)(?:should i|is it|is that|is this|worry|worried|disrespectful|offensive|okay|ok to|allowed|haram|a sin|appropriate)(?:\s|$)/u;

export function depictedInWork(sentence: string, index: number, message: string): boolean {
  const before = sentence.slice(0, index);
  return (workFrame.test(before) || inWork.test(before)) && !proposed.test(before) && asked.test(message);
}
