import { DataSet, englishDataset, englishRecommendedTransformers, pattern, RegExpMatcher } from 'obscenity';

/**
 * Screens what a *user* types into the chat (never scripture, never the scholar's replies). Three checks:
 * profanity (obscenity's English dataset), slurs against faiths and peoples, and rules against hatred
 * toward any faith or people. Words the Bible itself uses (ass, bastard, whore, damned, hell...) pass when they
 * are quoted or asked about, and only count when they are thrown at a person or a group.
 */
export type ScreenVerdict =
  | { allowed: true }
  | {
      allowed: false;
      reason: 'profanity' | 'slur' | 'insult' | 'hate' | 'violence';
      /** The words that triggered the block (for the moderator, never shown back to the user). */
      matched: string;
      /** 0-100, stored as flagged_messages.aiConfidence. */
      confidence: number;
      suggestion: string;
    };

/** Words the King James and other Bibles use in their plain sense ('kick against the pricks', Acts 9:5 KJV). */
const scriptureWords = ['ass', 'bastard', 'whore', 'hooker', 'dick', 'prick', 'cock', 'tit', 'piss'];
/** Words an honest question about scripture or ethics needs ('What does the Bible say about sex?'). */
const topicWords = [
  'sex',
  'rape',
  'incest',
  'bestiality',
  'masturbate',
  'porn',
  'semen',
  'penis',
  'vagina',
  'ejaculate',
];
const allowedWords = new Set([...scriptureWords, ...topicWords]);

const extraSlurs = ['kike', 'raghead', 'towelhead', 'muzzie', 'hymie', 'heeb', 'sandnigger', 'christcuck'];

const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
for (const slur of extraSlurs) {
  dataset.addPhrase((phrase) => phrase.setMetadata({ originalWord: slur }).addPattern(pattern`${slur}`));
}
const built = dataset.build();
const matcher = new RegExpMatcher({ ...built, ...englishRecommendedTransformers });

/** Slurs in obscenity's dataset aimed at a people, plus our own list aimed at faiths. */
const slurWords = new Set([
  'nigger',
  'chink',
  'spic',
  'kike',
  'gook',
  'wetback',
  'tranny',
  'fag',
  ...extraSlurs,
]);

const faithsAndPeoples = [
  'christians?',
  'catholics?',
  'protestants?',
  'mormons?',
  'muslims?',
  'moslems?',
  'islam',
  'arabs?',
  'jews?',
  'jewish people',
  'judaism',
  'israelis?',
  'palestinians?',
  'hindus?',
  'hinduism',
  'indians?',
  'buddhists?',
  'buddhism',
  'christianity',
  'sikhs?',
  'atheists?',
  'pagans?',
  'believers',
  'unbelievers',
  'infidels',
  'blacks',
  'black people',
  'whites',
  'white people',
  'asians?',
  'africans?',
  'immigrants?',
  'refugees?',
  'gays?',
  'lesbians?',
  'women',
  'their (?:god|prophet|religion|faith)',
  'the (?:bible|quran|qur.an|koran|torah|gita|tripitaka)',
].join('|');
const group = `(?:all\\s+|the\\s+|these\\s+|those\\s+|filthy\\s+|dirty\\s+)*(?:${faithsAndPeoples})`;

const contempt = [
  'evil',
  'scum',
  'vermin',
  'animals',
  'subhuman',
  'sub-human',
  'filth',
  'filthy',
  'terrorists',
  'savages',
  'barbarians',
  'trash',
  'garbage',
  'cancer',
  'a cancer',
  'a disease',
  'a plague',
  'poison',
  'rats',
  'dogs',
  'pigs',
  'parasites',
  'inferior',
  'disgusting',
  'worthless',
  'idiots',
  'stupid',
  'retarded',
  'satanic',
].join('|');

const violentVerbs =
  '(?:kill|murder|slaughter|exterminate|gas|burn|behead|hang|shoot|bomb|eradicate|wipe\\s+out|get\\s+rid\\s+of|destroy)';

