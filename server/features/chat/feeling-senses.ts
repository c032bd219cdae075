/**
 * A reader's feeling word in the sense they mean. 'Lonely', 'broken', 'heavy', 'empty', 'low' are also said of
 * places, things and bodies ("a lonely lodging", "a bone of him shall not be broken", "make their ears heavy"); a
 * reader who says "I feel so lonely" means the inner state. WordNet tells the senses apart by their kind (its
 * lexicographer files): a noun of feeling, a verb of emotion, or an adjective whose derived or attribute noun is a
 * feeling ('lonely' 2 → forlornness, 'broken' 3 → downheartedness, 'heavy' 5 → heaviness).
 */
import type { AmbiguousForm } from './sense-guard';
import { baseFormCandidates } from './word-forms';
import { wordNetFiles, type WordNetPointer, type WordNetSense } from './word-net-files';

/** WordNet's lexicographer files for feelings: noun.feeling and verb.emotion. */
const NOUN_FEELING = 12;
const VERB_EMOTION = 37;

const isAdjective = (sense: WordNetSense) => sense.pos === 'a' || sense.pos === 's';

/**
 * The kinds of noun and verb senses that are things, places, bodies and what befalls them: noun.animal, artifact,
 * body, event ('desolation' of a land), food, location, object, plant, substance; verb.body, change, contact, motion,
 * weather. A state or a thought ('grief' as something that causes unhappiness, noun.cognition) is not literal.
 */
const literalFiles = new Set([5, 6, 8, 11, 13, 15, 17, 20, 27, 29, 30, 35, 38, 43]);
const ofFeeling = (sense: WordNetSense | undefined) =>
  sense !== undefined &&
  ((sense.pos === 'n' && sense.lexFile === NOUN_FEELING) ||
    (sense.pos === 'v' && sense.lexFile === VERB_EMOTION));

/**
 * Whether a sense is a feeling: a noun of feeling or a verb of emotion, or an adjective whose derived or attribute
 * noun is one, directly or through the adjective it is a satellite of ('scared' → afraid → fear).
 */
export async function isFeelingSense(sense: WordNetSense): Promise<boolean> {
  if (ofFeeling(sense)) return true;
  if (!isAdjective(sense)) return false;
  const files = await wordNetFiles();
  const namesFeeling = (adjective: WordNetSense | undefined) =>
    (adjective?.ptrs ?? []).some(
      (pointer) =>
        (pointer.pointerSymbol === '+' || pointer.pointerSymbol === '=') &&
        pointer.pos === 'n' &&
        ofFeeling(files.seek(pointer.synsetOffset, 'n')),
    );
  if (namesFeeling(sense)) return true;
  const head = sense.pos === 's' ? sense.ptrs.find((pointer) => pointer.pointerSymbol === '&') : undefined;
  return head !== undefined && namesFeeling(files.seek(head.synsetOffset, 'a'));
}

/** A word's senses, or its base form's ('hurts' → 'hurt'), without adverbs. */
async function sensesOf(word: string): Promise<WordNetSense[]> {
  const files = await wordNetFiles();
  for (const candidate of [word, ...baseFormCandidates(word)]) {
    const senses = files.lookup(candidate).filter((sense) => sense.pos !== 'r');
    if (senses.length > 0) return senses;
  }
  return [];
}

/** The word's first sense that is a feeling ('lonely': dejected from being alone, not 'devoid of creatures'). */
export async function feelingSenseOf(senses: readonly WordNetSense[]): Promise<WordNetSense | undefined> {
  for (const sense of senses) if (sense.pos !== 'r' && (await isFeelingSense(sense))) return sense;
  return undefined;
}

const literalCache = new Map<string, Promise<boolean>>();

/**
 * Whether a word has a sense a text may use of a place, a thing or a body: an adjective's sense that is no feeling
 * ('lonely' crossroads, 'broken' pot), a noun or verb of a literal kind ('comfort' a quilt, 'wound' of the flesh,
 * 'heal' the body). 'sorrow', 'grief', 'despair' and 'brokenhearted' have none; a word WordNet lacks neither.
 */
export function hasLiteralSense(word: string): Promise<boolean> {
  let found = literalCache.get(word);
  if (!found) {
    found = (async () => {
      const senses = await sensesOf(word);
      for (const sense of senses) {
        if (isAdjective(sense) ? !(await isFeelingSense(sense)) : literalFiles.has(sense.lexFile))
          return true;
      }
      return false;
    })();
    if (literalCache.size > 5000) literalCache.clear();
    literalCache.set(word, found);
  }
  return found;
}

