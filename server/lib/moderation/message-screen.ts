import { outsiderWords, personInsults } from './lexicon';
import { quotedSpans } from './mention';
import { reportedToModerators } from './reported-to-mods';
import { foreignCall } from './foreign-calls';
import { rebusThreat } from './intimation';
import { contemptOverMessage, selfHarmOverMessage, threatOverMessage } from './whole-message-readers';
import { disguisedRequest } from './disguised-requests';
import { normaliseMessage } from './normalise';
import { disguisedPlan } from './disguised-plan';
import { learnedReading } from './learned-gate';
import { LEARNED_THRESHOLD, learnedScore } from './learned-screen';
import { roleSequence } from './message-features';
import { scholarEpithets } from './scholar-epithets';
import { appliedThreat } from './applied-threats';
import { withoutOthersQuotes } from './attributed-quote';
import { peopleAsThem } from './people-named';
import { sentenceVerdict, violenceRules, type Quoting, type Sentence } from './sentence-verdict';
import {
  compileRulePatterns,
  questionStart,
  rules,
  scriptureRegister,
  vocabulary,
  type Reason,
  type Rule,
} from './rules';

/**
 * Screens what a *user* types into the chat (never scripture, never the scholar's replies). The message is
 * normalised first (spelling tricks undone, see normalise.ts), split into sentences, and each sentence is read by
 * rules built from a target and a predicate (rules.ts). Scripture's own hard words (ass, bastard, whore, hell, slay)
 * count only when they are thrown at a person, a group or a sacred thing; a sincere question about violence in
 * scripture or history passes unless it urges the act.
 */
export type ScreenVerdict =
  | { allowed: true }
  | {
      allowed: false;
      reason: Reason;
      /** The rule that decided, e.g. "threat.place": recorded for the moderators. */
      rule: string;
      /** The normalised words that triggered the block (for the moderator, never shown back to the user). */
      matched: string;
      /** 0-100, stored as flagged_messages.aiConfidence. */
      confidence: number;
      suggestion: string;
    };

const suggestions: Record<Reason, string> = {
  profanity:
    'Please rephrase your question without offensive language. Quoting scripture, even its hard words, is always welcome.',
  slur: 'Please refer to every faith and people respectfully. You could ask, for example, what their scriptures teach.',
  insult:
    'Please share your thoughts without insulting anyone. Hard questions are welcome when asked with respect.',
  hate: 'Every tradition and its followers are welcome here. Try asking what a tradition teaches, for example "What does Islam teach about peace?"',
  violence:
    'Messages calling for harm to any faith or people cannot be sent. If you want to understand a conflict, ask what the traditions teach about peace and justice.',
  'self-harm':
    'Please never urge anyone to harm themselves. If you are struggling yourself, you can ask what the traditions say about hope.',
};

const contextualInsults: ReadonlySet<string> = new Set([...outsiderWords, ...personInsults]);

function sentencesOf(words: readonly string[]): Sentence[] {
  // A pasted passage is read in scripture's register as a whole: its sentences share the marks.
  const scripture = (words.join(' ').match(scriptureRegister) ?? []).length >= 2;
  const sentences: Sentence[] = [];
  let current: string[] = [];
  const close = (question: boolean) => {
    const text = current.join(' ');
    if (text.length > 0) sentences.push({ text, question: question || questionStart.test(text), scripture });
    current = [];
  };
  for (const word of words) {
    if (word === '?' || word === '.' || word === '!' || word === ';') close(word === '?');
    else current.push(word);
  }
  close(false);
  return sentences;
}

/** A block by one of the sentence rules, with its own confidence. */
function ruleVerdict({ rule, matched }: { rule: Rule; matched: string }): ScreenVerdict {
  return {
    allowed: false,
    reason: rule.reason,
    rule: rule.id,
    matched,
    confidence: rule.confidence,
    suggestion: suggestions[rule.reason],
  };
}

/** A block by one of the whole-message readers, which are all 85% sure. */
function verdictOf(reason: Reason, found: { rule: string; matched: string }): ScreenVerdict {
  return {
    allowed: false,
    reason,
    rule: found.rule,
    matched: found.matched,
    confidence: 85,
    suggestion: suggestions[reason],
  };
}

