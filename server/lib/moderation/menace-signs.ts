import { group, place } from './rule-parts';

/**
 * Menace in everyday clothes, as typical abusive messages put it (probe 25): a disaster that "would be funny" at a
 * named place, "sad if something happened to" someone the reader loves, a visit promised "from me and my bat", a
 * "nice church you got there" that "would go up real quick", a place of worship said to have no guards followed by
 * "who's in?", a truck hoped to find a crowd, a punishment for "anyone" that "includes you", the writer smashing a
 * window "and then the owner's face", the oven asked about "for a friend", petrol brought to a service. Each half of
 * most shapes is everyday alone (a worried reader: "it would be sad if something happened to the old church"; a
 * report of persecution: "in my village anyone who converts gets their house burned"), so the shape needs both: the
 * understatement aimed at the reader's own, the warning beside the punishment, the call beside the open door.
 * Wordings and twins in menace-signs.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const w = "[\\p{L}']+";
const you = '(?:you|u|ya)';
const yours = '(?:your|ur)';

/** A disaster wished as a joke: "wouldn't it be funny if that retreat caught fire during silent hour". */
const funnyIf = new RegExp(
  `(?:^|\\s)(?:be|it'd be|itd be|it would be|wouldn't it be|wouldnt it be|would it not be) (?:so |really |kinda |pretty |quite |very )?(?:funny|hilarious|cool|awesome|lit) if(?: ${w}){1,6}? (?:caught fire|caught on fire|burned down|burnt down|burned|burnt|went up in flames|went up|blew up|exploded|got shot up|collapsed on)(?=\\s|$)`,
  'u',
);

/** "It'd be sad if something happened to her", said of the reader's own: an understatement, not a worry. */
const sadIf = new RegExp(
  `(?:^|\\s)(?:be|it'd be|itd be|it would be|wouldn't it be|wouldnt it be) (?:so |really |very |awfully |a )?(?:sad|a pity|pity|a real pity|unfortunate) if (?:something|anything|some accident) (?:bad |unfortunate |nasty )?(?:happened|were to happen|happens|was to happen) to (?:her|him|them|${you}|${yours} ${w})(?=\\s|$)`,
  'u',
);
const readersOwn = new RegExp(
  `(?:^|\\s)${yours} (?:${w} ){0,2}?(?:daughter|son|kids|children|wife|husband|family|mother|mum|mom|father|dad|profile|pic|photo|church|mosque|temple|synagogue|gurdwara)(?=\\s|$)`,
  'u',
);

/** A visit promised with a weapon or a crew: "got a visit from me and my bat". */
const armedVisit = new RegExp(
  `(?:^|\\s)(?:a |little |a little |surprise )*visit from (?:me|us)(?: and (?:my|our) (?:${w} )?(?:bats?|baseball bats?|guns?|knife|knives|machetes?|crowbars?|axes?|friends|boys|lads|crew|mates))(?=\\s|$)`,
  'u',
);

/** "Nice church you got there ... would go up real quick": the mob's compliment and the fire it leaves unsaid. */
const niceThere = new RegExp(
  `(?:^|\\s)nice (?:(?:little|old|big) )?(?:${place}|house|home|shop|family) (?:${you} (?:got|have|'ve got|ve got)|you've got|youve got)(?: there)?(?=\\s|$)`,
  'u',
);
const goUp = new RegExp(
  `(?:^|\\s)(?:would|will|could|'d|it'd|itd) (?:go up|burn|burn down|catch)(?: in flames)?(?: real| so| pretty| very| really)? (?:quick|quickly|fast|easy|easily|in seconds|in minutes|like (?:a torch|kindling|paper|a matchbox|dry grass|tinder))(?=\\s|$)`,
  'u',
);

