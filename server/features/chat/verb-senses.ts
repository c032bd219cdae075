/**
 * A verb in the sense its object tells. 'Raise' is first "raise the level or amount", then "raise from a lower to a
 * higher position", and only sixth "look after a child until it is an adult"; a reader who asks about raising
 * children means the sixth, and the texts' 'raise' and 'rise' ("children shall rise up against their parents")
 * answer another question. WordNet writes the objects each sense takes into its definition and examples ("raise a
 * family", "bring up children"; "she never keeps her promises"; "raise from the dead"): the sense whose gloss names
 * the question's object, or else a word for the same thing or the kind of thing it is, is the one meant.
 */
import { baseFormCandidates, irregularBase } from './word-forms';
import { wordNetFiles, type WordNetSense } from './word-net-files';

/** How closely a sense's gloss names the object: its own word, a synonym, or the kind of thing it is. */
const Tier = { Own: 0, Synonym: 1, Kind: 2 } as const;
type Tier = (typeof Tier)[keyof typeof Tier];

/** A word's senses of one part of speech, or those of the base form it is an inflection of ('raising' → raise). */
async function sensesOf(word: string, pos: 'n' | 'v'): Promise<{ lemma: string; senses: WordNetSense[] }> {
  const files = await wordNetFiles();
  for (const candidate of [word, irregularBase(word), ...baseFormCandidates(word)]) {
    if (!candidate) continue;
    const senses = files.lookup(candidate).filter((sense) => sense.pos === pos);
    if (senses.length > 0) return { lemma: candidate, senses };
  }
  return { lemma: word, senses: [] };
}

/** Whether a word of the question is a noun in WordNet ('temper', 'bread'; not 'near'). */
export async function isNoun(word: string): Promise<boolean> {
  return (await sensesOf(word, 'n')).senses.length > 0;
}

/** The object's main noun sense says what it is; later ones drift ('bread' 2 is money, which a bill is broken into). */
const OBJECT_SENSES = 1;

const plain = (lemma: string) => lemma.toLowerCase().replace(/\(.*\)$/, '');

/**
 * The words a gloss may name the object by, each with how close it is: the object as written and its dictionary
 * form, the other words of its main senses ('kid' for child), and the kinds they are ('weight' for a burden as a
 * load). Two-word lemmas are kept whole; a gloss is compared word by word, so they never match.
 */
async function objectWords(object: string): Promise<Map<string, Tier>> {
  const files = await wordNetFiles();
  const { lemma, senses } = await sensesOf(object, 'n');
  const words = new Map<string, Tier>([
    [object, Tier.Own],
    [lemma, Tier.Own],
  ]);
  const add = (word: string, tier: Tier) => {
    if (!words.has(word)) words.set(word, tier);
  };
  const main = senses.slice(0, OBJECT_SENSES);
  for (const sense of main) for (const synonym of sense.synonyms) add(plain(synonym), Tier.Synonym);
  for (const sense of main) {
    const kinds = sense.ptrs.filter((pointer) => pointer.pointerSymbol === '@');
    for (const kind of kinds) {
      for (const synonym of files.seek(kind.synsetOffset, 'n')?.synonyms ?? [])
        add(plain(synonym), Tier.Kind);
    }
  }
  return words;
}

/** How closely a gloss names the object, or undefined when it does not ('children' names child by its form). */
function glossTier(gloss: string, words: ReadonlyMap<string, Tier>): Tier | undefined {
  let best: Tier | undefined;
  for (const word of gloss.toLowerCase().match(/[a-z]+/g) ?? []) {
    for (const form of [word, irregularBase(word), ...baseFormCandidates(word)]) {
      const tier = form === undefined ? undefined : words.get(form);
      if (tier !== undefined && (best === undefined || tier < best)) best = tier;
    }
  }
  return best;
}

/**
 * A sense WordNet says only of animals or plants ('eat': "take in food; used of animals only; 'This dog doesn't eat
 * certain kinds of meat'"; 'bark', of dogs; 'leaf', of plants). A reader asks how people live, so a sense whose
 * definition names other creatures as its subject is never the one meant, however closely its example names the
 * object. An animal as the object ('the tusks of animals') says nothing of the subject.
 */
const creatureSubject =
  /(?:^|[;,(]\s*)(?:as |used (?:especially |only )?)?of (?:animals|an animal|plants|a plant|birds|horses|dogs|fish|insects)\b/;

function saidOfCreatures(gloss: string): boolean {
  const definition = gloss.split('"')[0] ?? gloss;
  return creatureSubject.test(definition);
}

const cache = new Map<string, Promise<WordNetSense | undefined>>();
const MAX_CACHED = 2000;

/**
 * The verb's sense its object tells: of the senses whose definition or examples name the object, the first one
 * (WordNet lists a word's senses commonest first) among those that name it most closely. None when no sense names
 * it ('love' your enemies, 'bear' a grudge, 'break' bread): the verb then keeps its main sense. WordNet's phrase
 * break_bread was tried as the sense and not kept: its broader 'eat' found every meal ("they did eat bread
 * together"), and the texts' "breaking of bread" and "the bread which we break" fell behind them.
 */
export function verbSenseByObject(verb: string, object: string): Promise<WordNetSense | undefined> {
  const key = `${verb} ${object}`;
  let found = cache.get(key);
  if (!found) {
    found = (async () => {
      const { senses } = await sensesOf(verb, 'v');
      if (senses.length === 0) return undefined;
      const words = await objectWords(object);
      let chosen: { sense: WordNetSense; tier: Tier } | undefined;
      for (const sense of senses) {
        if (saidOfCreatures(sense.gloss)) continue;
        const tier = glossTier(sense.gloss, words);
        if (tier !== undefined && (chosen === undefined || tier < chosen.tier)) chosen = { sense, tier };
      }
      return chosen?.sense;
    })();
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, found);
  }
  return found;
}

export type VerbObjects = {
  /** Each verb's sense as its object tells it. */
  verbSenses: ReadonlyMap<string, WordNetSense>;
};

/**
 * The question's verbs read by their objects: for each verb whose object is a noun, the sense that object tells,
 * when one does. The object keeps its main sense: read as a noun ('temper' an outburst of anger, not a verb of
 * hardening steel) it lost a judged pair in Islam and one in Judaism on the held-apart set and gained none.
 */
export async function readVerbObjects(pairs: ReadonlyMap<string, string>): Promise<VerbObjects> {
  const verbSenses = new Map<string, WordNetSense>();
  await Promise.all(
    [...pairs].map(async ([verb, object]) => {
      if (!(await isNoun(object))) return;
      const sense = await verbSenseByObject(verb, object);
      if (sense) verbSenses.set(verb, sense);
    }),
  );
  return { verbSenses };
}
