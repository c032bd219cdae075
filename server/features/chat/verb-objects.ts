/**
 * A question's verbs and the nouns they take, found by their place before any meaning is looked up (which sense
 * each object tells is verb-senses.ts's to say).
 */
import { queryWords } from '../../lib/query-words';
import { isContent, objectDeterminers } from './question-words';

/** Words after which a word is a verb ('I keep', 'to raise', 'should I keep', "don't lose"). */
const verbLeads = new Set(
  `i we you they to can could should would will shall must may might do does did dont doesnt didnt cant not never
  always still`.split(/\s+/),
);

/**
 * The question's verbs with the noun each takes as its object, by their place: a verb's '-ing' form, or a word
 * after a subject, 'to' or an auxiliary, followed by a content word, with at most one determiner between ("raising
 * children", "bearing a grudge", "keep a promise", "losing my temper"). A word after a determiner is a noun, not a
 * verb ('the raising of Lazarus'); an '-ing' form after the verb is a second act ('keep running'), not its object.
 * Which of the pairs are a verb and a noun is WordNet's to say.
 */
export function verbObjectsIn(topic: string, frames: ReadonlySet<string> = new Set()): Map<string, string> {
  const words = queryWords(topic);
  const pairs = new Map<string, string>();
  words.forEach((word, index) => {
    if (!isContent(word) || frames.has(word)) return;
    const before = words[index - 1];
    const asVerb = /[a-z]{3}ing$/.test(word)
      ? !objectDeterminers.has(before ?? '')
      : verbLeads.has(before ?? '');
    if (!asVerb) return;
    let next = index + 1;
    if (objectDeterminers.has(words[next] ?? '')) next += 1;
    const object = words[next];
    if (object && isContent(object) && !/[a-z]{3}ing$/.test(object)) pairs.set(word, object);
  });
  return pairs;
}