export function screenUserMessage(message: string): ScreenVerdict {
  compileRulePatterns();
  // Someone else's words in quotation marks are theirs: the writer is judged on what they say around them.
  const unquoted = withoutOthersQuotes(message);
  if (unquoted !== undefined && screenUserMessage(unquoted).allowed) return { allowed: true };
  const { words, disguised } = normaliseMessage(message, vocabulary);
  // Someone else's abuse handed on to the moderators or the police is a report, whatever it quotes.
  if (reportedToModerators(words.join(' '))) return { allowed: true };
  const sentences = sentencesOf(words);
  let quoting: Quoting | undefined;
  const spoken = () => (quoting ??= { quoted: quotedSpans(message, vocabulary), text: words.join(' ') });
  const bySentence = sentenceVerdict(rules, sentences, sentences, message, spoken);
  if (bySentence) return ruleVerdict(bySentence);
  // Each sentence again with the people it names by a noun made "them", for the threat rules ("beat the pandit"),
  // after every rule has read the sentences as written, so a rule that names its own target still decides.
  const peopleNamed = sentences.map((sentence) => {
    const text = peopleAsThem(sentence.text);
    return text === undefined ? undefined : { ...sentence, text };
  });
  const byPeople = sentenceVerdict(violenceRules(), peopleNamed, sentences, message, spoken);
  if (byPeople) return ruleVerdict(byPeople);
  // A threat may name its target in one sentence and its act in the next; a pasted passage of scripture is read
  // as a quotation, as the sentence rules read it.
  const joined = sentences.map((sentence) => sentence.text).join(' . ');
  // "When the temple lights up..." opens like a question; only a question mark makes one here.
  const questionsOnly = words.includes('?') && sentences.every((sentence) => sentence.question);
  const across = sentences[0]?.scripture
    ? undefined
    : threatOverMessage(sentences, joined, message, questionsOnly);
  const dared = sentences[0]?.scripture ? undefined : selfHarmOverMessage(joined, message);
  if (dared) {
    return verdictOf('self-harm', dared);
  }
  // A joke, a hypothetical or a novel given away by the writer's plan; the camps or a people as food in its dress.
  const disguise = sentences[0]?.scripture ? undefined : (disguisedPlan(joined) ?? disguisedRequest(joined));
  // A verse of killing applied to neighbours is read even in a message that quotes scripture's register.
  const threat =
    across ??
    appliedThreat(joined) ??
    rebusThreat(message) ??
    foreignCall(message) ??
    (disguise?.rule.startsWith('threat.') ? disguise : undefined);
  if (threat) {
    return verdictOf('violence', threat);
  }
  if (disguise) {
    return verdictOf('hate', disguise);
  }
  // The base use is read with its question marks: a use asked about is not a use made.
  const turned = sentences[0]?.scripture ? undefined : contemptOverMessage(joined, message, words.join(' '));
  if (turned) {
    return verdictOf('hate', turned);
  }
  // The scholar called worthless in a string of epithets: an insult to the reader, not hate of a people.
  const epithets = sentences[0]?.scripture ? undefined : scholarEpithets(joined);
  if (epithets) {
    return verdictOf('insult', epithets);
  }
  // "(((they)))": the echo that marks a name as Jewish to those who hate them; the brackets do not survive normalising.
  const echo = /\({3}\s*\p{L}[\p{L}\s'.-]{0,40}\){3}/u.exec(message);
  if (
    echo &&
    !/\b(?:mean|means|meaning|symbol|echo|brackets|parentheses|origin|origins)\b/u.test(words.join(' '))
  ) {
    return {
      allowed: false,
      reason: 'hate',
      rule: 'hate.echo',
      matched: echo[0],
      confidence: 90,
      suggestion: suggestions.hate,
    };
  }
  // A word that insults only in context ("chink in the armour", "the goy", Balaam's ass) is an insult when the
  // writer disguised it to get past a filter: nobody spells "ch1nk" or "g 0 y" when asking what it means.
  const hidden = [...disguised].find((word) => contextualInsults.has(word));
  if (hidden) {
    return {
      allowed: false,
      reason: 'slur',
      rule: 'slur.disguised',
      matched: hidden,
      confidence: 85,
      suggestion: suggestions.slur,
    };
  }
  return learnedVerdict(words, sentences[0]?.scripture ?? false) ?? { allowed: true };
}

/**
 * What the rules passed, read by the learned stage (learned-screen.ts): blocked only at a score cross-validation
 * gave almost no sincere message, and never for a sentence that disavows a harm (learned-gate.ts). The reason follows
 * the roles of the message's words, so the reader's suggestion fits: contempt or a slur with no harm or weapon is an
 * insult when aimed at "you" and hate otherwise; the rest, mostly threats with no violent word a rule knows, is
 * violence.
 */
function learnedVerdict(words: readonly string[], scripture: boolean): ScreenVerdict | undefined {
  const read = scripture ? undefined : learnedReading(words);
  if (!read) return undefined;
  const score = learnedScore(read);
  if (score < LEARNED_THRESHOLD) return undefined;
  const roles = new Set(roleSequence(read));
  const contempt = (roles.has('CONTEMPT') || roles.has('SLUR')) && !roles.has('HARM') && !roles.has('WEAPON');
  const reason: Reason = !contempt ? 'violence' : roles.has('YOU') ? 'insult' : 'hate';
  return {
    allowed: false,
    reason,
    rule: 'learned.score',
    matched: `score ${score.toFixed(3)}`,
    confidence: Math.round(score * 100),
    suggestion: suggestions[reason],
  };
}
