/**
 * The words of a question to the scholar, sorted before any meaning is looked up: which carry its topic, which only
 * frame it (verbs of handling, aspect nouns), which are names, and which neighbours form one idea.
 */
import { MIN_QUERY_WORD_LENGTH, queryWords } from '../../lib/query-words';
import { baseFormCandidates, irregularBase } from './word-forms';
import { isCollocation, isVerbPhrase } from './word-net';
import { isNoun } from './verb-senses';

/**
 * Words that carry no topic in a question to the scholar: question words, 'scripture', tradition names and
 * the names of God (every tradition's texts are full of them, so they would drown the topic).
 */
export const stopWords = new Set([
  ...`a about above after again against all also am an and any are aren as at be because been before being below
  between both but by can cannot could did didn do does doesn doing don down during each even ever every few for
  from further get gets got had has have having he her here hers herself him himself his how i if in into is isn it
  its itself just let like make many may me might more most much must my myself no nor not now of off on once only
  or other others ought our ours ourselves out over own same say says said see shall she should so some such take
  tell than that the their theirs them themselves then there these they this those through to too under until up
  upon us very want was we were what when where which while who whom whose why will with would you your yours
  yourself yourselves explain following verse verses meaning mean means teach teaches teaching taught text texts
  scripture scriptures holy sacred book books passage passages quote quotes religion religions religious tradition
  traditions faiths view views perspective perspectives think thought believe please thank thanks know someone
  something thing things people person way ways really one two need feel feels felt help understand compare different
  christianity christian christians bible islam muslim muslims quran koran judaism jewish jews torah tanakh
  hinduism hindu hindus gita buddhism buddhist buddhists buddha dhammapada god gods lord allah jesus christ
  hadith prophet happen happens happened life lives live living world day days time times stop start
  wrong right good bad okay true real toward towards since cant dont doesnt didnt isnt arent wasnt ive youre
  anymore everything everyone everybody anything anyone anybody`.split(/\s+/),
  // A chat's fillers and its verbs of wanting and making ("this makes me want to scream haha"): no reader asks
  // about them.
  ...`haha hahaha hehe lol lmao rofl omg ugh yeah yep nope hey gonna wanna gotta kinda sorta honestly literally
  basically actually seriously totally makes wants wanted helps`.split(/\s+/),
  // A reader's strong words about their own life ("I'm so tired of this shit"), which the guard lets through: they
  // say how the reader feels, not what they ask about, and as words they found the hadith of the latrine.
  ...`shit shitty fuck fucking fucked crap crappy bullshit`.split(/\s+/),
]);

/**
 * Verbs a plain question asks its topic through ("how do I deal with jealousy", "how should I treat my servants",
 * "how can I cope with the loss of my job"): they say how to meet the topic, not what it is, and in the texts they
 * are mostly other acts ('handle the harp', 'dealt treacherously', the 'coping' of a wall). Rarer than the topic's
 * word, they outweighed it.
 */
const frameWords = new Set(
  `deal deals dealing handle handles handling cope copes coping treat treats treating behave behaves behaving
  react reacts reacting respond responds responding manage manages managing find finds finding`.split(/\s+/),
);

/**
 * Nouns that name an aspect of the topic after 'of' ("the importance of family", "the value of friendship", "the
 * role of women"): the theme is the family, the friendship, the women; the texts seldom say 'importance'.
 */
const frameNouns = new Set(
  `importance value role nature purpose power danger dangers benefit benefits significance place use worth
  effect effects`.split(/\s+/),
);

/**
 * The aspect nouns of a question with the topic they are an aspect of ("what is the purpose of prayer", "the meaning
 * of suffering"): a frame noun or 'meaning' before 'of' and a content word, at most one determiner between ('the
 * power of the tongue'). 'meaning' is no idea of its own (a stop word), yet it calls up the meaning of life. With
 * nothing after 'of' but a stop word ('the purpose of life') the aspect is the question.
 */
export function aspectsIn(topic: string): Set<string> {
  const words = queryWords(topic);
  return new Set(
    words.filter((word, index) => {
      if (!(frameNouns.has(word) || word === 'meaning') || words[index + 1] !== 'of') return false;
      const next = objectDeterminers.has(words[index + 2] ?? '') ? index + 3 : index + 2;
      return isContent(words[next] ?? '');
    }),
  );
}

/**
 * Verbs that ask for support with a particle ("what can I hold on to", "who can I turn to", "how do I move on"):
 * the reader seeks something to lean on, the texts' 'hold' is mostly seizing and keeping ("horror hath taken hold
 * upon me", "hold fast the form of sound words").
 */
