import { findScriptureRefs, type ScriptureRef } from '../../../common/scripture/scripture-ref';
import { themesIn, type Theme } from './theme-lexicon';
import { synonymsOf } from './word-net';

/**
 * Words that carry no topic in a question to the scholar: question words, 'scripture', tradition names and
 * the names of God (every tradition's texts are full of them, so they would drown the topic).
 */
const stopWords = new Set(
  `a about above after again against all also am an and any are aren as at be because been before being below
  between both but by can cannot could did didn do does doesn doing don down during each even ever every few for
  from further get gets got had has have having he her here hers herself him himself his how i if in into is isn it
  its itself just let like make many may me might more most much must my myself no nor not now of off on once only
  or other others ought our ours ourselves out over own same say says said see shall she should so some such take
  tell than that the their theirs them themselves then there these they this those through to too under until up
  upon us very want was we were what when where which while who whom whose why will with would you your yours
  yourself yourselves explain following verse verses meaning mean means teach teaches teaching taught text texts
  scripture scriptures holy sacred book books passage passages quote quotes religion religions religious tradition
  traditions faiths view views perspective perspectives think thought believe please thank thanks know someone
  something thing things people person way ways really one two need feel help understand compare different
  christianity christian christians bible islam muslim muslims quran koran judaism jewish jews torah tanakh
  hinduism hindu hindus gita buddhism buddhist buddhists buddha dhammapada god gods lord allah jesus christ
  hadith prophet happen happens happened life lives live living world day days time times`.split(/\s+/),
);

export type QueryTerm = { word: string; weight: number; source: 'question' | 'theme' | 'wordnet' };
export type QueryPlan = { themes: Theme[]; terms: QueryTerm[]; citedRefs: ScriptureRef[] };

const MAX_QUESTION_WORDS = 10;
const MAX_TERMS = 24;

export function contentWords(text: string): string[] {
  const words = (
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z]+(?:['’][a-z]+)?/g) ?? []
  ).map((word) => word.replace(/['’]s$/, '').replace(/['’]/g, ''));
  return [...new Set(words.filter((word) => word.length >= 3 && !stopWords.has(word)))];
}

/**
 * What to search for: the question's own words (weight 2), the vocabulary of the themes it calls up (1.5) and
 * WordNet synonyms of the question's words (0.8), plus any verse it cites by reference.
 */
export async function planQuery(text: string): Promise<QueryPlan> {
  const themes = themesIn(text);
  const terms = new Map<string, QueryTerm>();
  const add = (word: string, weight: number, source: QueryTerm['source']) => {
    const existing = terms.get(word);
    if (!existing || existing.weight < weight) terms.set(word, { word, weight, source });
  };

  const words = contentWords(text).slice(0, MAX_QUESTION_WORDS);
  for (const word of words) add(word, 2, 'question');
  for (const theme of themes) for (const word of theme.terms) add(word, 1.5, 'theme');
  // Synonyms only for short questions: a pasted verse has words enough of its own.
  if (words.length <= 6) {
    const synonymLists = await Promise.all(words.map((word) => synonymsOf(word)));
    synonymLists.forEach((synonyms) => {
      for (const synonym of synonyms.filter((candidate) => !stopWords.has(candidate)).slice(0, 3)) {
        add(synonym, 0.8, 'wordnet');
      }
    });
  }
  const ordered = [...terms.values()].sort((a, b) => b.weight - a.weight).slice(0, MAX_TERMS);
  const citedRefs = findScriptureRefs(text)
    .map((found) => found.ref)
    .filter((ref) => ref.verse !== undefined);
  return { themes, terms: ordered, citedRefs };
}
