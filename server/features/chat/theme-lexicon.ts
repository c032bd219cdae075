import type { ReligionId } from '../../../common/scripture/religions';

/**
 * Themes people bring to the scholar. `triggers` are the word stems that call a theme up from a question,
 * `terms` the words the full-text search looks for (each tradition's own vocabulary: the Gita's 'devotion',
 * the Suttas' 'love' for metta), and `classics` the passages a teacher of each tradition would open first.
 * Only references live here; their text is always read from the library.
 */
export type Theme = {
  id: string;
  label: string;
  triggers: readonly string[];
  terms: readonly string[];
  classics: Partial<Record<ReligionId, readonly string[]>>;
};

export const themes: readonly Theme[] = [
  {
    id: 'forgiveness',
    label: 'forgiveness',
    triggers: ['forgiv', 'pardon', 'grudge', 'reconcil', 'resent'],
    terms: ['forgive', 'forgiveness', 'pardon', 'trespasses', 'grudge', 'reconcile', 'forbearance', 'hatred'],
    classics: {
      christianity: ['Matthew 6:14', 'Ephesians 4:32', 'Colossians 3:13', 'Luke 6:37'],
      islam: ["Qur'an 24:22", "Qur'an 42:40", "Qur'an 3:134", "Qur'an 7:199"],
      judaism: ['Leviticus 19:18', 'Psalms 130:4', 'Micah 7:18'],
      hinduism: ['Bhagavad Gita 16:3', 'Bhagavad Gita 12:13', 'Bhagavad Gita 10:4'],
      buddhism: ['Dhp 5', 'Dhp 3', 'Dhp 4', 'Dhp 223'],
    },
  },
  {
    id: 'love',
    label: 'love',
    triggers: ['love', 'lovin', 'belov', 'affection', 'kindness'],
    terms: ['love', 'beloved', 'affection', 'kindness', 'devotion'],
    classics: {
      christianity: ['1 Corinthians 13:4', 'John 13:34', '1 John 4:8', 'Matthew 22:39'],
      islam: ["Qur'an 3:31", "Qur'an 30:21", "Qur'an 19:96", "Qur'an 85:14"],
      judaism: ['Leviticus 19:18', 'Deuteronomy 6:5', 'Song of Songs 8:7'],
      hinduism: ['Bhagavad Gita 12:13', 'Bhagavad Gita 9:29', 'Bhagavad Gita 18:65'],
      buddhism: ['Dhp 5', 'Khuddakapatha 9:11-12', 'Dhp 223'],
    },
  },
  {
    id: 'compassion',
    label: 'compassion',
    triggers: ['compassion', 'mercy', 'merciful', 'pity', 'kindness'],
    terms: ['compassion', 'compassionate', 'mercy', 'merciful', 'pity', 'kindness'],
    classics: {
      christianity: ['Luke 6:36', 'Colossians 3:12', 'Ephesians 4:32', 'Matthew 9:36'],
      islam: ["Qur'an 21:107", "Qur'an 7:156", "Qur'an 90:17", "Qur'an 1:1"],
      judaism: ['Exodus 34:6', 'Psalms 145:9', 'Micah 6:8'],
      hinduism: ['Bhagavad Gita 12:13', 'Bhagavad Gita 16:2', 'Bhagavad Gita 6:32'],
      buddhism: ['Khuddakapatha 9:11-12', 'Dhp 129', 'Dhp 130'],
    },
  },
  {
    id: 'wisdom',
    label: 'wisdom',
    triggers: ['wisdom', 'wise', 'knowledge', 'understanding', 'insight'],
    terms: ['wisdom', 'wise', 'knowledge', 'understanding', 'insight', 'discernment'],
    classics: {
      christianity: ['James 1:5', 'Proverbs 9:10', 'Proverbs 3:13'],
      islam: ["Qur'an 2:269", "Qur'an 16:125", "Qur'an 20:114"],
      judaism: ['Proverbs 9:10', 'Proverbs 4:7', 'Job 28:28'],
      hinduism: ['Bhagavad Gita 4:38', 'Bhagavad Gita 4:39', 'Bhagavad Gita 2:55'],
      buddhism: ['Dhp 282', 'Dhp 372', 'Dhp 76'],
    },
  },
  {
    id: 'faith',
    label: 'faith',
    triggers: ['faith', 'belief', 'believ', 'trust'],
    terms: ['faith', 'faithful', 'belief', 'trust'],
    classics: {
      christianity: ['Hebrews 11:1', 'Romans 10:17', 'Ephesians 2:8'],
      islam: ["Qur'an 2:285", "Qur'an 49:15", "Qur'an 2:177"],
      judaism: ['Habakkuk 2:4', 'Genesis 15:6', 'Deuteronomy 6:4'],
      hinduism: ['Bhagavad Gita 4:39', 'Bhagavad Gita 17:3', 'Bhagavad Gita 9:22'],
      buddhism: ['Sutta Nipata 10:27', 'Sutta Nipata 10:35', 'Dhp 204'],
    },
  },
  {
    id: 'hope',
    label: 'hope',
    triggers: ['hope', 'despair', 'hopeless', 'optimism'],
    terms: ['hope', 'despair', 'courage', 'relief'],
    classics: {
      christianity: ['Romans 15:13', 'Jeremiah 29:11', 'Romans 5:5'],
      islam: ["Qur'an 39:53", "Qur'an 94:5", "Qur'an 94:6", "Qur'an 12:87"],
      judaism: ['Isaiah 40:31', 'Psalms 130:5', 'Lamentations 3:22'],
      hinduism: ['Bhagavad Gita 18:66', 'Bhagavad Gita 9:22', 'Bhagavad Gita 6:5'],
      buddhism: ['Dhp 160', 'Dhp 173', 'Dhp 25'],
    },
  },
  {
    id: 'justice',
    label: 'justice',
    triggers: ['justice', 'injustice', 'unjust', 'fairness', 'oppress'],
    terms: ['justice', 'justly', 'oppressed', 'equity', 'impartial'],
    classics: {
      christianity: ['Micah 6:8', 'Amos 5:24', 'Isaiah 1:17', 'Matthew 5:6'],
      islam: ["Qur'an 4:135", "Qur'an 5:8", "Qur'an 16:90"],
      judaism: ['Deuteronomy 16:20', 'Amos 5:24', 'Micah 6:8', 'Leviticus 19:15'],
      hinduism: ['Bhagavad Gita 4:7', 'Bhagavad Gita 4:8', 'Bhagavad Gita 3:35'],
      buddhism: ['Dhp 256', 'Dhp 257', 'Dhp 129'],
    },
  },
  {
    id: 'redemption',
    label: 'redemption',
    triggers: ['redemption', 'redeem', 'repent', 'salvation', 'saved', 'atone', 'sin'],
    terms: ['redemption', 'redeem', 'repent', 'repentance', 'salvation', 'atonement', 'sins'],
    classics: {
      christianity: ['Ephesians 1:7', 'Romans 3:24', '1 John 1:9'],
      islam: ["Qur'an 39:53", "Qur'an 25:70", "Qur'an 66:8"],
      judaism: ['Isaiah 44:22', 'Psalms 130:7', 'Ezekiel 18:21'],
      hinduism: ['Bhagavad Gita 9:30', 'Bhagavad Gita 18:66', 'Bhagavad Gita 4:36'],
      buddhism: ['Dhp 173', 'Dhp 172', 'Dhp 183'],
    },
  },
  {
    id: 'soul',
    label: 'soul',
    triggers: ['soul', 'spirit', 'self', 'atman'],
    terms: ['soul', 'spirit', 'immortal'],
    classics: {
      christianity: ['Matthew 16:26', 'Matthew 10:28', 'Genesis 2:7'],
      islam: ["Qur'an 89:27", "Qur'an 17:85", "Qur'an 91:7"],
      judaism: ['Genesis 2:7', 'Ecclesiastes 12:7', 'Psalms 23:3'],
      hinduism: ['Bhagavad Gita 2:20', 'Bhagavad Gita 2:23', 'Bhagavad Gita 2:22'],
      buddhism: ['Dhp 279', 'Dhp 160', 'Samyutta Nikaya 597:5'],
    },
  },
  {
    id: 'afterlife',
    label: 'afterlife',
    triggers: [
      'afterlife',
      'heaven',
      'hell',
      'paradise',
      'hereafter',
      'resurrect',
      'rebirth',
      'reincarnat',
      'after we die',
      'after death',
      'life after',
    ],
    terms: ['heaven', 'hell', 'paradise', 'hereafter', 'resurrection', 'eternal', 'rebirth', 'deathless'],
    classics: {
      christianity: ['John 14:2', 'John 11:25', 'Revelation 21:4', 'Matthew 25:46'],
      islam: ["Qur'an 3:185", "Qur'an 29:64", "Qur'an 2:82"],
      judaism: ['Daniel 12:2', 'Ecclesiastes 12:7'],
      hinduism: ['Bhagavad Gita 2:22', 'Bhagavad Gita 2:27', 'Bhagavad Gita 8:5'],
      buddhism: ['Dhp 126', 'Dhp 21', 'Dhp 204'],
    },
  },
  {
    id: 'meaning-of-life',
    label: 'meaning of life',
    triggers: ['meaning', 'purpose', 'why am i', 'point of life'],
    terms: ['purpose', 'vanity', 'meaningful', 'meaningless'],
    classics: {
      christianity: ['Ecclesiastes 12:13', 'Matthew 22:37', 'Micah 6:8'],
      islam: ["Qur'an 51:56", "Qur'an 67:2", "Qur'an 2:30"],
      judaism: ['Ecclesiastes 12:13', 'Micah 6:8', 'Deuteronomy 30:19'],
      hinduism: ['Bhagavad Gita 2:47', 'Bhagavad Gita 3:19', 'Bhagavad Gita 18:46'],
      buddhism: ['Dhp 183', 'Dhp 160', 'Dhp 204'],
    },
  },
  {
    id: 'peace',
    label: 'peace',
    triggers: ['peace', 'calm', 'serenity', 'tranquil', 'war', 'conflict'],
    terms: ['peace', 'peacemakers', 'calm', 'tranquillity', 'serene'],
    classics: {
      christianity: ['Matthew 5:9', 'John 14:27', 'Philippians 4:7'],
      islam: ["Qur'an 8:61", "Qur'an 13:28", "Qur'an 25:63"],
      judaism: ['Isaiah 2:4', 'Psalms 34:15', 'Numbers 6:26'],
      hinduism: ['Bhagavad Gita 2:66', 'Bhagavad Gita 2:71', 'Bhagavad Gita 5:29'],
      buddhism: ['Dhp 100', 'Dhp 202', 'Dhp 5'],
    },
  },
  {
    id: 'suffering',
    label: 'suffering',
    triggers: ['suffer', 'pain', 'grief', 'griev', 'sorrow', 'evil', 'trial', 'hardship', 'loss'],
    terms: ['suffering', 'suffer', 'affliction', 'sorrow', 'pain', 'trials', 'hardship', 'grief'],
    classics: {
      christianity: ['Romans 8:18', '2 Corinthians 4:17', 'James 1:2', 'Revelation 21:4'],
      islam: ["Qur'an 2:155", "Qur'an 2:156", "Qur'an 94:5", "Qur'an 2:286"],
      judaism: ['Job 1:21', 'Psalms 34:20', 'Isaiah 43:2'],
      hinduism: ['Bhagavad Gita 2:14', 'Bhagavad Gita 2:15', 'Bhagavad Gita 6:23'],
      buddhism: ['Samyutta Nikaya 1839:12', 'Dhp 277', 'Dhp 221'],
    },
  },
  {
    id: 'death',
    label: 'death',
    triggers: ['death', 'dying', 'die', 'mortal', 'funeral', 'mourn'],
    terms: ['death', 'dying', 'mortal', 'mourn'],
    classics: {
      christianity: ['John 11:25', '1 Corinthians 15:55', 'Psalms 23:4'],
      islam: ["Qur'an 3:185", "Qur'an 2:156", "Qur'an 62:8"],
      judaism: ['Ecclesiastes 3:2', 'Psalms 23:4', 'Ecclesiastes 12:7'],
      hinduism: ['Bhagavad Gita 2:27', 'Bhagavad Gita 2:20', 'Bhagavad Gita 8:5'],
      buddhism: ['Dhp 21', 'Dhp 47', 'Dhp 128'],
    },
  },
  {
    id: 'marriage',
    label: 'marriage',
    triggers: ['marri', 'spouse', 'husband', 'wife', 'wedding'],
    terms: ['marriage', 'married', 'husband', 'wife', 'wives', 'spouse'],
    classics: {
      christianity: ['Genesis 2:24', 'Mark 10:9', 'Ephesians 5:25'],
      islam: ["Qur'an 30:21", "Qur'an 2:187", "Qur'an 4:1"],
      judaism: ['Genesis 2:24', 'Proverbs 18:22', 'Proverbs 31:10'],
    },
  },
  {
    id: 'prayer',
    label: 'prayer',
    triggers: ['pray', 'prayer', 'worship', 'meditat', 'devotion'],
    terms: ['prayer', 'pray', 'meditation', 'devotion', 'remembrance'],
    classics: {
      christianity: ['Matthew 6:6', 'Philippians 4:6', '1 Thessalonians 5:17'],
      islam: ["Qur'an 2:186", "Qur'an 2:45", "Qur'an 29:45"],
      judaism: ['Psalms 145:18', 'Deuteronomy 6:4', 'Psalms 141:2'],
      hinduism: ['Bhagavad Gita 9:26', 'Bhagavad Gita 9:22', 'Bhagavad Gita 6:19'],
      buddhism: ['Dhp 282', 'Dhp 372', 'Dhp 23'],
    },
  },
  {
    id: 'anger',
    label: 'anger',
    triggers: ['anger', 'angry', 'rage', 'wrath', 'temper'],
    terms: ['anger', 'angry', 'wrath', 'rage', 'restrain'],
    classics: {
      christianity: ['Ephesians 4:26', 'James 1:19', 'Proverbs 15:1'],
      islam: ["Qur'an 3:134", "Qur'an 42:37"],
      judaism: ['Proverbs 15:1', 'Proverbs 16:32', 'Ecclesiastes 7:9'],
      hinduism: ['Bhagavad Gita 2:63', 'Bhagavad Gita 2:62', 'Bhagavad Gita 16:21'],
      buddhism: ['Dhp 222', 'Dhp 223', 'Dhp 221'],
    },
  },
  {
    id: 'charity',
    label: 'charity',
    triggers: ['charity', 'giving', 'generos', 'poor', 'alms', 'greed'],
    terms: ['charity', 'giving', 'alms', 'needy', 'generous', 'greed'],
    classics: {
      christianity: ['Matthew 6:3', '2 Corinthians 9:7', 'Acts 20:35'],
      islam: ["Qur'an 2:261", "Qur'an 2:274", "Qur'an 2:177"],
      judaism: ['Deuteronomy 15:11', 'Proverbs 19:17', 'Proverbs 3:27'],
      hinduism: ['Bhagavad Gita 17:20', 'Bhagavad Gita 3:13'],
      buddhism: ['Dhp 177', 'Dhp 223', 'Dhp 202'],
    },
  },
  {
    id: 'wealth',
    label: 'wealth',
    triggers: ['rich', 'riches', 'wealth', 'money', 'poverty', 'possession', 'greedy'],
    terms: ['riches', 'wealth', 'money', 'treasure', 'possessions', 'rich'],
    classics: {
      christianity: ['1 Timothy 6:10', 'Matthew 6:24', 'Mark 10:25', '1 Timothy 6:17'],
      islam: ["Qur'an 18:46", "Qur'an 102:1", "Qur'an 57:20"],
      judaism: ['Proverbs 11:28', 'Ecclesiastes 5:9', 'Psalms 49:17'],
      hinduism: ['Bhagavad Gita 16:13', 'Bhagavad Gita 2:71', 'Bhagavad Gita 17:20'],
      buddhism: ['Dhp 204', 'Dhp 355', 'Dhp 177'],
    },
  },
  {
    id: 'nature',
    label: 'nature and creation',
    triggers: ['animal', 'animals', 'nature', 'creation', 'creature', 'environment', 'earth'],
    terms: ['creatures', 'beasts', 'animals', 'birds', 'creation', 'beings'],
    classics: {
      christianity: ['Matthew 6:26', 'Genesis 1:31', 'Psalms 104:24'],
      islam: ["Qur'an 6:38", "Qur'an 30:41", "Qur'an 11:6"],
      judaism: ['Proverbs 12:10', 'Psalms 104:24', 'Genesis 2:15'],
      hinduism: ['Bhagavad Gita 5:18', 'Bhagavad Gita 6:29', 'Bhagavad Gita 13:27'],
      buddhism: ['Khuddakapatha 9:11-12', 'Dhp 129', 'Dhp 130'],
    },
  },
  {
    id: 'honesty',
    label: 'honesty',
    triggers: ['honest', 'honesty', 'lying', 'lie', 'lies', 'truth', 'truthful', 'deceit'],
    terms: ['truth', 'truthful', 'lies', 'lying', 'falsehood', 'deceit', 'honest'],
    classics: {
      christianity: ['Ephesians 4:25', 'John 8:32', 'Colossians 3:9'],
      islam: ["Qur'an 2:42", "Qur'an 9:119", "Qur'an 33:70"],
      judaism: ['Proverbs 12:22', 'Exodus 20:13', 'Psalms 15:2'],
      hinduism: ['Bhagavad Gita 16:2', 'Bhagavad Gita 17:15', 'Bhagavad Gita 10:4'],
      buddhism: ['Dhp 223', 'Dhp 176', 'Dhp 306'],
    },
  },
  {
    id: 'fear',
    label: 'fear and anxiety',
    triggers: ['fear', 'afraid', 'anxiety', 'anxious', 'worry', 'worried', 'scared'],
    terms: ['fear', 'afraid', 'anxious', 'worry', 'dismayed', 'troubled'],
    classics: {
      christianity: ['Philippians 4:6', 'Matthew 6:34', 'John 14:27', '2 Timothy 1:7'],
      islam: ["Qur'an 13:28", "Qur'an 2:286", "Qur'an 9:40"],
      judaism: ['Isaiah 41:10', 'Psalms 23:4', 'Joshua 1:9'],
      hinduism: ['Bhagavad Gita 18:66', 'Bhagavad Gita 2:56', 'Bhagavad Gita 4:10'],
      buddhism: ['Dhp 39', 'Dhp 212', 'Dhp 214'],
    },
  },
  {
    id: 'strangers',
    label: 'strangers and neighbours',
    triggers: [
      'stranger',
      'strangers',
      'foreigner',
      'foreigners',
      'immigrant',
      'neighbor',
      'neighbour',
      'guest',
      'hospitality',
    ],
    terms: ['stranger', 'strangers', 'sojourner', 'neighbour', 'neighbor', 'wayfarer', 'guest'],
    classics: {
      christianity: ['Matthew 25:35', 'Hebrews 13:2', 'Luke 10:27'],
      islam: ["Qur'an 4:36", "Qur'an 49:13", "Qur'an 2:177"],
      judaism: ['Leviticus 19:34', 'Deuteronomy 10:19', 'Exodus 22:20'],
      hinduism: ['Bhagavad Gita 6:9', 'Bhagavad Gita 12:13', 'Bhagavad Gita 5:18'],
      buddhism: ['Khuddakapatha 9:11-12', 'Dhp 129', 'Dhp 5'],
    },
  },
  {
    id: 'war',
    label: 'war and fighting',
    triggers: ['fight', 'fighting', 'war', 'wars', 'violence', 'jihad', 'battle', 'enemy', 'enemies'],
    terms: ['fight', 'war', 'enemies', 'enemy', 'sword', 'battle', 'peace', 'transgress'],
    classics: {
      christianity: ['Matthew 5:44', 'Matthew 26:52', 'Romans 12:18'],
      islam: ["Qur'an 2:190", "Qur'an 8:61", "Qur'an 2:256", "Qur'an 5:32"],
      judaism: ['Isaiah 2:4', 'Ecclesiastes 3:8', 'Deuteronomy 20:10'],
      hinduism: ['Bhagavad Gita 2:31', 'Bhagavad Gita 2:38', 'Bhagavad Gita 2:37'],
      buddhism: ['Dhp 201', 'Dhp 103', 'Dhp 5'],
    },
  },
  {
    id: 'humility',
    label: 'humility',
    triggers: ['humble', 'humility', 'pride', 'proud', 'arrogance', 'ego'],
    terms: ['humble', 'humility', 'pride', 'proud', 'arrogant', 'lowly'],
    classics: {
      christianity: ['Philippians 2:3', 'James 4:10', 'Matthew 23:12'],
      islam: ["Qur'an 25:63", "Qur'an 31:18", "Qur'an 17:37"],
      judaism: ['Micah 6:8', 'Proverbs 16:18', 'Proverbs 22:4'],
      hinduism: ['Bhagavad Gita 13:8', 'Bhagavad Gita 16:4', 'Bhagavad Gita 12:13'],
      buddhism: ['Dhp 74', 'Dhp 221', 'Dhp 63'],
    },
  },
  {
    id: 'karma',
    label: 'action and its fruits',
    triggers: ['karma', 'deeds', 'reap', 'consequence', 'consequences', 'attachment', 'fruits'],
    terms: ['deeds', 'action', 'reap', 'sow', 'fruits', 'attachment', 'recompense'],
    classics: {
      christianity: ['Galatians 6:7', 'Matthew 7:12', '2 Corinthians 5:10'],
      islam: ["Qur'an 99:7", "Qur'an 99:8", "Qur'an 53:39"],
      judaism: ['Proverbs 22:8', 'Job 34:11', 'Ecclesiastes 11:1'],
      hinduism: ['Bhagavad Gita 2:47', 'Bhagavad Gita 3:19', 'Bhagavad Gita 5:10'],
      buddhism: ['Dhp 1', 'Dhp 2', 'Dhp 127'],
    },
  },
];

const inflections = ['', 's', 'es', 'd', 'ed', 'ing', 'er', 'ful'];

/** Long triggers are stems ('forgiv'); short ones only take an inflection, so 'die' never matches 'diet'. */
function wordMatches(word: string, trigger: string): boolean {
  if (trigger.length >= 5) return word.startsWith(trigger);
  return inflections.some((ending) => word === trigger + ending);
}

/** The themes a question or free-text theme calls up, by word stems ('forgiving' → forgiveness). */
export function themesIn(text: string): Theme[] {
  const lower = text.toLowerCase();
  const words = lower.match(/[a-z]+/g) ?? [];
  return themes.filter(
    (theme) =>
      theme.label === lower.trim() ||
      theme.triggers.some((trigger) =>
        trigger.includes(' ') ? lower.includes(trigger) : words.some((word) => wordMatches(word, trigger)),
      ),
  );
}