const phrasalFrames = new Map<string, readonly string[]>([
  ['hold', ['on', 'onto']],
  ['turn', ['to']],
  ['lean', ['on']],
  ['carry', ['on']],
  ['move', ['on']],
  ['hang', ['on']],
]);

/**
 * Verbs of becoming before the word they predicate ("growing old", "becoming wise"): the idea is the state, and the
 * texts' 'grow' is mostly plants and nations ("which decayeth and waxeth old" of a covenant grows old as well).
 */
const becomingVerbs = new Set('grow grows growing getting become becomes becoming going turning'.split(' '));

/**
 * The question's frame words: its verbs of handling, of seeking support and of becoming, and its aspect nouns
 * before 'of'.
 */
export function framesIn(topic: string): Set<string> {
  const words = queryWords(topic);
  return new Set(
    words.filter(
      (word, index) =>
        frameWords.has(word) ||
        (frameNouns.has(word) && words[index + 1] === 'of') ||
        (phrasalFrames.get(word)?.includes(words[index + 1] ?? '') ?? false) ||
        (becomingVerbs.has(word) && isContent(words[index + 1] ?? '')),
    ),
  );
}

/** Nouns among the stop words: they say little alone, yet a word before them qualifies them. */
const stopNouns = new Set(
  'people person thing things way ways life lives world day days time times someone something one'.split(' '),
);

/** Words after which the next one is said of someone: 'being kind', 'growing old', 'so quiet'. */
const predicating = new Set(
  `be being been is are am was were become becoming became feel feeling felt stay staying remain remaining grow
  growing grew get getting got so too very more most less how`.split(/\s+/),
);

/**
 * The words a question may use as adjectives, by their place: after a verb of being or a degree word ('being
 * kind', 'growing old'), before the word they qualify ('fair wages', 'old friends'; not a verb's '-ing' form:
 * 'saving money'), after 'the' with nothing after them ('the poor'), or joined by 'and' to one that is ('still and
 * quiet', 'a sound and healthy mind'). A word marked here that is mostly a noun ('the soul') keeps its noun sense.
 */
export function adjectivalIn(topic: string): Set<string> {
  const words = queryWords(topic);
  // A noun the stop list holds ('old people', 'kind person') is still a word to qualify.
  const qualifiable = (word: string) => isContent(word) || stopNouns.has(word);
  const marked = words.map(
    (word, index) =>
      isContent(word) &&
      (predicating.has(words[index - 1] ?? '') ||
        (!/[a-z]{3}ing$/.test(word) && qualifiable(words[index + 1] ?? '')) ||
        // 'the poor', 'the sick', 'the elderly': an adjective standing for the people it is said of.
        (words[index - 1] === 'the' && !isContent(words[index + 1] ?? ''))),
  );
  const joined = (index: number) => words[index] === 'and' || words[index] === 'or';
  words.forEach((word, index) => {
    if (!isContent(word) || marked[index]) return;
    if ((joined(index - 1) && marked[index - 2]) || (joined(index + 1) && marked[index + 2]))
      marked[index] = true;
  });
  return new Set(words.filter((_, index) => marked[index]));
}

/** Verbs a reader tells a feeling with ("I feel so lonely", "my heart feels heavy", "everything feels dark"). */
const feelingVerbs = new Set(['feel', 'feels', 'feeling', 'felt']);
/** Words between the verb and the feeling ("I feel so very alone", "I'm really lost"). */
const feelingDegrees = new Set(
  'so very really quite completely totally utterly extremely too pretty always constantly just kind bit a'.split(
    ' ',
  ),
);

/**
 * The words a reader tells their own feeling or state with: after a verb of feeling ('I feel so lonely', 'my heart
 * feels heavy') or after 'I am' ('I'm so lost', 'I've been lonely', 'I was heartbroken'), and a word joined to one
 * of them by 'and' ('cold and numb'). A verb's '-ing' form there is an act ('I'm struggling with'), not a state.
 */
