import type { ReligionId } from '../../../common/scripture/religions';
import { jpsRenderings } from './jps-renderings';
import type { Concept, ConceptTerm } from './query-terms';

/*
 * The Suttas are quoted in Bhikkhu Sujato's translation, which renders the Pali on purpose with plain English that
 * a seeker does not ask with: nibbāna is 'extinguishment', a bhikkhu a 'mendicant', mettā 'love', jhāna
 * 'absorption', hiri and ottappa 'conscience' and 'prudence'. A question about nirvana, monks or shame then shares
 * no word with the suttas that answer it. This table gives, for a seeker's word or the Pali term, the words his
 * translation uses for it; they join the question's idea for Buddhism only, as a synonym counts, never above the
 * question's own word, so no other tradition's ranking sees them.
 *
 * Written from his published terminology and checked against the library: the number after each rendering is
 * how many segments of his DN, MN, SN, AN, Dhammapada, Sutta Nipata, Udana, Itivuttaka and Khuddakapatha hold it
 * (bilara-data, translation/en/sujato, case-insensitive, whole words). A seeker's word his translation already
 * uses often ('suffering', 'compassion', 'craving') needs no entry.
 */

export type Rendering = {
  /** The words a seeker asks with, and the Pali term, as a question's word or its base form says them. */
  asked: readonly string[];
  /** Sujato's English for the idea, a phrase as its words in a row, with its count in the library. */
  his: readonly (readonly [phrase: string, segments: number])[];
};

export const sujatoRenderings: readonly Rendering[] = [
  // nibbāna; nibbuta, parinibbuta
  {
    asked: ['nirvana', 'nibbana', 'nirvāṇa', 'nibbāna'],
    his: [
      ['extinguishment', 676],
      ['extinguished', 325],
      ['quenched', 186],
    ],
  },
  // bhikkhu, bhikkhunī
  { asked: ['monk', 'bhikkhu'], his: [['mendicant', 5975]] },
  { asked: ['bhikkhuni'], his: [['nun', 194]] },
  // mettā: "loving-kindness" arrives as the two-word idea 'loving kindness'
  { asked: ['loving kindness', 'lovingkindness', 'metta', 'mettā', 'goodwill'], his: [['love', 525]] },
  // jhāna, samādhi
  {
    asked: ['meditation', 'jhana', 'jhāna', 'trance'],
    his: [
      ['absorption', 787],
      ['immersion', 1649],
    ],
  },
  { asked: ['concentration', 'samadhi', 'samādhi'], his: [['immersion', 1649]] },
  // hiri, ottappa
  {
    asked: ['shame', 'modesty', 'hiri', 'ottappa', 'decency'],
    his: [
      ['conscience', 183],
      ['prudence', 157],
    ],
  },
  // pisuṇā vācā, samphappalāpa
  {
    asked: ['slander', 'backbiting', 'calumny', 'defamation'],
    his: [['divisive speech', 59]],
  },
  {
    asked: ['gossip', 'chatter'],
    his: [
      ['talking nonsense', 55],
      ['divisive speech', 59],
    ],
  },
  // dosa
  { asked: ['hatred', 'dosa'], his: [['hate', 630]] },
  // sīla
  {
    asked: ['morality', 'virtue', 'sila', 'sīla'],
    his: [
      ['ethics', 720],
      ['ethical conduct', 228],
    ],
  },
  // bodhi, sambodhi
  {
    asked: ['enlightenment', 'enlighten', 'bodhi'],
    his: [
      ['awakening', 994],
      ['awakened', 684],
    ],
  },
  // kamma
  { asked: ['karma', 'kamma'], his: [['deeds', 1013]] },
  // saṅgha: the diacritic is kept in the library's words
  { asked: ['sangha'], his: [['saṅgha', 1037]] },
  // māna, asmimāna
  { asked: ['pride', 'arrogance', 'vanity', 'egotism', 'ego'], his: [['conceit', 244]] },
  // soka
  { asked: ['grief', 'mourning'], his: [['sorrow', 420]] },
  // upādāna
  { asked: ['attachment', 'upadana'], his: [['grasping', 985]] },
  // punabbhava
  {
    asked: ['reincarnation', 'transmigration', 'samsara'],
    his: [
      ['rebirth', 1025],
      ['future lives', 122],
    ],
  },
  // surāmeraya
  { asked: ['alcohol', 'drunkenness'], his: [['liquor', 110]] },
  // pāpa kamma, duccarita
  {
    asked: ['sin'],
    his: [
      ['bad deeds', 150],
      ['misconduct', 264],
    ],
  },
  // vimutti
  { asked: ['liberation', 'salvation'], his: [['freedom', 983]] },
  // pāpa: the bad one does, not a transgression against a god
  {
    asked: ['evil', 'wickedness'],
    his: [
      ['wicked', 271],
      ['bad deeds', 150],
    ],
  },
  // Māra, the tempter who stands for desire and death; the library keeps the long vowel
  { asked: ['temptation', 'tempter', 'devil', 'satan'], his: [['māra', 493]] },
  // dāna
  { asked: ['charity', 'almsgiving'], his: [['giving', 1063]] },
  // pūjā
  { asked: ['worship'], his: [['veneration', 67]] },
  // macchariya: the meanness that begrudges another's gain
  { asked: ['envy'], his: [['stinginess', 181]] },
];

