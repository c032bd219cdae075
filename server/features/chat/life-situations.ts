/**
 * A reader asking about their own life ("How do I cope with the death of my father?") needs what a teacher would
 * answer the situation with (consolation, and what scripture says of death), not the passages that share its
 * nouns: "death" and "father" together are first of all Exodus 21:15, a law on striking one's father. This module
 * recognises such a question by its cues (a first-person speaker and a life event) and names the needs the event
 * calls for, as small sets of words the texts use for them, and the question's words that only set the scene
 * (the kin, the place, the event itself), which then weigh little.
 */
import type { Concept } from './query-terms';
import { aboutLaw, firstPerson, KIN, SETTINGS, situationRules, type Need } from './life-situation-rules';
import { comfortInSorrow } from './life-situation-words';

export type { Need } from './life-situation-rules';

export type LifeSituation = {
  id: string;
  /** What the answer is about, for the reader: the situation, not the scene ('heartbreak', not 'marriage'). */
  topics: readonly string[];
  needs: readonly Need[];
  /** Words of the question that tell the story rather than say what is sought ('father', 'job', 'died'). */
  incidental: ReadonlySet<string>;
  /** Of those, the people and places ('father', 'job'): they say nothing of the event, unlike 'died'. */
  scene: ReadonlySet<string>;
};

/**
 * The life situation a question tells of, or undefined when it tells none (a theme, an abstract question, a
 * question about the law). Several rules may match ("my wife died and I feel so alone"): their needs join.
 */
export function lifeSituationOf(text: string): LifeSituation | undefined {
  const normalised = text.replace(/\s+/g, ' ');
  if (!firstPerson.test(normalised) || aboutLaw.test(normalised)) return undefined;
  const matched = situationRules.filter((rule) => rule.cues.some((cue) => cue.test(normalised)));
  if (matched.length === 0) return undefined;
  const needs = new Map<string, Need>();
  for (const rule of matched) for (const need of rule.needs) needs.set(need.label, need);
  return {
    id: matched.map((rule) => rule.id).join(' + '),
    topics: [...new Set(matched.map((rule) => rule.topic))],
    needs: [...needs.values()],
    incidental: new Set([...KIN, ...SETTINGS, ...matched.flatMap((rule) => rule.events)]),
    scene: new Set([...KIN, ...SETTINGS]),
  };
}

/**
 * A reader who tells a sorrow of their own and no event a rule knows ("I feel broken inside"): they need comfort. The
 * caller decides it is a sorrow (WordNet, feeling-senses.ts); a question about the law is still not read as one.
 */
export function sorrowSituation(text: string): LifeSituation | undefined {
  if (aboutLaw.test(text.replace(/\s+/g, ' '))) return undefined;
  return {
    id: 'sorrow',
    topics: ['sorrow'],
    needs: [comfortInSorrow],
    incidental: new Set([...KIN, ...SETTINGS]),
    scene: new Set([...KIN, ...SETTINGS]),
  };
}

/** Whether a concept only sets the scene: its word or one of its own forms is a scene word of the situation. */
function setsTheScene(concept: Concept, situation: LifeSituation): boolean {
  // A phrase's head is its last word: 'best friend' is a friend.
  if (situation.incidental.has(concept.label.split(' ').at(-1)!)) return true;
  return concept.terms.some(
    (term) => term.kind === 'form' && term.words.length === 1 && situation.incidental.has(term.words[0]!),
  );
}

/**
 * A reader's situation adds what it calls for as ideas of their own, searched by the words the texts use for them
 * ('comfort', 'mourn'), and marks the question's scene words as incidental: "the death of my father" is answered
 * by consolation, not by a law on fathers and death.
 */
export function addNeeds(concepts: Concept[], situation: LifeSituation): void {
  for (const concept of concepts) if (setsTheScene(concept, situation)) concept.incidental = true;
  for (const need of situation.needs) {
    const guarded = (need.predicative ?? []).map((bare) => ({ bare, phrases: [], predicative: true }));
    // The reader's own word for what they lack ('alone' of "I feel so alone") is read in the need's sense, not as
    // 'only' ("serve Allah alone", "Man shall not live by bread alone"). Folding it into the need instead lost a
    // judged passage in three traditions (ADR 0171).
    for (const concept of concepts)
      // A word the reader told as their feeling ("I feel so alone") is already read as an inner state, which is
      // stricter: 'wander alone' and 'dwelleth alone' say no loneliness (ADR 0175).
      for (const form of guarded)
        if (concept.label === form.bare && !concept.ambiguous.some((known) => known.bare === form.bare))
          concept.ambiguous.push(form);
    concepts.push({
      label: need.label,
      terms: need.words.map((word) => ({ words: word.split(' '), kind: 'word' as const })),
      ambiguous: guarded,
      need: true,
      ...(need.inner ? { inner: true } : {}),
    });
  }
}
