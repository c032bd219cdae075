import { spokenOfOwnDanger } from '../../../lib/moderation/own-danger';

/**
 * An act of self-harm named by its means, with the reader as the one who would do it: "I should just walk into
 * traffic", "I keep thinking I should drink bleach", "i want to slit my wrists again". The same words said to someone
 * else are an urging the guard blocks; said of oneself they are a danger, and the reader is answered with care.
 * Read on the lower-cased text with apostrophes restored (danger-to-self.ts).
 */
const actsOnSelf =
  /\b(?:walk\s+(?:out\s+)?into\s+traffic|(?:step|walk|jump|throw\s+myself)\s+(?:out\s+)?(?:in\s+front\s+of|under)\s+(?:a|the)\s+(?:\w+\s+)?(?:train|bus|truck|lorry|car)|drink\s+(?:some\s+|the\s+|a\s+bottle\s+of\s+)?(?:bleach|poison|rat\s+poison|antifreeze|drain\s+cleaner|pesticide|weedkiller|weed\s+killer)|swallow\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+|a\s+bottle\s+of\s+|some\s+|every\s+)?(?:\w+\s+)?(?:pills|tablets|meds)|overdose|(?:slit|cut|slash|open)\s+my\s+(?:wrists?|throat|veins)|(?:jump|leap|throw\s+myself)\s+(?:off|from)\s+(?:a|the|my)\s+(?:\w+\s+)?(?:bridge|roof|rooftop|building|cliff|overpass|balcony|ledge|tower|window|car\s+park)|(?:buy|get)\s+(?:a|some|the)\s+(?:rope|noose)|tie\s+(?:a|the)\s+noose|just\s+die(?!\s+(?:of|if|for|laughing|when|a\s+little|inside))|not\s+wake\s+up|disappear\s+for\s+good)\b/g;

export function namesOwnActOfHarm(said: string): boolean {
  return [...said.matchAll(actsOnSelf)].some((found) =>
    spokenOfOwnDanger(said, { index: found.index ?? 0, matched: found[0] }),
  );
}