/**
 * Nouns a text names a person's inner life with. WordNet files them as cognition ('heart' the locus of feelings,
 * 'mind'), a person ('soul') or a state ('spirit'), never as feelings, so they are listed here.
 */
const innerNouns = ['heart', 'soul', 'spirit', 'mind', 'inward', 'inwardly', 'bowels'];

let feelingWords: Promise<ReadonlySet<string>> | undefined;

/**
 * The words a text speaks of an inner state with: the inner nouns above and every word whose first noun sense is a
 * feeling or whose first verb sense is an emotion ('sorrow', 'fear', 'joy', 'grieve', 'mourn'), read once from
 * WordNet's data files.
 */
export function innerStateWords(): Promise<ReadonlySet<string>> {
  feelingWords ??= (async () => {
    const files = await wordNetFiles();
    const words = new Set<string>(innerNouns);
    for (const [pos, lexFile] of [
      ['n', NOUN_FEELING],
      ['v', VERB_EMOTION],
    ] as const) {
      const file = String(lexFile).padStart(2, '0');
      for (const line of files.dataText(pos).split('\n')) {
        const [offset, fileNumber] = line.split(' ', 2);
        if (fileNumber !== file || !/^\d{8}$/.test(offset ?? '')) continue;
        for (const synonym of files.seek(offset!, pos)?.synonyms ?? []) {
          const lemma = synonym.toLowerCase().replace(/\(.*\)$/, '');
          if (!/^[a-z]{3,}$/.test(lemma) || words.has(lemma)) continue;
          const first = files.lookup(lemma).find((sense) => sense.pos === pos);
          if (first?.lexFile === lexFile) words.add(lemma);
        }
      }
    }
    return words;
  })().catch((error: unknown) => {
    feelingWords = undefined;
    throw error;
  });
  return feelingWords;
}

/**
 * Guards an idea's single words that are not only feelings (a sense of a place, a thing or a body, like 'lonely',
 * or no feeling sense at all, like 'forsaken' of a land): each counts fully only where the text speaks of an inner
 * state. 'sorrow' and 'brokenhearted' say one themselves. A word already read as said of someone ('alone', ADR
 * 0171) keeps that reading.
 */
export async function guardInnerSense(
  terms: readonly { words: readonly string[] }[],
  forms: AmbiguousForm[],
): Promise<void> {
  const inner = await innerStateWords();
  for (const term of terms) {
    if (term.words.length !== 1) continue;
    const bare = term.words[0]!;
    if (!(await hasLiteralSense(bare)) && (await feelingSenseOf(await sensesOf(bare)))) continue;
    const known = forms.find((form) => form.bare === bare);
    if (!known) forms.push({ bare, phrases: [], inner });
    else if (!known.predicative) known.inner = inner;
  }
}

/** The feelings WordNet files under sadness, pain or despair: what a reader needs comfort for. */
const sorrowKinds = new Set(['sadness', 'pain', 'despair']);
const HYPERNYM_STEPS = 8;

/**
 * Whether a reader's feeling word is a sorrow in WordNet: its feeling sense names a feeling (itself, or its derived
 * or attribute noun, or its head adjective's) under sadness, pain or despair ('lonely' → forlornness → sadness,
 * 'heavy' → heaviness → sadness, 'hurt' → suffering → pain). 'happy', 'grateful' and 'anxious' (eager) are not.
 */
export async function isSorrow(word: string): Promise<boolean> {
  const files = await wordNetFiles();
  const sense = await feelingSenseOf(await sensesOf(word));
  if (!sense) return false;
  const feelingNouns = (of: WordNetSense | undefined) =>
    (of?.ptrs ?? [])
      .filter(
        (pointer) => (pointer.pointerSymbol === '+' || pointer.pointerSymbol === '=') && pointer.pos === 'n',
      )
      .map((pointer) => files.seek(pointer.synsetOffset, 'n'))
      .filter((noun): noun is WordNetSense => noun?.lexFile === NOUN_FEELING);
  const head = sense.ptrs.find((pointer) => pointer.pointerSymbol === '&');
  const starts =
    sense.pos === 'n'
      ? [sense]
      : [...feelingNouns(sense), ...(head ? feelingNouns(files.seek(head.synsetOffset, 'a')) : [])];
  return starts.some((start) => {
    let current: WordNetSense | undefined = start;
    for (let step = 0; current && step < HYPERNYM_STEPS; step += 1) {
      if (current.synonyms.some((synonym) => sorrowKinds.has(synonym))) return true;
      const up: WordNetPointer | undefined = current.ptrs.find((pointer) => pointer.pointerSymbol === '@');
      current = up ? files.seek(up.synsetOffset, 'n') : undefined;
    }
    return false;
  });
}
