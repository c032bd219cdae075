import { contentWords, framesIn } from './question-words';

/**
 * The question sentences of a message that also tells something ("This traffic makes me want to scream. What does
 * Ecclesiastes mean by vanity?"), when they hold ideas of their own; the whole message otherwise ("My husband left
 * me. What should I do?" asks through its telling).
 */
export function questionOf(text: string): string {
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return text;
  const questions = sentences.filter((sentence) => /\?\s*["”’)]*\s*$/.test(sentence));
  if (questions.length === 0 || questions.length === sentences.length) return text;
  const asked = questions.join(' ');
  // 'What can I hold on to?' asks only through a frame, and "How should I care for him?" of someone told before:
  // the telling is what it is about.
  if (refersBack.test(asked)) return text;
  const frames = framesIn(asked);
  return contentWords(asked).some((word) => !frames.has(word)) ? asked : text;
}

/** A person told of before ('him', 'they'), or 'it' as the thing the question is about ("how do I live with it?"). */
const refersBack = /\b(?:he|she|they|him|her|them|his|hers|their|theirs)\b|\bit\s*[?!.]*\s*$/i;

/** A sentence the reader tells of themselves: its subject is 'I', 'my ...', 'we', 'our ...'. */
const ofTheReader = /^\W*(?:i|i['’](?:m|ve|d|ll)|im|ive|my|we|we['’](?:re|ve)|our|me)\b/i;

/**
 * The sentences around the question that are remarks, not the reader's own situation ("This traffic makes me want to
 * scream haha." before the question; not "My father died last week."): none unless the question leads.
 */
export function remarksAround(text: string): string[] {
  const asked = questionOf(text);
  if (asked === text) return [];
  return sentencesOf(text).filter((sentence) => !asked.includes(sentence) && !ofTheReader.test(sentence));
}

const sentencesOf = (text: string) =>
  text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().length > 0);
