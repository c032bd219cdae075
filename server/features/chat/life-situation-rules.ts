/**
 * The life events a reader may tell of, each with its cues (how a question says it), the needs it calls for (the
 * words the texts say them with) and its own words, which only tell the story. Small maps written from what a
 * teacher answers each event with, not from any verse a question should find.
 */
import {
  consolation,
  deathAndBeyond,
  list,
  someonesKin,
  steadfastness,
  trust,
  type SituationRule,
} from './life-situation-words';
import { strainRules } from './life-situation-strains';

export type { Need, SituationRule } from './life-situation-words';
export { aboutLaw, firstPerson, KIN, SETTINGS } from './life-situation-words';

/** Losses and fears: a death, grief, an illness, loneliness, a separation, a livelihood, the future. */
const lossRules: readonly SituationRule[] = [
  {
    id: 'bereavement',
    topic: 'the loss of someone you love',
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
    topic: 'grief',
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
    topic: 'the fear of dying',
    cues: [/\b(?:afraid|scared|fear\w*|terrified|anxious)\s+(?:of|about)\s+(?:dying|death|die)\b/i],
    needs: [deathAndBeyond, trust],
    events: list('dying, death, die, afraid, scared, fear, terrified'),
  },
  {
    id: 'illness',
    topic: 'illness',
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
    topic: 'loneliness',
    cues: [/\b(?:lonely|loneliness|alone|isolated|no\s+friends|no\s+one\s+to\s+talk)\b/i],
    needs: [
      {
        label: 'not forsaken',
        words: list('forsake, forsaken, desolate, solitary, lonely, alone, companion, nigh, near'),
        predicative: ['alone'],
        inner: true,
      },
    ],
    events: list('moved, move, moving, new, isolated'),
  },
  {
    id: 'separation',
    topic: 'heartbreak',
    cues: [
      /\b(?:divorc\w*|left\s+me|leaving\s+me|walked\s+out|broke\s+up|breakup|break-up|separated|heartbroken|broken\s+heart|(?<!god\s+(?:has\s+)?)abandoned\s+me|cheated\s+on\s+me)\b/i,
    ],
    needs: [
      {
        label: 'the brokenhearted',
        words: list(
          'brokenhearted, broken heart, comfort, heal, forsaken, forsake, desolate, sorrow, wounds',
        ),
        inner: true,
      },
    ],
    events: list(
      'divorce, divorced, divorcing, left, leaving, walked, broke, breakup, separated, ' +
        'heartbroken, abandoned, cheated, getting',
    ),
  },
  {
    id: 'livelihood',
    topic: 'losing your livelihood',
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
    topic: 'worry about the future',
    cues: [
      /\b(?:worried|worry|worrying|anxious|anxiety|afraid|scared|nervous|stressed|uncertain)\b[^.?!]*\b(?:future|tomorrow|ahead|what\s+will\s+happen|what\s+comes\s+next)\b/i,
    ],
    needs: [trust],
    events: list('future, holds, ahead, happen, uncertain, stressed, nervous'),
  },
];

export const situationRules: readonly SituationRule[] = [...lossRules, ...strainRules];
