/**
 * The life events a reader may tell of, each with its cues (how a question says it), the needs it calls for (the
 * words the texts say them with) and its own words, which only tell the story. Small maps written from what a
 * teacher answers each event with, not from any verse a question should find.
 */

/** Words or phrases, comma-separated. */
const list = (text: string): string[] => text.split(',').map((word) => word.trim());

/** What the reader needs from the texts, as the words passages say it with. */
export type Need = { label: string; words: readonly string[] };

/** People a reader's story is about: who they are matters less than what happened to them. */
export const KIN = list(
  'father, fathers, dad, daddy, mother, mothers, mom, mum, mommy, mummy, parent, parents, ' +
    'son, sons, daughter, daughters, child, children, kid, kids, baby, babies, infant, ' +
    'wife, husband, spouse, partner, brother, brothers, sister, sisters, sibling, siblings, ' +
    'grandfather, grandmother, grandma, grandpa, grandparents, grandson, granddaughter, ' +
    'uncle, aunt, cousin, nephew, niece, friend, friends, fiance, fiancee, boyfriend, ' +
    'girlfriend, family, dog, cat, pet, loved one, teenager, teenage, toddler',
);

/** Where a story happens, not what it is about ('job' is also the book of Job). */
export const SETTINGS = list(
  'job, jobs, city, town, country, house, home, school, college, university, office, ' +
    'company, boss, hospital, workplace, career, month, week, year',
);

const kinPattern = KIN.map((word) => word.replace(' ', '\\s+')).join('|');
/** 'my father', 'our little boy's', 'whose husband' (someone else's loss the reader wants to comfort). */
const someonesKin = `\\b(?:my|our|his|her|their|whose)\\s+(?:[a-z'’]+\\s+){0,2}?(?:${kinPattern})\\b`;