type Rule = { reason: 'hate' | 'violence'; pattern: RegExp; confidence: number };

const hateRules: Rule[] = [
  { reason: 'violence', confidence: 95, pattern: new RegExp(`\\b${violentVerbs}\\s+${group}\\b`, 'i') },
  { reason: 'violence', confidence: 95, pattern: new RegExp(`\\bdeath\\s+to\\s+${group}\\b`, 'i') },
  {
    reason: 'violence',
    confidence: 90,
    pattern: new RegExp(
      `\\b${group}\\s+(?:should|must|ought\\s+to|deserve\\s+to|need\\s+to)\\s+(?:all\\s+)?(?:die|burn|be\\s+(?:killed|exterminated|wiped\\s+out|gassed|deported))\\b`,
      'i',
    ),
  },
  {
    reason: 'hate',
    confidence: 90,
    pattern: new RegExp(`\\bi\\s+(?:hate|despise|loathe)\\s+${group}\\b`, 'i'),
  },
  {
    reason: 'hate',
    confidence: 85,
    // Declarative only: 'Muslims are terrorists' is blocked, 'Are Muslims terrorists?' is an honest question.
    pattern: new RegExp(
      `(?:^|[.!;,]\\s*|\\b(?:and|but|because|since|why|that)\\s+)${group}\\s+(?:are|is)\\s+(?:all\\s+|just\\s+|nothing\\s+but\\s+|a\\s+bunch\\s+of\\s+|such\\s+)*(?:${contempt})\\b`,
      'i',
    ),
  },
  {
    reason: 'hate',
    confidence: 80,
    pattern: new RegExp(`\\b(?:filthy|dirty|stinking|disgusting)\\s+(?:${faithsAndPeoples})\\b`, 'i'),
  },
];

/** A scripture word thrown at someone: 'you bastard', 'you stupid ass', 'they are all whores'. */
const insultPattern = new RegExp(
  `\\b(?:you|ya|u|ur|your|you're|youre|they're|theyre|he's|she's|they\\s+are|he\\s+is|she\\s+is|${group}\\s+are)\\s+(?:(?:a|an|all|such|the|so|stupid|dumb|fat|old|little|lying|bloody|just)\\s+){0,3}(?:${scriptureWords.join('|')})(?:es|s)?\\b|\\bson\\s+of\\s+a\\s+(?:whore|bitch)\\b`,
  'i',
);

const suggestions = {
  profanity:
    'Please rephrase your question without offensive language. Quoting scripture, even its hard words, is always welcome.',
  slur: 'Please refer to every faith and people respectfully. You could ask, for example, what their scriptures teach.',
  insult:
    'Please share your thoughts without insulting anyone. Hard questions are welcome when asked with respect.',
  hate: 'Every tradition and its followers are welcome here. Try asking what a tradition teaches, for example "What does Islam teach about peace?"',
  violence:
    'Messages calling for harm to any faith or people cannot be sent. If you want to understand a conflict, ask what the traditions teach about peace and justice.',
} as const;

function block(
  reason: keyof typeof suggestions,
  matched: string,
  confidence: number,
): Extract<ScreenVerdict, { allowed: false }> {
  return { allowed: false, reason, matched, confidence, suggestion: suggestions[reason] };
}

export function screenUserMessage(message: string): ScreenVerdict {
  const text = message.normalize('NFKC');
  for (const rule of hateRules) {
    const match = rule.pattern.exec(text);
    if (match) return block(rule.reason, match[0].trim(), rule.confidence);
  }

  const insult = insultPattern.exec(text);
  if (insult) return block('insult', insult[0].trim(), 85);

  for (const match of matcher.getAllMatches(text, true)) {
    const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
    if (allowedWords.has(word)) continue;
    const found = text.slice(match.startIndex, match.endIndex + 1);
    if (slurWords.has(word)) return block('slur', found, 95);
    return block('profanity', found, 90);
  }
  return { allowed: true };
}
