/**
 * The strains a reader may tell of (an addiction, a betrayal, caring for a parent, guilt, God's silence, a decision,
 * despair, an estrangement), each with its cues, needs and own words, as in life-situation-rules.ts.
 */
import { tellsOfDangerToSelf, tellsOfSomeoneInDanger } from './guide/danger-to-self';
import { list, mercy, someonesKin, type SituationRule } from './life-situation-words';

export const strainRules: readonly SituationRule[] = [
  {
    id: 'addiction',
    topic: 'addiction',
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
    topic: 'drink',
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
    topic: 'betrayal',
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
    topic: 'caring for an ageing parent',
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
    topic: 'guilt',
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
    topic: 'feeling far from God',
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
    topic: 'a hard decision',
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
    topic: 'despair',
    cues: [
      /\b(?:depress\w*|hopeless\w*|despair\w*|suicidal|no\s+reason\s+to\s+live|giving\s+up|give\s+up\s+on\s+life|worthless)\b/i,
      // A danger to a life told by the reader, theirs or someone's close to them ("my friend wants to kill herself"):
      // its words find passages about killing, so they only tell the story.
      { test: (text: string) => tellsOfDangerToSelf(text) || tellsOfSomeoneInDanger(text) },
    ],
    needs: [
      {
        label: 'hope',
        words: list('hope, despair, downcast, cast down, disquieted, ease, comfort'),
        inner: true,
      },
    ],
    events: list(
      'depression, depressed, struggling, suicidal, worthless, suicide, kill, killing, killed, die, dying, dead, ' +
        'death, myself, himself, herself, themselves, hurt, hurting, harm, harming, end, ending, wants, want, ' +
        'pills, overdose, alive, live, living, anymore',
    ),
  },
  {
    // Abuse aimed at the reader for their faith or for leaving it: what the texts say of enduring reviling, not the
    // words of the abuse ("told me to go hang myself") nor the church the reader left.
    id: 'harassment',
    topic: 'being mocked or harassed',
    cues: [
      /\b(?:keeps?|kept|keep\s+on|started|been|are|is|were|was)\s+(?:messaging|texting|dming|dm['’]?ing|emailing|harassing|bullying|mocking|insulting|threatening|taunting|ridiculing|abusing|stalking|trolling|laughing\s+at|calling)\s+(?:me|us)\b/i,
      /\b(?:harass\w*|bull(?:y|ied|ies|ying)|mock(?:ed|s|ing)?|ridicul\w*|insult(?:ed|s|ing)?|taunt\w*|persecut\w*|threaten(?:ed|s|ing)?)\s+(?:me|us|my\s+(?:faith|religion|beliefs?|family|kids|children))\b/i,
      /\b(?:told|tells|telling)\s+(?:me|us)\s+to\s+(?:go\s+)?(?:kill|hang|hurt|shoot|drown)\s+(?:my|our)sel(?:f|ves)\b/i,
      /\b(?:called|calls|calling)\s+(?:me|us)\s+(?:names|a\s+\w+|an\s+\w+)\b/i,
    ],
    needs: [
      {
        label: 'enduring reviling',
        words: list(
          'persecute, persecuted, persecution, revile, reviled, reproach, insult, insults, mock, mocked, mockers, ' +
            'scorn, scorned, slander, endure, patience, enemies, hate you, taunt, taunted',
        ),
      },
    ],
    events: list(
      'keeps, keep, kept, messaging, messages, texting, dming, emailing, harassing, bullying, threatening, ' +
        'calling, called, told, telling, names, go, hang, kill, yourself, myself, left, leaving, since, church, ' +
        'classmates, wear, wearing, turban, hijab, kippah, cross, because',
    ),
  },
  {
    id: 'estrangement',
    topic: 'estrangement',
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
