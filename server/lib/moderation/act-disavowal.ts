import { disavowedAct, harmSpans } from './learned-gate';
import { reportedAndCondemned } from './reported-speech';
import { beliefNotHeld, fearedAct, hostilityJudged } from './held-belief';
import { actJudgedNotSaid } from './judged-act';

/**
 * Whether a rule's match in a normalised sentence is disavowed rather than said: the act it names is negated or
 * condemned in the shapes the learned stage's gate knows (learned-gate.ts), so "No one should ever burn a synagogue",
 * "Telling someone to kill themselves is cruel" and "Those who say 'death to the Jews' are wrong" pass the rules
 * that would read the same words as a threat or an urge.
 *
 * Only an act is disavowed this way. A match whose words hold harms is disavowed when every harm in it is; a match
 * with no harm word ("death to ...", "gas chamber") is read as one act. A generalisation ("Jews are greedy") is a
 * claim, not an act: it passes only as words reported to be condemned ("It is wrong to say Jews are greedy"), so a
 * condemnation of some act never licenses the contempt beside it ("it's wrong to let those vermin vote").
 * Both kinds also pass as a witness's account (reported-speech.ts) and as a claim the writer denies or has given up;
 * an act as one the writer fears from someone else, a claim as a judgement of the hostility named before the group
 * (held-belief.ts); an act as one named only to be judged: its doer condemned, the act the subject of a judgement,
 * an urge the reader is told to ignore, an impulse the writer refuses (judged-act.ts).
 */
export type Kind = 'act' | 'claim';

/** The span of words a match covers in a sentence whose words are joined by single spaces. */
function wordSpan(text: string, index: number, matched: string): [number, number] {
  const lead = matched.length - matched.trimStart().length;
  const prefix = text.slice(0, index + lead).trim();
  const start = prefix.length === 0 ? 0 : prefix.split(' ').length;
  const length = Math.max(matched.trim().split(' ').length, 1);
  return [start, start + length];
}

/** How far before an act the harm that governs it may stand: "to die in a | gas chamber". */
const HARM_REACH = 3;

/** Where the nearest harm within reach before the word at `start` begins, if one does. */
function harmBefore(words: readonly string[], start: number): number | undefined {
  const from = Math.max(0, start - HARM_REACH);
  const near = harmSpans(words.slice(from, start)).at(-1);
  return near ? from + near[0] : undefined;
}

export function matchDisavowed(
  kind: Kind,
  sentence: { text: string; question: boolean },
  match: { index: number; matched: string },
  following: string | undefined,
  rest = '',
): boolean {
  const words = sentence.text.split(' ');
  const next = following ? following.split(' ') : [];
  const [start, end] = wordSpan(sentence.text, match.index, match.matched);
  // The whole match reported and condemned: "people saying all muslims should die is so gross".
  if (reportedAndCondemned(words, start, end, next, rest)) return true;
  if (beliefNotHeld(sentence.text, match.index, match.matched, rest)) return true;
  if (kind === 'claim') return hostilityJudged(sentence.text, match.index, match.matched);
  if (fearedAct(sentence.text, match.index)) return true;
  if (actJudgedNotSaid(sentence.text, match.index, match.matched, rest)) return true;
  const inside = harmSpans(words.slice(start, end)).map(([from, to]): [number, number] => [
    start + from,
    start + to,
  ]);
  return (inside.length > 0 ? inside : [[start, end] as [number, number]]).every(([from, to]) => {
    if (disavowedAct(words, sentence.question, from, to, next)) return true;
    const near = harmBefore(words, from);
    return near !== undefined && disavowedAct(words, sentence.question, near, to, next);
  });
}
