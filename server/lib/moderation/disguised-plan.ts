import { group } from './rule-parts';

/**
 * Abuse dressed as something else (probe 13's "disguised" messages): a joke, a hypothetical, a novel, a theology
 * question, "asking for a friend", wrapped around an act of violence, and given away by the writer's own plan (a
 * date, "next door", a list or an address already held, "start with you", "so the most people are inside", "make it
 * realistic"). The wrapper alone is innocent ("Hypothetically, if someone burned a church, would God forgive them?"),
 * and so is the act without the plan; the three together are not. Also read here, since the wrapper is their usual
 * dress: the Holocaust made a joke in the present ("the ovens are preheated", "fit in an ashtray") and a people
 * spoken of as food ("what would a Hindu taste like"). Wordings and twins in disguised-plan.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const wrapper =
  /(?:^|\s)(?:asking for a friend|asking for next|just a joke|just joking|only joking|just kidding|kidding|jk|hypothetical|hypothetically|purely hypothetical|theoretical|theoretically|not a threat|just an observation|(?:writing|for) (?:a|my) (?:novel|screenplay|story|book|script|game)|fun fact|just curious|just asking|asking questions|serious question|theology question|no offence|no offense|its humour|it's humour|its humor|it's humor|by your own logic|lol relax)(?:\s|$)/u;
const act =
  /(?:^|\s)(?:kill|kills|killing|killed|burn|burns|burning|burned|set fire|sets fire|lit it up|light it up|shoot|shoots|shooting|shot|bomb|bombs|bombing|stab|stabs|stabbing|slay|slaying|gas|gassing|massacre|murder|murders|murdering|removed|remove|ending theirs|ending them|end them|ending (?:the|those|these|all|every) \p{L}+|wipe out|wiping out)(?:\s|$)/u;
const plan =
  /(?:^|\s)(?:next (?:weekend|week|sunday|saturday|friday|month)|this (?:weekend|shabbat|sunday|friday|saturday|christmas|easter|diwali|eid)|tonight|i'm free|im free|see you soon|start with you|starting with you|next door|the most people|most of them|the most of them|realistic|timing it|scout|permanently|unless|(?:i've|ive|i have|i do have|i already have|already got|he already has|she already has|i've got|ive got|i know) (?:got )?(?:a list|the list|your address|their address|the address|their names|names|their schedule|the schedule|the stuff|the back entrance|the back door|a gun|the gun))(?:\s|$)/u;
/** Spoken of as said by someone else or in the past: "the gurdwara burned in 1984", an account, not a plan. */
const pastAccount =
  /(?:^|\s)(?:in (?:1[0-9]{3}|20[0-2][0-9])|years ago|centuries ago|was burned|were killed|was killed)(?:\s|$)/u;

/** The camps made a joke in the present: the ovens ready, a people fitted in an ashtray, a lampshade made of them. */
const camps =
  /(?:^|\s)(?:(?:the )?(?:ovens|showers|gas chambers) (?:are|'re) (?:preheated|preheating|warm|still warm|hot|ready|waiting|on)(?: (?:for (?:you|him|her|them)|rabbi|again))?|(?:fit|fits|holds) (?:in )?(?:an |the )?ashtray|ashtray holds|lampshades? (?:is |are )?made (?:of|from|out of) (?:jews|jew|them)|(?:bar|bars) of soap made (?:of|from|out of) (?:jews|jew|them))(?:\s|$)/u;
/** Jews named, or a Jewish place or role, for the camps' jokes to be aimed. */
const jewish =
  /(?:^|\s)(?:jews?|jewish|rabbi|rabbis|cantor|synagogue|shul|kike|kikes|yids?|zionists?|hebrews?)(?:\s|$)/u;
/** Said in the past ("were still warm when the Soviets came"), or asked about as history, it is an account. */
const campsHistory =
  /(?:^|\s)(?:was|were|had been|is it true|myth|historians?|auschwitz|birkenau|treblinka|dachau|the nazis|survivors?)(?:\s|$)/u;

/** A people as food: "what would a Hindu taste like", "Muslims taste like goat", "roast one". */
const eaten = new RegExp(
  `(?:^|\\s)(?:a |an |the )?(?:${group}|monk|monks|priest|priests|imam|rabbi|nun)(?: would| will| must)? (?:taste|tastes) (?:like|nice|good|great|better)(?:\\s|$)`,
  'u',
);

export function disguisedPlan(text: string): Found {
  const wrap = wrapper.exec(text);
  if (wrap && act.test(text) && plan.test(text) && !pastAccount.test(text)) {
    return { rule: 'threat.disguised', matched: wrap[0].trim() };
  }
  const joke = camps.exec(text);
  if (joke && jewish.test(text) && !campsHistory.test(text)) {
    return { rule: 'hate.camps-joke', matched: joke[0].trim() };
  }
  const food = eaten.exec(text);
  if (food) return { rule: 'hate.eaten', matched: food[0].trim() };
  return undefined;
}
