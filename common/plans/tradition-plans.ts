import { dhammapadaVaggas } from '../scripture/dhammapada';
import type { ScriptureRef } from '../scripture/scripture-ref';
import type { ReligionId } from '../scripture/religions';
import { surahs } from '../scripture/surahs';
import { juzPassages, juzSpan } from './juz-boundaries';
import type { PlanDefinition } from './plan-types';

/* The single-tradition plans: one book, or one collection, read through in order. Titles are our own. */

const chapter = (religion: ReligionId, book: string, number: number): ScriptureRef => ({
  religion,
  book,
  chapter: number,
});

const johnTitles = [
  'The Word made flesh',
  'Water into wine',
  'Born from above',
  'The woman at the well',
  'Healing at the pool',
  'The bread of life',
  'Rivers of living water',
  'The light of the world',
  'The man born blind',
  'The good shepherd',
  'Lazarus raised',
  'The hour has come',
  'The washing of feet',
  'The way, the truth and the life',
  'The vine and the branches',
  'The Advocate promised',
  'The prayer for unity',
  'Arrest and trial',
  'The cross',
  'The empty tomb',
  'Breakfast by the sea',
];

const gitaTitles = [
  "Arjuna's despair on the field",
  'The undying self and steady wisdom',
  'The way of action',
  'Knowledge and the offering of action',
  'Renouncing while acting',
  'The discipline of meditation',
  'Knowing the divine',
  'The imperishable',
  'The royal secret',
  'The divine glories',
  'The vision of the universal form',
  'The way of devotion',
  'The field and its knower',
  'The three strands of nature',
  'The highest person',
  'Two natures, divine and demonic',
  'Three kinds of faith',
  'Freedom in letting go',
];

const suttaTitles = [
  'The root of all things',
  'All the defilements',
  'Heirs in the teaching',
  'Fear and dread',
  'Without blemish',
  'One might wish',
  'The simile of the cloth',
  'Rubbing out',
  'Right view',
  'Mindfulness meditation',
  'The shorter lion’s roar',
  'The greater lion’s roar',
  'The greater mass of suffering',
  'The shorter mass of suffering',
  'Measuring oneself',
  'Barrenness of heart',
  'Jungle thickets',
  'The honey-cake',
  'Two kinds of thought',
  'Stilling distracting thoughts',
  'The simile of the saw',
  'The simile of the snake',
  'The termite mound',
  'Relay chariots',
  'The sower',
  'The noble search',
  'The shorter elephant’s footprint',
  'The greater elephant’s footprint',
  'The greater heartwood',
  'The shorter heartwood',
  'The shorter discourse at Gosinga',
  'The greater discourse at Gosinga',
  'The greater cowherd',
  'The shorter cowherd',
  'The shorter talk with Saccaka',
  'The greater talk with Saccaka',
  'The shorter ending of craving',
  'The greater ending of craving',
  'The greater discourse at Assapura',
  'The shorter discourse at Assapura',
  'The people of Sala',
  'The people of Veranja',
  'The greater elaboration',
  'The shorter elaboration',
  'The shorter taking up of practices',
  'The greater taking up of practices',
  'The inquirer',
  'The people of Kosambi',
  'The invitation of Brahma',
  'The rebuke of Mara',
];

/** Juz' Amma's 37 surahs over 30 days: the longer ones alone, the shortest in pairs or a three. */
const juzAmmaDays: number[][] = [
  ...Array.from({ length: 19 }, (_, index) => [78 + index]),
  [97, 98],
  [99, 100],
  [101, 102],
  [103, 104],
  [105, 106],
  [107, 108],
  [109],
  [110],
  [111],
  [112],
  [113, 114],
];

const surahName = (number: number) => surahs[number - 1]!.name;

