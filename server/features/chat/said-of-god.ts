/**
 * A word of human conduct or feeling that a text says of God ('the LORD was angry', 'My jealousy', 'as He hath
 * promised', 'Allah will judge between them', 'the wrath of God'). Scripture says anger, jealousy, judging,
 * promising and keeping silence of God as often as of people, so a reader asking about their own temper or their
 * promises was given God's. Read by the wording every translation shares for its divine subject: a divine name, or a
 * pronoun capitalised after another word (the 1917 Tanakh, the Qur'an's and the Gita's translators write 'He', 'His',
 * 'My' for God); a capital after punctuation or at the start is a line's first word and tells nothing.
 */
import type { RankingConcept } from './ranking';

/** What a match counts when every occurrence of the word in the passage is said of God. */
export const SAID_OF_GOD_SHARE = 0.4;

const divineNames = String.raw`(?:God|LORD|Lord|Yahweh|Jehovah|Allah)`;
/** Capitalised pronouns of God; 'I' is left out (every speaker's), 'You' too (the Qur'an's address to the reader). */
const divineSubjects = String.raw`(?:He|Thou|We)`;
const divinePossessives = String.raw`(?:His|Thy|Thine|My|Mine|Our)`;
/** Words that may stand between a subject and its predicate without making it another's ('the LORD was angry'). */
const auxiliaries = String.raw`(?:(?:was|is|are|be|been|become|became|hath|has|have|had|will|shall|would|should|may|might|did|doth|not|also|surely|indeed|truly|very|exceedingly|greatly|sore|waxed|grew|then)\s+)`;

/** A capitalised pronoun counts only after a word ('Wilt Thou', 'of My'): after punctuation it may open a line. */
const insideLine = String.raw`(?<=\b[A-Za-z][a-z'’]*\s+)`;

const divineBefore = new RegExp(
  String.raw`(?:\b${divineNames}|${insideLine}${divineSubjects})\s+${auxiliaries}{0,3}$` +
    String.raw`|(?:\b${divineNames}['’]s|${insideLine}${divinePossessives})\s+(?:\[?[a-z]+\]?\s+)?$`,
);
/** Any divine name or capitalised pronoun at all: most passages have none and need no closer reading. */
const anyDivine = new RegExp(String.raw`\b(?:${divineNames}|${divineSubjects}|${divinePossessives})\b`);
const divineAfter = /^\s+of\s+(?:the\s+|your\s+|our\s+|his\s+)?(?:God|LORD|Lord|Yahweh|Jehovah|Allah)\b/;

/** How far before a word its subject or possessor is read: a few words are enough for every pattern above. */
const LOOK_BEHIND = 60;

/** Whether the passage says the word (`surface`: its forms as a text writes them) only of God. */
export function saidOnlyOfGod(text: string, surface: RegExp): boolean {
  if (!anyDivine.test(text)) return false;
  const every = globalOf(surface);
  let found = false;
  for (const match of text.matchAll(every)) {
    found = true;
    const before = text.slice(Math.max(0, match.index - LOOK_BEHIND), match.index);
    const after = text.slice(match.index + match[0].length);
    if (!divineBefore.test(before) && !divineAfter.test(after)) return false;
  }
  return found;
}

/** A word's pattern that finds every use (a shortlist reads a hundred texts with the same few patterns). */
function globalOf(surface: RegExp): RegExp {
  let every = globalCopies.get(surface);
  if (!every) {
    every = new RegExp(surface.source, surface.flags.includes('g') ? surface.flags : `${surface.flags}g`);
    globalCopies.set(surface, every);
  }
  return every;
}
const globalCopies = new WeakMap<RegExp, RegExp>();

/**
 * Whether a text says the question's own ideas only of God: it holds one of their words, and every one it holds is
 * God's. A reader's need (comfort, not being forsaken) is left out: 'He has not forsaken you' answers it.
 */
export function saysOnlyOfGod(concepts: readonly RankingConcept[]): (text: string) => boolean {
  const surfaces = concepts
    .filter((concept) => !concept.graded)
    .flatMap((concept) => concept.terms.flatMap((term) => (term.surface ? [term.surface] : [])));
  return (text) => {
    if (!anyDivine.test(text)) return false;
    const held = surfaces.filter((surface) => surface.test(text));
    return held.length > 0 && held.every((surface) => saidOnlyOfGod(text, surface));
  };
}

/**
 * Whether a question names God: then what God does is what was asked ("I'm afraid God will punish me", "why does God
 * allow evil"), and nothing is held back.
 */
export function namesGod(question: string): boolean {
  return /\b(?:god|gods|lord|allah|yahweh|jehovah|jesus|christ|krishna|creator|almighty)\b/i.test(question);
}
