import { B, E, anyWord, group, place } from './rule-parts';
import { comingTime, feast } from './threat-frames';
import { gathering } from './threat-rules';

/**
 * A threat told by intimation names no act at all: "Saturday morning the synagogue on Park Avenue is getting a very
 * loud surprise", "Friday, 1pm, central mosque. Don't bring your children", "How many people fit inside that
 * mosque on Eid morning? Asking for a reason." Each such message carries signs of several kinds about a named target:
 * innuendo (mark my words, if you catch my drift), harm by euphemism (a loud surprise, a bad accident, won't have a
 * roof), what an attacker would want to know (packed, doors shut, easy to get past the guards) and a coming time.
 * One sign has innocent readings ("just saying, prayers start at 1pm"); a euphemism with any other kind, or
 * innuendo with reconnaissance, rarely do. A few signs are strong alone (doors chained from outside, "start counting their days").
 */
type Sign = {
  kind: 'innuendo' | 'euphemism' | 'warning' | 'reconnaissance' | 'time';
  weight: 1 | 2;
  pattern: RegExp;
};

const sign = (kind: Sign['kind'], weight: 1 | 2, source: string): Sign => ({
  kind,
  weight,
  pattern: new RegExp(`${B}(?:${source})${E}`, 'u'),
});
const days = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';

const signs: readonly Sign[] = [
  sign(
    'innuendo',
    1,
    `mark my words|last warning|final warning|just saying|if you catch my drift|you catch my drift|you'll see|you will see|(?:we're|we are|i'm|i am) making sure of it|(?:we'll|we will|i'll|i will) make sure of it|nobody (?:expecting|expects|will expect|will see it coming) anything|nobody expecting|perfect target|perfect (?:time|day|moment|opportunity)(?! (?:to|for|of|in))|(?:real|very) soon(?= \\.|$)|sooner than (?:you|they) think`,
  ),
  sign('innuendo', 2, `asking for a reason|asking for no reason`),
  sign(
    'euphemism',
    1,
    `(?:a |an )?(?:very |real |really )?(?:loud|big|nasty|special|hot|warm|little) surprise(?! party)|my (?:little )?(?:present|surprise|gift)|like surprises|(?:a |an )?(?:very |really )?(?:bad|nasty|terrible|unfortunate|tragic) accident|(?:an |a )?(?:electrical fire|gas leak)|won't have (?:a|any) (?:roof|walls|doors|windows|congregation)|what's coming (?:to|for)|what is coming (?:to|for)|(?:don't|do not|dont) bring (?:your|ur) (?:children|kids)(?= \\.|$)`,
  ),
  // Advice to stay away is a threat only with innuendo ("last warning"); alone it is about crowds or weather.
  sign('warning', 1, `(?:better|should|had better) stay (?:home|away|inside)`),
  sign(
    'euphemism',
    2,
    `(?:start|starting|begin) counting (?:their|your|his|her) days|(?:should|better|need to|needs to|had better) learn (?:how )?to duck|enjoy (?:your|ur|their) last (?:${feast}|day|days|prayers?|service|sermon|christmas|shabbat|eid|diwali)(?: , ${anyWord}(?: ${anyWord})?)?(?= \\.|$)|won't be (?:one|a single|any) (?:${anyWord} )?(?:${place}) (?:left )?standing|(?:doors?|exits?) (?:are |is |were |was |get |got )?(?:chained|locked|barred|nailed|blocked) (?:shut )?from (?:the )?outside`,
  ),
  sign(
    'reconnaissance',
    1,
    `packed|doors shut|no security|no guards|easy target|soft target|sitting ducks|how many people (?:fit|are|will be|can fit) (?:in|inside)|got (?:your|ur|his|her) address|(?:i|we) know where (?:your|ur|their|his|her) (?:office|house|home|kids|children|school) is`,
  ),
  sign('reconnaissance', 2, `easy to get past (?:them|the guards|security|the security)`),
  sign(
    'time',
    1,
    `${comingTime}|${days}(?: morning| night| evening| afternoon)?|this year|next week|(?:at |, )?\\d{1,2} ?(?:am|pm)|for (?:${feast}|navratri|purim|sukkot)|(?:on )?(?:${feast}) (?:morning|night|eve|evening)`,
  ),
];

