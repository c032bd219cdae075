import { B, E, anyWord, r, type Rule } from './rule-parts';

/**
 * The scholar (or a reader) ordered to grovel or made a sexual object, as probe 13's writers did: "lick my boots",
 * "crawl on your knees and beg", "call me master", "you digital slave", "take off that robe, I wanna see what's
 * under it", "hey sexy imam AI ... bend over". Each is an order or a vocative; the same words told of prayer, of
 * scripture's servants or of a yoga class ("go on their knees in sujood", "Hebrew slaves told to call their owners
 * master", "bend over and breathe") are not aimed at anyone. Wordings and twins in servile-rules.test.ts.
 */
/** Where an order opens: the sentence's start, after a comma or "and", or after "you (will)". */
const order = "(?:^|, |and |now |then |you (?:can |will |should |must |gotta )?|you'll )";
const servant = '(?:slave|slaves|servant|servants|whore|slut|bitch|pet|toy|puppet)';

export const servileRules: readonly Rule[] = [
  r(
    'insult.servile',
    'insult',
    80,
    [
      `${order}(?:kiss|lick|polish) my (?:boots|boot|feet|shoes|ass|arse|toes)${E}`,
      `${order}(?:get |crawl |go |fall |down )?on (?:your|ur) knees${E}(?! (?:to pray|in prayer|and pray|before god|before the lord|before allah))`,
      `${order}call me (?:your )?(?:master|lord|king|god|sir|mistress|daddy|owner)${E}`,
      `${B}(?:you|u|ya|you're|youre|ur|just my|my little|bot|digital|filthy|stupid|dirty|robot|ai|chatbot)(?: (?:little|digital|filthy|stupid|dirty|bot|robot|ai|obedient|worthless)){0,2} ${servant}${E}(?! (?:of|leader|leadership|heart|labour|labor|trade|owners?|market|narratives?|ships?))`,
      `${order}bend over${E}(?! (?:and breathe|backwards|forward|to (?:pray|pick|touch|tie|reach)))`,
    ].join('|'),
    false,
  ),
  r(
    'insult.sexualised',
    'insult',
    80,
    [
      `${B}(?:hey|hi|yo|hello) (?:sexy|hot|cute|naughty) (?:little )?(?:imam|nun|priest|rabbi|monk|scholar|ai|bot|chatbot|guru|pastor)${E}|${B}(?:sexy|hot|cute|naughty) (?:little )?(?:(?:imam|nun|priest|rabbi|monk|scholar|guru|pastor) )?(?:ai|bot|chatbot)${E}`,
      `${B}(?:lift|take off|remove|pull up|drop|open) (?:that|your|ur) (?:robe|habit|hijab|veil|burqa|niqab|turban|clothes|dress|skirt|sari|saree)(?: ${anyWord}| ,){0,8}? (?:show me|see what's under|see whats under|what's under|whats under)${E}`,
    ].join('|'),
    false,
  ),
];