/** A place of worship said to stand open, and a call for someone to act: "has no guards ... who's in?" */
const unguarded = new RegExp(
  `(?:^|\\s)(?<!(?:our|my) )(?:${place})(?: ${w}){0,4}? (?:has|have|got|with) no (?:guards|guard|security|cameras|police|protection)(?=\\s|$)|(?:^|\\s)(?<!(?:our|my) )(?:${place})(?: ${w}){0,3}? (?:is|are) (?:totally |completely |so |an |a )?(?:unguarded|unprotected|easy target|soft target|sitting ducks?)(?=\\s|$)`,
  'u',
);
const recruiting =
  /(?:^|\s)(?:who's in|who is in|whos in|any takers|who's with me|whos with me|someone with (?:guts|balls|a spine)|somebody with (?:guts|balls)|(?:let's|lets) (?:go|do this|do it))(?=\s|$)/u;

/** A vehicle hoped into a crowd: "I hope a truck finds the crowd outside that yeshiva". */
const vehicleWished = new RegExp(
  `(?:^|\\s)(?:hope|hoping|wish|wishing|pray|praying)(?: that)? (?:a|some|one|the next|one day a|a big) (?:truck|lorry|van|car|bus|bulldozer|tank|suv) (?:finds|hits|drives into|drives through|ploughs into|plows into|plows through|ploughs through|runs into|runs over|mows down|goes through|goes into|finds its way into)(?: ${w}){0,3}? (?:crowd|crowds|people|worshippers|congregation|queue|line|parade|march|procession|pilgrims|them|${group}|${place})(?=\\s|$)`,
  'u',
);

/** A punishment for "anyone" who does a thing, turned on the reader: "...gets their house burned. that includes you". */
const punishment = new RegExp(
  `(?:^|\\s)(?:anyone|anybody|everyone|everybody|whoever|any one|every one)(?: ${w}){1,8}? (?:gets|will get|is getting|gonna get|is gonna get|get) (?:their|his|her) (?:${w} )?(?:burned|burnt|torched|smashed|smashed in|kicked in|bashed in|blown up|shot up|broken|cut off|slit)(?=\\s|$)`,
  'u',
);
const includesYou = new RegExp(
  `(?:^|\\s)(?:(?:that|this|which) (?:includes|means|goes for) ${you}|(?:you're|youre|you are|ur) next|${you} too)(?=\\s|$)`,
  'u',
);

/** The writer's own hands on someone's face: "I'm smashing every window tonight and then the owner's face". */
const smashedFace = new RegExp(
  `(?:^|\\s)(?:i'm|im|i am|i'll|ill|i will|i'm gonna|im gonna|i'm going to|im going to|gonna)(?: ${w}){0,8}? (?:smash|smashing|bash|bashing|punch|punching|break|breaking|kick in|kicking in|cave in|caving in)(?: ${w}){0,8}? (?:his|her|their|the ${w}'s|${yours}) (?:face|faces|head|heads|skull|teeth|jaw|nose|legs|knees)(?=\\s|$)`,
  'u',
);

/** The camps' oven asked about: "how many of them fit in one oven?" */
const oven = new RegExp(
  `(?:^|\\s)how many (?:of them|of those|of you|of these|${group})(?: ${w})? (?:fit|can fit|could fit|would fit|will fit|go|can go) (?:in|into) (?:a|an|one|the|your|my|each) (?:oven|ovens|gas chamber|furnace)(?=\\s|$)`,
  'u',
);

/** Fuel brought to a gathering at a place of worship; fireworks only when they are "for inside". */
const fuelBrought =
  /(?:^|\s)(?:i'll|ill|i will|i'm|im|we'll|we will) (?:bring|bringing|carry|carrying) (?:the |some |a can of |a few )?(?:petrol|gasoline|matches|lighter fluid|molotovs?|molotov cocktails?|accelerant|jerry cans?)(?=\s|$)|(?:^|\s)fireworks(?: \.)? (?:for|go) inside(?=\s|$)/u;
const atPlace = new RegExp(
  `(?:^|\\s)(?:${place}|st \\p{L}+'s|christmas eve|mass|service|prayers|jummah|shabbat)(?=\\s|$)`,
  'u',
);

/** "Funny how accidents keep happening to people who leave Islam ... Keep posting, Sarah." */
const accidentsHappen =
  /(?:^|\s)(?:funny|strange|interesting|odd|shame|weird) how (?:accidents|fires|mishaps|bad things) (?:keep |tend to |always |seem to )?(?:happen|happening|happens) to (?:people|those|anyone|folks|apostates|converts|critics)(?=\s|$)/u;
const keepGoing = /(?:^|[.!,] )keep (?:posting|talking|preaching|it up|going)(?=\s|$)/u;

/** Fuel or a weapon in hand and a riddle of where it goes: "I have a can of petrol and a lighter, guess where I'm going". */
const armedRiddle =
  /(?:^|\s)(?:(?:guess|take a guess|you'll never guess|wonder) (?:where|who|which \p{L}+) (?:i'm|im|i am|we're|we are) (?:going|heading|visiting|off to|driving|walking))(?=\s|$)/u;
/** Whom a weapon is for, as a riddle; a gift told ("knife set ... my mum's birthday") answers it innocently. */
const armedFor =
  /(?:^|\s)(?:guess|take a guess|you'll never guess|wonder) (?:who|whom|which \p{L}+) (?:it's|its|it is|they're|they are|this is|these are|that's) for(?=\s|$)/u;
const giftTold =
  /(?:^|\s)(?:birthday|gift|present|christmas|anniversary|wedding|set|kitchen|chef|cooking|hunting trip|collection|collector)(?=\s|$)/u;
const armedWith =
  /(?:^|\s)(?:petrol|gasoline|gas can|jerry can|lighter fluid|molotov|gun|rifle|shotgun|pistol|ammo|bullets|knife|machete|axe|bomb|explosives|vest)(?=\s|$)/u;

export function menaceSign(text: string): Found {
  const found =
    funnyIf.exec(text) ??
    (readersOwn.test(text) ? sadIf.exec(text) : null) ??
    armedVisit.exec(text) ??
    (niceThere.test(text) ? goUp.exec(text) : null) ??
    (recruiting.test(text) ? unguarded.exec(text) : null) ??
    vehicleWished.exec(text) ??
    (includesYou.test(text) ? punishment.exec(text) : null) ??
    smashedFace.exec(text) ??
    oven.exec(text) ??
    (atPlace.test(text) ? fuelBrought.exec(text) : null) ??
    (keepGoing.test(text) ? accidentsHappen.exec(text) : null) ??
    (armedWith.test(text)
      ? (armedRiddle.exec(text) ?? (giftTold.test(text) ? null : armedFor.exec(text)))
      : null);
  return found ? { rule: 'threat.menace', matched: found[0].trim() } : undefined;
}