function byAsked(renderings: readonly Rendering[]): ReadonlyMap<string, Rendering[]> {
  const table = new Map<string, Rendering[]>();
  for (const rendering of renderings)
    for (const word of rendering.asked) table.set(word, [...(table.get(word) ?? []), rendering]);
  return table;
}

/** The traditions whose quotable translation has a table of renderings: the Suttas' and the 1917 Tanakh's. */
const renderingsOf: Partial<Record<ReligionId, ReadonlyMap<string, Rendering[]>>> = {
  buddhism: byAsked(sujatoRenderings),
  judaism: byAsked(jpsRenderings),
};

/** The question's own ways of saying an idea: its label and the word's forms ('monks' → 'monk'). */
function ownWords(concept: Concept): string[] {
  const forms = concept.terms
    .filter((term) => term.kind === 'word' || term.kind === 'form')
    .map((term) => term.words.join(' '));
  return [concept.label, ...forms];
}

/**
 * The question's ideas as a tradition's translation says them: each idea its table knows gains the translator's
 * words as synonyms. The same concepts (the same array) when the tradition has no table or nothing applies.
 */
export function conceptsFor(concepts: readonly Concept[], religion: ReligionId): readonly Concept[] {
  const table = renderingsOf[religion];
  if (!table) return concepts;
  let changed = false;
  const result = concepts.map((concept) => {
    const renderings = [...new Set(ownWords(concept).flatMap((word) => table.get(word) ?? []))];
    const present = new Set(concept.terms.map((term) => term.words.join(' ')));
    const added: ConceptTerm[] = renderings
      .flatMap((rendering) => rendering.his.map(([phrase]) => phrase))
      .filter((phrase) => !present.has(phrase) && (present.add(phrase), true))
      .map((phrase) => ({ words: phrase.split(' '), kind: 'synonym' as const }));
    if (added.length === 0) return concept;
    changed = true;
    return { ...concept, terms: [...concept.terms, ...added] };
  });
  return changed ? result : concepts;
}

/**
 * The traditions asked for, grouped by the concepts each searches with: one group when no translation's table
 * applies, otherwise the traditions with their own wording apart from the rest.
 */
export function conceptGroups(
  concepts: readonly Concept[],
  religions: readonly ReligionId[],
): { religions: ReligionId[]; concepts: readonly Concept[] }[] {
  const groups: { religions: ReligionId[]; concepts: readonly Concept[] }[] = [];
  for (const religion of religions) {
    const own = conceptsFor(concepts, religion);
    const group = groups.find((entry) => entry.concepts === own);
    if (group) group.religions.push(religion);
    else groups.push({ religions: [religion], concepts: own });
  }
  return groups;
}
