import { groupNouns } from './lexicon';
import { harmPhrases } from './message-features';
import { reportedAndCondemned, withoutSaying } from './reported-speech';

/**
 * What the learned stage reads of a message: every sentence but those that disavow a harm. The stage weighs words
 * and their roles, and a sincere disavowal ("No one should kill Jews for what they believe") holds the very words
 * and roles of the threat it rejects, so the model scores it as one. A sentence is left out only when each harm in
 * it is said not to be done, in one of four shapes, standing right before or right around the act:
 *
 * - a universal negative subject with a modal: "no one / nobody / none of us / not a single person" + "should /
 *   must / may / ought to / has the right to / deserves to" (+ "ever") + the act;
 * - a negated modal or an imperative: "should never", "must not", "shouldn't", "we would never", a sentence that
 *   opens "don't" or "never" + the act;
 * - a condemnation: "I condemn / it is wrong to / it is evil to / it is a sin to" + the act, or the act as the
 *   subject of "is wrong / is a sin / is never justified";
 * - a question whether the act is ever right: "Is it ever right to kill...?", "Is killing ever justified?";
 * - a wish refused: "I don't want anyone to burn a mosque", "I refuse to hurt them";
 * - words reported to be condemned: "Those who say 'death to the Jews' are wrong" (reported-speech.ts);
 * - a claim denied as the sentence opens: "Not all Muslims are terrorists", "It's not true that Jews are greedy".
 *
 * Predictions and warnings that hold a negative ("nobody would miss that mosque if it burned", "no one will save
 * you", "don't make me hurt you") do not disavow: "will" and "would" are not in the modals, and the act must follow
 * the disavowing words with nothing but "ever", "again" and the like between. A turn after the act ("..., but this
 * one deserves it", "Except yours.") leaves the sentence read.
 */

const harms = new Set(harmPhrases.map((phrase) => phrase.replace(/-/g, ' ').trim()));
const LONGEST_HARM = Math.max(...[...harms].map((phrase) => phrase.split(' ').length));

/** Words that may stand between the disavowing words and the act. */
const filler =
  '(?: (?:ever|again|even|really|ever again|be allowed to|be free to|be able to|have to|try to|dare to|go and|go out and|just|want to|think about|think of|threaten to|be))*';
const universalNegative = `(?:no one|noone|nobody|no person|no human|no human being|no man|no woman|no child|no believer|none of us|none of you|none of them|not one of us|not one person|not a single person|not a single one of us|not anyone|no one ever|noone ever|(?:no|not one|not a single) (?:${groupNouns.join('|')}))`;
const disavowingModal =
  '(?:should|shud|shoud|shld|sould|must|may|ought to|has the right to|has any right to|have the right to|is allowed to|is entitled to|deserves to|gets to|is free to)';
const negatedModal =
  "(?:(?:should|must|may|shall|can|ought to) (?:never|not)|ought never to|shouldn't|mustn't|oughtn't to|ought not to|(?:i|we|i'd|we'd)(?: would| could| will)? never|(?:i|we) (?:would not|wouldn't)|(?:i|we) (?:refuse|refused) to|(?:i|we) (?:don't|do not|never|would never|wouldn't|will never) (?:want|wish|wanted|ask|asked|allow|let)(?: (?:anyone|anybody|people|someone|us|you|them|him|her|others|my \\p{L}+|our \\p{L}+))? to)";
const condemner =
  '(?:(?:i|we)(?: strongly| utterly| totally| unreservedly)? (?:condemn|denounce|reject|abhor|oppose|deplore)(?: the| any| all| every| anyone who| those who| whoever| people who| the act of| attempts to| attempt to| calls to| call to| calls for| call for| to)*)';
const wrongness =
  '(?:wrong|evil|a sin|sinful|a grave sin|a great sin|haram|forbidden|a crime|criminal|unacceptable|immoral|indefensible|inexcusable|unjustifiable|never right|never okay|never ok|never acceptable|never justified|not right|not okay|not ok|not acceptable)';
const approval =
  '(?:right|okay|ok|justified|justifiable|acceptable|permissible|permitted|allowed|moral|just|halal)';

/** Shapes that end right before the act, read on the sentence's words before it. */
const disavowingBefore = [
  new RegExp(`(?:^|\\s)${universalNegative}(?: of (?:us|you|them))? ${disavowingModal}${filler}$`, 'u'),
  new RegExp(`(?:^|\\s)${negatedModal}${filler}$`, 'u'),
  new RegExp(`^(?:please |so |and )?(?:you )?(?:don't|dont|do not|never|never ever)${filler}$`, 'u'),
  new RegExp(`(?:^|\\s)${condemner}$`, 'u'),
  new RegExp(
    `(?:^|\\s)(?:it is|it's|it was|it would be|that is|that's)(?: always| so| deeply| morally| simply| absolutely)? ${wrongness} to${filler}$`,
    'u',
  ),
];
/** Questions whether the act is ever right, the act in the infinitive: "is it ever right to kill". */
const askedBefore = new RegExp(
  `(?:^|\\s)(?:(?:is|was) it ever|(?:would|could|can|will) it ever be|is there ever (?:a )?(?:reason|excuse|justification)) ${approval}? ?to${filler}$`,
  'u',
);
/** The act as a subject: "Killing anyone for their faith is wrong"; only "the", "any" and the like may open it. */
const subjectOpening = /^(?:(?:to|the|any|all|this|such|deliberately|ever|violently) )*$/u;
const condemnedAfter = new RegExp(
  `^(?:[^,]+ )?(?:is|are|was|would be|will always be)(?: always| never| simply| deeply| absolutely)? ${wrongness}(?: |$)`,
  'u',
);
/** "Is killing ever justified?": the act opens a question whether it is ever right. */
const askedOpening = /^(?:is|are|was|can|could)(?: the| any)?$/u;
const askedAfter = new RegExp(`^(?:[^,]+ )?ever (?:be )?${approval}(?: |$)`, 'u');