export const traditionPlans: PlanDefinition[] = [
  {
    id: 'gospel-of-john-21',
    title: 'The Gospel of John in 21 days',
    kind: 'tradition',
    traditions: ['christianity'],
    introduction:
      'A chapter a day through the fourth gospel, from the Word at the beginning to the breakfast on the shore. ' +
      'John tells fewer stories than the other gospels and stays with each one longer: signs, long ' +
      'conversations, and the farewell discourses at the last supper. Read slowly; each chapter stands on its own.',
    days: johnTitles.map((title, index) => ({
      title,
      passages: [chapter('christianity', 'John', index + 1)],
    })),
  },
  {
    id: 'psalms-30',
    title: 'The Psalms in 30 days',
    kind: 'tradition',
    traditions: ['judaism'],
    introduction:
      'All 150 psalms in a month, five a day, in the Tanakh’s order and numbering. Praise, lament, ' +
      'thanksgiving and complaint sit side by side: the psalms give words for every state of the heart, and ' +
      'reading them in sequence shows how quickly one turns into another.',
    days: Array.from({ length: 30 }, (_, index) => ({
      title: `Psalms ${index * 5 + 1} to ${index * 5 + 5}`,
      passages: Array.from({ length: 5 }, (_, offset) =>
        chapter('judaism', 'Psalms', index * 5 + offset + 1),
      ),
    })),
  },
  {
    id: 'proverbs-31',
    title: 'Proverbs in 31 days',
    kind: 'tradition',
    traditions: ['judaism'],
    introduction:
      'One chapter of Proverbs for each day of a long month. The first nine chapters are a parent’s ' +
      'teaching about wisdom; the rest are short sayings on work, speech, wealth and friendship, ending with ' +
      'the portrait of the woman of valour. A saying a day is often enough to carry.',
    days: Array.from({ length: 31 }, (_, index) => ({
      title: `Proverbs, chapter ${index + 1}`,
      passages: [chapter('judaism', 'Proverbs', index + 1)],
    })),
  },
  {
    id: 'bhagavad-gita-18',
    title: 'The Bhagavad Gita in 18 days',
    kind: 'tradition',
    traditions: ['hinduism'],
    introduction:
      'The dialogue between Arjuna and Krishna on the field of Kurukshetra, one chapter a day. It begins ' +
      'with a warrior who will not fight and moves through action, knowledge, meditation and devotion to ' +
      'the vision of the universal form and the final teaching of surrender.',
    days: gitaTitles.map((title, index) => ({
      title,
      passages: [chapter('hinduism', 'Bhagavad Gita', index + 1)],
    })),
  },
  {
    id: 'dhammapada-26',
    title: 'The Dhammapada in 26 days',
    kind: 'tradition',
    traditions: ['buddhism'],
    introduction:
      'The twenty-six chapters of the Dhammapada, one a day. Its 423 verses are short and memorable: on ' +
      'the mind, on heedfulness, on anger and craving, on the fool and the wise. Many readers keep one verse ' +
      'from each chapter to think on through the day.',
    days: dhammapadaVaggas.map((vagga) => ({
      title: vagga.title,
      passages: [chapter('buddhism', 'Dhammapada', vagga.vagga)],
    })),
  },
  {
    id: 'juz-amma-30',
    title: "Juz' Amma in 30 days",
    kind: 'tradition',
    traditions: ['islam'],
    introduction:
      "The thirtieth part of the Qur'an, from An-Naba to An-Nas, over a month. Its surahs are short, most " +
      'from the early years in Mecca, and many are the first a child learns by heart: the day of ' +
      'reckoning, the signs in creation, and comfort for the Prophet in hard times.',
    days: juzAmmaDays.map((numbers) => ({
      title: numbers.map(surahName).join(', '),
      passages: numbers.map((number) => chapter('islam', "Qur'an", number)),
    })),
  },
  {
    id: 'quran-by-juz-30',
    title: "The Qur'an by juz' in 30 days",
    kind: 'tradition',
    traditions: ['islam'],
    introduction:
      "The whole Qur'an in thirty days, one juz' a day, the division many read through the month of " +
      "Ramadan. Each day is about twenty pages of the printed mushaf; the juz' boundaries are the ones " +
      'marked in most printed copies.',
    days: Array.from({ length: 30 }, (_, index) => ({
      title: `Juz' ${index + 1}: ${juzSpan(index + 1)}`,
      passages: juzPassages(index + 1),
    })),
  },
  {
    id: 'majjhima-nikaya-50',
    title: 'A sutta a day: the first fifty of the Middle Discourses',
    kind: 'tradition',
    traditions: ['buddhism'],
    introduction:
      'The Majjhima Nikaya’s first fifty discourses, one a day. They hold some of the best-known teachings ' +
      'of the early tradition: right view, the establishing of mindfulness, the simile of the saw and of the ' +
      'snake, and the Buddha’s own account of his search.',
    days: suttaTitles.map((title, index) => ({
      title,
      passages: [chapter('buddhism', 'Majjhima Nikaya', index + 1)],
    })),
  },
];