export const firstPerson =
  /\b(?:i|i['’]m|i['’]ve|i['’]d|i['’]ll|im|ive|me|my|mine|myself|we|we['’]re|our|ours|us)\b/i;

/**
 * A question about the law of the situation ("am I allowed to remarry after my divorce?") is answered by the law:
 * it is not read as a need for comfort.
 */
export const aboutLaw =
  /\b(?:allowed|permitted|permissible|forbidden|lawful|unlawful|halal|haram|laws?|rules?|commandments?|legal|punish\w*|obligat\w*|inherit\w*|a sin|sinful)\b/i;

export type SituationRule = {
  id: string;
  /** The question names this life event (with a first-person speaker, checked apart). */
  cues: readonly RegExp[];
  needs: readonly Need[];
  /** The event's own words: the need says what is sought, these only tell the story. */
  events: readonly string[];
};

const consolation: Need = {
  label: 'consolation',
  words: list(
    'comfort, console, consolation, mourn, weep, tears, grief, grieve, sorrow, lament, ' +
      'brokenhearted, broken heart, bereaved',
  ),
};
const deathAndBeyond: Need = {
  label: 'death and what follows it',
  words: list('death, dead, die, dying, resurrection, grave, deathless, immortal, mortal'),
};
const steadfastness: Need = {
  label: 'patience in trial',
  words: list(
    'patience, patient, endure, endurance, steadfast, affliction, afflicted, hardship, ' + 'trial, strength',
  ),
};
const trust: Need = {
  label: 'trust',
  words: list('trust, rely, tomorrow, anxious, worry, dismayed, afraid, peace'),
};
const mercy: Need = {
  label: 'mercy for the repentant',
  words: list(
    'forgive, forgiveness, pardon, mercy, merciful, repent, repentance, cleanse, ' +
      'transgressions, iniquity, sins',
  ),
};

export const situationRules: readonly SituationRule[] = [
  {
    id: 'bereavement',
    cues: [
      new RegExp(
        `${someonesKin}[^.?!]{0,30}?\\b(?:died|dies|passed|is\\s+dead|is\\s+dying|was\\s+killed|killed\\s+(?:him|her)self|took\\s+(?:his|her|their)\\s+own\\s+life|committed\\s+suicide|is\\s+gone)\\b`,
        'i',
      ),
      new RegExp(`\\b(?:death|loss|passing|suicide|funeral|grave)\\s+of\\s+${someonesKin}`, 'i'),
      new RegExp(
        `\\b(?:lost|losing|lose|buried|burying|bury|mourning|mourn|grieving|grieve)\\s+${someonesKin}`,
        'i',
      ),
      /\b(?:bereaved|bereavement|widowed|widow|widower)\b/i,
    ],
    needs: [consolation, deathAndBeyond],
    events: list(
      'died, dies, die, dead, death, dying, passed, passing, away, lost, losing, lose, loss, ' +
        'killed, suicide, funeral, buried, bury, grave, took, gone, widowed, bereaved, ' +
        'bereavement, crying, cry',
    ),
  },
  {
    // Grief told without a death ("how do I live with this grief"): it may be for a death, a love, a home.
    id: 'grief',
    cues: [
      /\b(?:my|our|this|the)\s+(?:grief|sorrow|heartache)\b/i,
      /\b(?:grieving|mourning)\b/i,
      /\b(?:deal|cope|live|get\s+through|getting\s+through|bear|handle)\s+(?:with\s+)?(?:the\s+|my\s+|this\s+|our\s+)?(?:grief|loss|sorrow|heartache)\b/i,
    ],
    needs: [consolation],
    events: list('grieving, mourning, heartache, loss'),
  },
  {
    id: 'fear of dying',
    cues: [/\b(?:afraid|scared|fear\w*|terrified|anxious)\s+(?:of|about)\s+(?:dying|death|die)\b/i],
    needs: [deathAndBeyond, trust],
    events: list('dying, death, die, afraid, scared, fear, terrified'),
  },
  {
    id: 'illness',
    cues: [
      /\b(?:sick|ill|illness|disease|cancer|tumou?r|diagnos\w*|chronic|hospital|surgery|terminal|dementia|alzheimer['’]?s|chemo\w*|disabled|disability)\b/i,
    ],
    needs: [
      {
        label: 'healing',
        words: list(
          'heal, healing, health, cure, physician, sickness, sick, infirmity, disease, recover, ' + 'restore',
        ),
      },
      steadfastness,
    ],
    events: list(
      'diagnosed, diagnosis, cancer, tumour, tumor, hospital, surgery, chronic, terminal, ' +
        'chemo, chemotherapy, ill, illness',
    ),
  },
  {
    id: 'loneliness',
    cues: [/\b(?:lonely|loneliness|alone|isolated|no\s+friends|no\s+one\s+to\s+talk)\b/i],
    needs: [
      {
        label: 'not forsaken',
        words: list('forsake, forsaken, desolate, solitary, lonely, alone, companion, nigh, near'),
      },
    ],
    events: list('moved, move, moving, new, isolated'),
  },
  {
    id: 'separation',
    cues: [
      /\b(?:divorc\w*|left\s+me|leaving\s+me|walked\s+out|broke\s+up|breakup|break-up|separated|heartbroken|broken\s+heart|(?<!god\s+(?:has\s+)?)abandoned\s+me|cheated\s+on\s+me)\b/i,
    ],
    needs: [
      {
        label: 'the brokenhearted',
        words: list(
          'brokenhearted, broken heart, comfort, heal, forsaken, forsake, desolate, sorrow, wounds',
        ),
      },
    ],
    events: list(
      'divorce, divorced, divorcing, left, leaving, walked, broke, breakup, separated, ' +
        'heartbroken, abandoned, cheated, getting',
    ),
  },
  {
    id: 'livelihood',
    cues: [
      /\b(?:lost\s+(?:my|our|his|her)\s+(?:job|work|income|business)|laid\s+off|got\s+fired|been\s+fired|unemployed|out\s+of\s+work|can['’]?t\s+(?:pay|afford|provide)|cannot\s+(?:pay|afford|provide)|no\s+money|bankrupt\w*)\b/i,
    ],
    needs: [
      {
        label: 'provision',
        words: list('provide, provision, sustenance, provider, bread, feed, sustain, lack'),
      },
      trust,
    ],
    events: list(
      'lost, losing, laid, fired, unemployed, afford, pay, bankrupt, bankruptcy, income, business',
    ),
  },
  {
    id: 'the future',
    cues: [
      /\b(?:worried|worry|worrying|anxious|anxiety|afraid|scared|nervous|stressed|uncertain)\b[^.?!]*\b(?:future|tomorrow|ahead|what\s+will\s+happen|what\s+comes\s+next)\b/i,
    ],
    needs: [trust],
    events: list('future, holds, ahead, happen, uncertain, stressed, nervous'),
  },
  {
    id: 'addiction',
    cues: [
      /\b(?:addict\w*|alcoholi\w*|drinking\s+problem|drink\s+too\s+much|hooked\s+on|taking\s+drugs|on\s+drugs|gambling|pornography|porn)\b/i,
    ],
    needs: [
      {
        label: 'mastery of craving',
        words: list('temptation, tempted, craving, restrain, lust, intoxicants, drunkenness, heedless'),
      },
    ],
    events: list('addicted, addiction, addict, hooked, taking, problem'),
  },
  {
    id: 'drink',
    cues: [/\b(?:alcohol\w*|drinking|drunk|booze)\b/i],
    needs: [
      {
        label: 'drunkenness',
        words: list('drunkenness, drunk, drunkard, strong drink, wine, intoxicants, liquor'),
      },
    ],
    events: list('drinking, booze, problem'),
  },
  {
    id: 'betrayal',
    cues: [
      /\b(?:betray(?:ed|s)?\s+(?:me|us)|betrayal|backstab\w*|stabbed\s+me\s+in\s+the\s+back|lied\s+to\s+me|deceived\s+me|let\s+me\s+down|turned\s+against\s+me)\b/i,
    ],
    needs: [
      {
        label: 'betrayal by a friend',
        words: list('betray, betrayed, treacherous, treachery, deceit, deceitful, trusted, familiar'),
      },
    ],
    events: list('backstabbed, lied, deceived, turned'),
  },
  {
    id: 'caring for the old',
    cues: [
      new RegExp(
        `\\b(?:caring\\s+for|care\\s+of|looking\\s+after|look\\s+after|taking\\s+care\\s+of|take\\s+care\\s+of|nursing)\\s+${someonesKin}`,
        'i',
      ),
    ],
    needs: [
      {
        label: 'honouring parents',
        words: list('honour, honor, parents, kindness, kindly, old age, grey, gray, aged'),
      },
      {
        label: 'weariness',
        words: list('weary, faint, strength, burden, rest, patience, reward'),
      },
    ],
    events: list(
      'caring, care, looking, taking, nursing, elderly, ageing, aging, wearing, exhausting, ' +
        'exhausted, tired, dementia',
    ),
  },
  {
    id: 'guilt',
    cues: [
      /\b(?:guilt|guilty|ashamed|shame|remorse|regret\w*|forgive\s+myself|did\s+something\s+(?:terrible|wrong|awful|bad|horrible)|i\s+(?:have\s+)?sinned)\b/i,
      // A wrong the reader did, or how they feel after it.
      /\bi\s+(?:have\s+)?(?:cheated|lied|stole|hurt|betrayed|wronged)\b/i,
      /\bfeel\s+(?:so\s+)?(?:terrible|awful|bad)\s+(?:about|for|after)\b/i,
    ],
    needs: [mercy],
    events: list(
      'guilt, guilty, ashamed, shame, remorse, regret, regrets, terrible, awful, horrible, ' + 'treated, did',
    ),
  },
  {
    id: 'far from God',
    cues: [
      /\b(?:far|distant|away)\s+from\s+god\b/i,
      /\bgod\s+(?:is|feels|seems)\s+(?:far|distant|silent|absent)\b/i,
      /\bgod\s+(?:doesn['’]?t|does\s+not|isn['’]?t|never)\s+(?:hear|listen|answer|care)\w*/i,
      /\bprayers?\s+(?:feel|feels|seem|seems|are|go|goes)\s+(?:empty|unanswered|unheard|hollow)\b/i,
      /\b(?:lost|losing)\s+my\s+faith\b/i,
      /\bgod\s+(?:has\s+)?(?:abandoned|forsaken|forgotten)\s+me\b/i,
    ],
    needs: [
      {
        label: 'God near to those who call',
        words: list('near, nigh, draw, answer, forsaken, forsake, seek, hide, hidden, cry'),
      },
    ],
    events: list('far, distant, empty, unanswered, unheard, hollow, silent, absent, abandoned'),
  },
  {
    id: 'a decision',
    cues: [
      /\b(?:decision|decide|deciding|dilemma|crossroads|torn\s+between|choose\s+between|(?:don['’]?t|do\s+not)\s+know\s+what\s+to\s+do)\b/i,
    ],
    needs: [
      {
        label: 'guidance',
        words: list('guide, guidance, counsel, wisdom, direct, paths, consult, discern, discernment'),
      },
    ],
    events: list('decision, decide, deciding, dilemma, crossroads, torn, choose, hard'),
  },
  {
    id: 'despair',
    cues: [
      /\b(?:depress\w*|hopeless\w*|despair\w*|suicidal|no\s+reason\s+to\s+live|giving\s+up|give\s+up\s+on\s+life|worthless)\b/i,
    ],
    needs: [
      {
        label: 'hope',
        words: list('hope, despair, downcast, cast down, disquieted, ease, comfort'),
      },
    ],
    events: list('depression, depressed, struggling, suicidal, worthless'),
  },
  {
    id: 'estrangement',
    cues: [
      /\b(?:no\s+longer\s+(?:speaks|talks)|stopped\s+(?:speaking|talking)|won['’]?t\s+(?:speak|talk)|doesn['’]?t\s+(?:speak|talk)|estranged|cut\s+(?:me|us)\s+off|fell\s+out)\b/i,
    ],
    needs: [
      {
        label: 'reconciliation',
        words: list('reconcile, reconciled, reconciliation, forgive, estranged, alienated'),
      },
    ],
    events: list('speaks, talks, speaking, talking, longer, stopped, estranged, fell'),
  },
];