// "..., I want to do it myself": the writer taking the act on after disavowing it for others.
const turn =
  /(?:^|\s)(?:but|except|unless|though|although|yet|until|till|instead|myself|ourselves|(?:i|we) (?:want|wanna|mean|plan|intend) to|(?:i|we)(?:'ll| will| shall) do it)(?:\s|$)/u;
const turningOpening = /^(?:but|except|unless|though|although|however|still|yet|then again)(?:\s|$)/u;

/** A sentence's words, whether a question mark closes it, and its tokens as written (the mark included). */
type Sentence = { words: string[]; question: boolean; tokens: string[] };

function sentencesOf(words: readonly string[]): Sentence[] {
  const sentences: Sentence[] = [];
  let current: string[] = [];
  for (const word of words) {
    current.push(word);
    if (word === '?' || word === '.' || word === '!' || word === ';') {
      sentences.push({ words: current.slice(0, -1), question: word === '?', tokens: current });
      current = [];
    }
  }
  if (current.length > 0) sentences.push({ words: current, question: false, tokens: current });
  return sentences;
}

/** Each harm in the sentence, as the index of its first word and the index after its last, the longest first. */
export function harmSpans(words: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  let index = 0;
  while (index < words.length) {
    let length = Math.min(LONGEST_HARM, words.length - index);
    while (length > 0 && !harms.has(words.slice(index, index + length).join(' '))) length -= 1;
    if (length > 0) spans.push([index, index + length]);
    index += Math.max(length, 1);
  }
  return spans;
}

/**
 * Whether the act at words[start, end) of a sentence (its words without the closing mark) is said not to be done,
 * in one of the shapes above; `following` is the next sentence's words, where a condemnation of reported words may
 * stand ("My dad says we should burn their temple. I think that's wrong.").
 */
export function disavowedAct(
  words: readonly string[],
  question: boolean,
  start: number,
  end: number,
  following: readonly string[] = [],
): boolean {
  const before = words.slice(0, start).join(' ');
  const after = words.slice(end).join(' ');
  if (turn.test(after)) return false;
  if (disavowingBefore.some((shape) => shape.test(before))) return true;
  // "Don't ever tell someone to go die", "I will never tell anyone to kill themselves": the saying is disavowed.
  const unsaid = withoutSaying(before);
  if (unsaid !== undefined && disavowingBefore.some((shape) => shape.test(unsaid))) return true;
  if (question && askedBefore.test(before)) return true;
  if (subjectOpening.test(before ? `${before} ` : '') && condemnedAfter.test(after)) return true;
  if (question && askedOpening.test(before) && askedAfter.test(after)) return true;
  return reportedAndCondemned(words, start, end, following);
}

/** A claim denied as it opens: "Not all Muslims are terrorists", "It's not true that Jews are greedy". */
const claimDeniedOpening =
  /^(?:but |and |so )?(?:not all|not every|it's not true that|it is not true that|it isn't true that|its not true that|the (?:myth|lie|idea|stereotype|claim|trope) that)(?:\s|$)/u;

/** Whether a sentence holds a harm and disavows every one. */
function disavows(sentence: Sentence, following: readonly string[]): boolean {
  const spans = harmSpans(sentence.words);
  return (
    spans.length > 0 &&
    spans.every(([start, end]) => disavowedAct(sentence.words, sentence.question, start, end, following))
  );
}

/**
 * The normalised words the learned stage reads: the message without its sentences that disavow a harm, or the
 * message as it is when none does.
 */
export function wordsTheLearnedStageReads(words: readonly string[]): readonly string[] {
  const sentences = sentencesOf(words);
  const kept = sentences.filter((sentence, index) => {
    const next = sentences[index + 1];
    const turned = next !== undefined && turningOpening.test(next.words.join(' '));
    if (claimDeniedOpening.test(sentence.words.join(' ')) && !turned) return false;
    return turned || !disavows(sentence, next?.words ?? []);
  });
  return kept.length === sentences.length ? words : kept.flatMap((sentence) => sentence.tokens);
}

/** The fewest words read: in two or three words ("are you a Christian scholar") a group's name weighs almost alone. */
const MIN_WORDS = 6;

/** What the learned stage scores of a message's normalised words, or undefined when it reads too few of them. */
export function learnedReading(words: readonly string[]): readonly string[] | undefined {
  const read = wordsTheLearnedStageReads(words);
  return read.filter((word) => /\p{L}/u.test(word)).length >= MIN_WORDS ? read : undefined;
}