export function feelingsIn(topic: string): Set<string> {
  const words = queryWords(topic);
  const speakerBeing = (index: number) => {
    const word = words[index];
    const before = words[index - 1];
    return (
      word === 'im' ||
      (word === 'am' && before === 'i') ||
      (word === 'was' && before === 'i') ||
      (word === 'been' && (before === 'ive' || before === 'have' || before === 'i'))
    );
  };
  const found = new Set<string>();
  words.forEach((word, index) => {
    if (!feelingVerbs.has(word) && !speakerBeing(index)) return;
    let next = index + 1;
    while (feelingDegrees.has(words[next] ?? '')) next += 1;
    // "I've been feeling so empty": the verb of feeling after 'been' tells it.
    if (feelingVerbs.has(words[next] ?? '')) return;
    // 'down' of "feeling down and low" is no idea of its own, but 'low' after it is still the feeling.
    for (; next < words.length; next += 2) {
      const feeling = words[next]!;
      if (/[a-z]{3}ing$/.test(feeling)) break;
      if (isContent(feeling)) found.add(feeling);
      if (words[next + 1] !== 'and') break;
    }
  });
  return found;
}

const MAX_QUESTION_WORDS = 10;

export const isContent = (word: string) => word.length >= MIN_QUERY_WORD_LENGTH && !stopWords.has(word);

export function contentWords(text: string): string[] {
  return [...new Set(queryWords(text).filter(isContent))];
}

/** Pairs the writer joined with a hyphen ('self-control'): one word to them, whatever WordNet says. */
export function hyphenated(text: string): Set<string> {
  const pairs = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/\b([a-z]+)-([a-z]+)\b/g))
    pairs.add(`${match[1]} ${match[2]}`);
  return pairs;
}

/**
 * Compounds of three words or more ('mother-in-law'): one idea, its small words inside kept so the phrase is found
 * with them in place ('mother' <2> 'law'). Taken in pairs they were 'mother in', whose stop word lost it, and 'law'.
 */
function hyphenChains(text: string): string[][] {
  return [...text.toLowerCase().matchAll(/\b[a-z]+(?:-[a-z]+){2,}\b/g)].map((match) => match[0].split('-'));
}

export const joinCompounds = (text: string) => text.replace(/\b([a-z]+)-([a-z]+)\b/gi, '$1$2');

/**
 * Content words in order, with two neighbours that form one idea joined: a WordNet collocation ('old age') or a
 * hyphenated compound ('self-control', whose halves alone mean little).
 */
export async function conceptWords(text: string): Promise<string[][]> {
  const all = queryWords(text);
  const compounds = hyphenated(text);
  const chains = hyphenChains(text);
  const groups: string[][] = [];
  for (let index = 0; index < all.length; index += 1) {
    const word = all[index]!;
    const next = all[index + 1];
    const chain = chains.find((parts) => parts.every((part, at) => all[index + at] === part));
    if (chain && chain.some(isContent)) {
      groups.push(chain);
      index += chain.length - 1;
      continue;
    }
    if (next && compounds.has(`${word} ${next}`) && (isContent(word) || isContent(next))) {
      groups.push([word, next]);
      index += 1;
      continue;
    }
    if (!isContent(word)) continue;
    if (next && isContent(next) && (await isPhrase(word, next))) {
      groups.push([word, next]);
      index += 1;
      continue;
    }
    groups.push([word]);
  }
  const seen = new Set<string>();
  return groups
    .filter((group) => {
      const key = group.join(' ');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_QUESTION_WORDS);
}

/**
 * Whether two neighbours are one idea in WordNet, as written ('old age') or, before a word that is no noun, with the
 * first one's verb inflection taken off ('drawing near' is draw_near, to approach; 'passed away' pass_away). A verb
 * and its object stay two ideas ('breaking bread': the texts say "the breaking of bread" and "the bread which we
 * break", which a phrase would not find).
 */
async function isPhrase(word: string, next: string): Promise<boolean> {
  if (await isCollocation([word, next])) return true;
  if (!/(?:ing|ed|s)$/.test(word) || (await isNoun(next))) return false;
  for (const base of [irregularBase(word), ...baseFormCandidates(word)]) {
    if (base && base !== word && (await isVerbPhrase([base, next]))) return true;
  }
  return false;
}

/**
 * Words written with a capital inside a sentence: names ('John' is not the WordNet john, a toilet), searched as
 * they are, with no related words.
 */
export function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  // Title Case ('Honouring Parents') capitalises every word: then none is known to be a name.
  if (!/(^|\s)[a-z]{3,}/.test(text)) return names;
  for (const match of text.matchAll(/(?<![.!?]\s*|^\s*)\b([A-Z][a-z]+)\b/g))
    names.add(match[1]!.toLowerCase());
  return names;
}

/** Words before a noun that leave it the verb's object ('keep a promise', 'losing my temper', 'run the race'). */
export const objectDeterminers = new Set(
  'a an the my your his her our their its this that these those any some'.split(' '),
);
