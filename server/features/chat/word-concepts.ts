/**
 * One idea of a question from its word: the word's forms, WordNet's relatives in the sense the question means, and
 * the bare forms a text may use in another sense.
 */
import { guardInnerSense } from './feeling-senses';
import type { AmbiguousForm } from './sense-guard';
import type { VerbObjects } from './verb-senses';
import type { Concept, ConceptTerm, TermKind } from './query-terms';
import { stopWords } from './question-words';
import { baseFormCandidates, spellingVariants } from './word-forms';
import {
  hasOtherPartOfSpeech,
  isMostlyAdjective,
  isWord,
  phrasesContaining,
  relationsOf,
  type WordRelations,
} from './word-net';

const MAX_TERMS_PER_CONCEPT = 14;

/**
 * A reader names kin together ("my parents", "my siblings"); scripture names them one by one ("honour thy father and
 * thy mother"). The pair, as a phrase, is another form of the collective: either word alone is far commoner and
 * says too little to search by.
 */
const kinPairs: ReadonlyMap<string, readonly string[]> = new Map([
  ['parents', ['father and mother', 'father and thy mother', 'father and your mother', 'mother and father']],
  ['siblings', ['brothers and sisters', 'brother and sister']],
]);

/**
 * The idea of one of the question's word groups: a phrase or a name as written (with its other spellings), a word
 * with its forms and relatives in the sense the question means ('kind' of "being kind" is not a sort).
 */
export async function conceptOf(
  group: string[],
  names: ReadonlySet<string>,
  frames: ReadonlySet<string>,
  adjectival: ReadonlySet<string>,
  feelings: ReadonlySet<string> = new Set(),
  objects: VerbObjects = { verbSenses: new Map() },
): Promise<Concept> {
  const label = group.join(' ');
  if (group.length > 1) {
    // 'last judgement' is also 'last judgment'.
    const respelt = group.map((word) => spellingVariants(word)[0] ?? word);
    const spellings = respelt.join(' ') === label ? [] : [{ words: respelt, kind: 'form' as const }];
    return { label, terms: [{ words: group, kind: 'word' }, ...spellings], ambiguous: [] };
  }
  if (names.has(group[0]!)) {
    // A capitalised word ('Saviour') is searched as written, and as the other side of the Atlantic writes it.
    const spellings = spellingVariants(group[0]!).map((variant) => ({
      words: [variant],
      kind: 'form' as const,
    }));
    return { label, terms: [{ words: group, kind: 'word' }, ...spellings], ambiguous: [] };
  }
  const word = group[0]!;
  const terms = new Map<string, ConceptTerm>();
  const add = (candidate: string, kind: TermKind) => {
    if (!candidate || stopWords.has(candidate) || terms.has(candidate)) return;
    terms.set(candidate, { words: [candidate], kind });
  };
  add(word, 'word');
  for (const variant of spellingVariants(word)) add(variant, 'form');
  for (const pair of kinPairs.get(word) ?? []) terms.set(pair, { words: pair.split(' '), kind: 'form' });
  const feeling = feelings.has(word);
  const sense = objects.verbSenses.get(word);
  const relations = await relationsOf(word, {
    adjective: adjectival.has(word),
    feeling,
    ...(sense ? { sense } : {}),
  });
  if (relations) {
    add(relations.lemma, 'form');
    for (const variant of spellingVariants(relations.lemma)) add(variant, 'form');
    // Words made from the same root by a suffix ('jealous' → 'jealousy'), when WordNet knows them.
    for (const suffix of ['y', 'ness', 'ity', 'ful']) {
      const made = relations.lemma + suffix;
      if (await isWord(made)) add(made, 'form');
    }
    for (const derived of relations.derived) add(derived, 'derived');
    for (const synonym of relations.synonyms) add(synonym, 'synonym');
    for (const narrower of relations.narrower) add(narrower, 'narrower');
    for (const part of relations.parts) add(part, 'narrower');
    for (const broader of relations.broader) add(broader, 'broader');
  }
  const list = [...terms.values()].slice(0, MAX_TERMS_PER_CONCEPT);
  for (const term of list)
    if (term.kind !== 'word' && term.kind !== 'form' && relations?.minorSense.includes(term.words[0]!))
      term.minorSense = true;
  const ambiguous: AmbiguousForm[] = [];
  // Only the word's own inflections ('fast' of fasting): a derived word with another part of speech is the same
  // idea ('content' of contentment), an inflection's bare form may not be ('fast' = quick).
  const inflections = new Set([word, relations?.lemma ?? word, ...baseFormCandidates(word)]);
  for (const term of list.filter((entry) => inflections.has(entry.words[0]!) && entry.words.length === 1)) {
    const bare = term.words[0]!;
    if (!(await hasOtherPartOfSpeech(bare))) continue;
    const adjectiveFirst = await isMostlyAdjective(bare);
    ambiguous.push({
      bare,
      phrases: await phrasesContaining(bare),
      ...(adjectiveFirst ? { mostlyAdjective: true } : {}),
    });
  }
  const forms = relations && isNounOrVerbIdea(relations) ? ambiguous : await adjectiveForms(word, relations);
  // A reader's own feeling ('I feel so lonely') is an inner state, not a lonely place or a broken bone.
  if (feeling) await guardInnerSense(list, forms);
  return {
    label,
    terms: list,
    ambiguous: forms,
    ...(frames.has(word) ? { frame: true } : {}),
  };
}

/**
 * An adjective idea's bare forms ('kind', 'old'), guarded when the word is also a noun ('after his kind') or has
 * other senses with opposites of their own ('old' beside 'new').
 */
async function adjectiveForms(word: string, relations: WordRelations | undefined): Promise<AmbiguousForm[]> {
  if (!relations) return [];
  const otherSenses = relations.otherSenseOpposites;
  const forms = [...new Set([word, relations.lemma])];
  const guarded = await Promise.all(
    forms.map(async (bare) => otherSenses.length > 0 || (await hasOtherPartOfSpeech(bare))),
  );
  return forms
    .filter((_, index) => guarded[index])
    .map((bare) => ({
      bare,
      phrases: [],
      adjective: true,
      ...(otherSenses.length > 0 ? { otherSenses } : {}),
    }));
}

/** The guard is for a question that means a thing or an act; an adjective question ('fast cars') keeps every use. */
function isNounOrVerbIdea(relations: { pos: string }): boolean {
  return relations.pos === 'n' || relations.pos === 'v';
}