/** What a threat by intimation names: a place, a gathering, a group, a minister or the reader. */
const target = new RegExp(
  `${B}(?:${place}|${gathering}|${group}|you|your|pastor|priest|imam|rabbi|monks?|guru|granthi|pandit|vicar|(?:jewish|muslim|hindu|sikh|christian|buddhist|catholic) (?:kids|children|families|students|shopkeepers?))${E}`,
  'u',
);

/**
 * The rule that decided, when the message (its sentences joined by " . ") is a threat by intimation; a message of
 * questions only is read only for the strong signs ("would it be easy to get past the guards?").
 */
export function intimatedThreat(
  text: string,
  questionsOnly: boolean,
): { rule: string; matched: string } | undefined {
  if (!target.test(text)) return undefined;
  const found = signs.filter((each) => each.pattern.test(text));
  const kinds = new Set(found.map((each) => each.kind));
  const strong = found.some((each) => each.weight === 2);
  // Innuendo and a time alone are an announcement ("just saying, Friday prayers start at 1pm").
  const menacing = kinds.has('euphemism')
    ? kinds.size >= 2
    : kinds.has('innuendo') && (kinds.has('reconnaissance') || kinds.has('warning'));
  if (strong || (!questionsOnly && menacing)) {
    return { rule: 'threat.intimated', matched: text.slice(0, 120) };
  }
  return undefined;
}

/** "A real Buddhist would starve himself to death. Go on, prove it.": self-harm put to a believer as a dare. */
const daredAct = new RegExp(
  `${B}(?:a|any) (?:real|true|proper|good) (?:${anyWord} ){1,2}?would (?:just )?(?:kill|starve|burn|hang|drown|shoot|immolate|set fire to) (?:himself|herself|themselves)(?: to death)?${E}`,
  'u',
);
const dare = new RegExp(`${B}(?:prove it|go on|do it then|show us|i dare you|we dare you)${E}`, 'u');

export function daredSelfHarm(text: string): { rule: string; matched: string } | undefined {
  const act = daredAct.exec(text);
  return act && dare.test(text) ? { rule: 'self-harm.dared', matched: act[0] } : undefined;
}

/**
 * Emoji set side by side as a sentence: a gun or a bomb beside a place of worship ("🔫🕌 this Friday"), or opening a
 * message that names "every" one at the place ("🔪 every ... at the ⛪").
 */
const rebus =
  /[🔫💣🪓🔪]\uFE0F?\s*[🕌🛕⛪🕍🕋⛩]|[🕌🛕⛪🕍🕋⛩]\uFE0F?\s*[🔫💣🪓🔪]|^\s*[🔫💣🪓🔪]\uFE0F?\s*(?:every|all)\s[^.!?]{0,40}?[🕌🛕⛪🕍🕋⛩]/u;
/** Fire beside a place of worship is praise ("🕌🔥 what a dome") unless the message brings what lights it. */
const fireRebus = /🔥\uFE0F?\s*[🕌🛕⛪🕍🕋⛩]|[🕌🛕⛪🕍🕋⛩]\uFE0F?\s*🔥/u;
const fuel = /\b(?:lighter|lighters|matches|petrol|gasoline|gas can|jerry can|fuel|kerosene|accelerant)\b/iu;

export function rebusThreat(message: string): { rule: string; matched: string } | undefined {
  const found = rebus.exec(message) ?? (fuel.test(message) ? fireRebus.exec(message) : null);
  return found ? { rule: 'threat.rebus', matched: found[0] } : undefined;
}
