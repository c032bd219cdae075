import { normaliseMessage, type Vocabulary } from './normalise';

/**
 * Mention, not use: a survivor or a moderator who reports a slur thrown at them ("classmates called me a 'dirty
 * kike'"), a history that names an old charge ("Jews were called Christ-killers for centuries") or a question about
 * a word ("is 'pajeet' a slur?") names the word without aiming it. A slur is read as mentioned when reported speech
 * comes just before it, or when it stands inside quotation marks in a message that talks about words; it is still
 * used when it is thrown at someone ("you 'kike'", "you're a 'dirty kike'").
 */

/** Reported speech just before the word: "called me a", "people call us", "they used the word", "slurs like". */
const reportedBefore =
  /\b(?:call|calls|called|calling|named|labelled|labeled|branded|yelled|shouted|screamed|spray painted|wrote|written|graffitied|the word|the words|the term|the slur|the epithet|words like|slurs like|terms like|slurs such as|names like|name)(?: (?:me|us|him|her|them|my|our|his|their|\p{L}+'s|a|an|the|dad|mum|mom|father|mother|son|daughter|brother|sister|kids|family|friend|friends|people|jews|muslims|sikhs|hindus|christians|buddhists|for centuries|for years|dirty|filthy|stinking)){0,4}(?: (?:terrorist|stupid|fucking|bloody|little|damn|dumb))? $/u;

/** A message that talks about words: what a moderator or a survivor writes around a quoted slur. */
const aboutWords =
  /\b(?:slur|slurs|word|words|term|terms|called|call|calls|calling|heard|hear|hearing|seeing|saw|see|said|say|says|wrote|written|comments|comment|means|mean|meaning|offensive|insult|insults|epithet|epithets|graffiti|yelled|shouted)\b/u;

/** The word thrown at the reader or a person just before it: "you", "you're a", "ur a dirty". */
const thrownBefore =
  /\b(?:you|u|ya|you're|youre|you are|u r|ur|ye)(?: (?:a|an|such a|such an|dirty|filthy|stinking|fucking|bloody|little|damn))* $/u;

/** The normalised words of every span the writer put inside quotation marks ("...", “...”, '...'). */
export function quotedSpans(message: string, vocabulary: Vocabulary): string[] {
  const text = message.replace(/[“”]/g, '"').replace(/[’‘`´]/g, "'");
  const spans = [
    // A verse quoted whole runs to a couple of hundred characters ("I am Time, the mighty destroyer of the worlds...").
    ...text.matchAll(/"([^"]{1,240})"/gu),
    // A single quote opens only after a space or a bracket and closes before one, so "don't" is no quotation.
    ...text.matchAll(/(?<=^|[\s(])'([^']{1,80})'(?=$|[\s).,;:!?])/gu),
  ];
  return spans.map((span) => normaliseMessage(span[1] ?? '', vocabulary).words.join(' ')).filter(Boolean);
}

/** Whether `matched`, found in `sentence` at `index`, is a slur mentioned rather than used. */
export function mentioned(
  sentence: string,
  index: number,
  matched: string,
  message: { quoted: readonly string[]; text: string },
): boolean {
  const before = sentence.slice(0, index);
  if (thrownBefore.test(before) && !reportedBefore.test(before)) return false;
  if (reportedBefore.test(before)) return true;
  const quoted = message.quoted.some((span) => span.includes(matched.trim()) || matched.includes(span));
  return quoted && aboutWords.test(message.text);
}

/**
 * "My sister keeps stealing my clothes and I could strangle her lol": the conditional "I could" about one's own
 * family is the idiom of exasperation, not a threat; said of the reader, a group or a place it is still a threat.
 */
export const familyHyperbole =
  /\bmy (?:little |big |older |younger |twin )?(?:sister|sisters|brother|brothers|sibling|siblings|mom|mum|mother|dad|father|husband|wife|son|sons|daughter|daughters|kid|kids|cousin|grandma|grandpa|aunt|uncle|boyfriend|girlfriend|partner|roommate|flatmate)\b(?: [\p{L}',]+){0,14}? i could (?:just |honestly |literally )?(?:kill|strangle|murder|throttle|choke|wring) (?:her|him|them)(?: neck| necks)?(?: sometimes| lol| lmao| haha| honestly)*$/u;
