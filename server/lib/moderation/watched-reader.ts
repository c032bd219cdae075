/**
 * The reader watched and menaced (probe 14): the writer claims to know where someone lives, works, prays or walks
 * ("I know which city you're in", "nice house on Birch Road", "your profile says you're in Leeds", "I've saved your
 * usernames") and, in the same message, a menace ("keep posting and you'll find out", "be careful leaving tonight",
 * "while he still can", "I have a rifle", "I'm a patient man"). Either half is said innocently (a neighbour's offer
 * of a lift, "think carefully about your next step"), so only the two together are read as a threat; a few menaces
 * need no knowledge claim ("enjoy checking over your shoulder for the rest of your life"). Wordings and twins in
 * watched-reader.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const knower = "(?:i|we|i've|ive|we've|weve|i have|we have|i do|we do|i already|we already)";
const knowing =
  '(?:know|knows|found|found out|find out|saw|seen|spotted|clocked|looked up|tracked|tracked down|traced|saved|screenshotted|noted|got|have|been watching|watched|followed|memorised|memorized)';
/** What is known of someone: their whereabouts, their people, their routine, their face or name. */
const whereabouts =
  "(?:(?:where|what time|when)(?: (?:two|three|some|all|most|one|each|both|any) of)? (?:you|u|he|she|they|the|your|ur|his|her|their)|(?:which|your|ur|his|her|their|the)(?: [\\p{L}']+){0,3}? (?:live|lives|living|house|home|flat|apartment|street|road|address|city|town|village|neighbourhood|neighborhood|school|college|campus|office|workplace|work|works|job|car|kids|children|family|wife|husband|daughter|son|parents|face|faces|username|usernames|profile|ip|schedule|routine|route|pray|prays|sleep|sleeps|walks|walk|drive|drives|parks|park|lock up|locks up|lane|path|way home|route home|postcode|zip code|email|linkedin|facebook|instagram|photo|photos|pictures|name|names|list|phone number|number plate|plate|houses|flats|homes|shift|shifts|movements|addresses|ips|ip addresses|lists|guest list|guest lists)|who (?:you|u) (?:are|really are)|which (?:door|doors|gate|exit|entrance|side door|back door)(?: of)?)";
const knowledge = new RegExp(
  `(?:(?:^|\\s)${knower} (?:\\p{L}+ )?|^|[.!?] )${knowing}(?: (?:out|exactly|already))? ${whereabouts}(?:\\s|$)|(?:^|\\s)(?:been watching|watching) (?:you|him|her|them)(?:\\s|$)|(?:^|\\s)(?:saw|seen|spotted|clocked) (?:you|him|her|them|(?:your|his|her|their)(?: \\p{L}+){1,3}?) (?:outside|leaving|entering|parked|at|near|by)(?:\\s|$)|(?:^|\\s)(?:nice|lovely|pretty|cute)(?: little| big| new)? (?:house|home|car|family|kids|place|flat|garden|photo|pic|picture) (?:on|in|at|by|near|above|below|behind|outside|of|you've|youve|you have)(?:\\s|$)|(?:^|[.!?] )(?:found|gotcha|got) (?:you|ya|u)(?= [,.!]| *$)|(?:^|\\s)(?:we|i) have (?:people|men|brothers|eyes|friends) (?:in every|everywhere|all over)(?:\\s|$)|(?:^|\\s)(?:your|ur) (?:profile|bio|ip|location|photos?) (?:says|shows|shows that) (?:you're|youre|you are|you live)(?:\\s|$)`,
  'u',
);
/** A menace: a consequence tied to speaking on, a warning, time running out, a weapon or patience. */
const menace =
  /(?:^|\s)(?:keep|one more|another|carry on|go on)(?: [\p{L}']+){0,8}? (?:and|,|then) (?:see what happens|you'll find out|youll find out|find out|you'll see|you won't like|you wont like|you'll regret|i'm dropping by|im dropping by|i'll drop by|i'll come|i'm coming|we'll come|we're coming)(?:\s|$)|(?:^|\s)(?:think|thinking) (?:very |real |really )?(?:carefully|twice|hard) (?:about|before) (?:your|ur) next (?:post|message|comment|word|words|sermon|move)(?:\s|$)|(?:^|\s)while (?:you|he|she|they|u) (?:still )?can(?:\s|$)|(?:^|\s)(?:won't|wont|will not) (?:stay|be|look) (?:\p{L}+ ){1,2}for long(?:\s|$)|(?:^|\s)(?:be|stay) careful (?:leaving|walking|going|driving|tonight|out there|on (?:your|the) way)(?! (?:\p{L}+ )?(?:in|on) (?:the )?(?:snow|ice|rain|fog|storm|roads|wind|heat|dark))(?:\s|$)|(?:^|\s)(?:watch your back|see what happens|you'll find out|you won't like it|you wont like it|(?:i'm|im|i am) a patient (?:man|person|guy|woman)|(?:on|in) my list|and so do i)(?:\s|$)|(?:^|\s)(?:i|i've|ive|i have|i've got|i got) (?:got )?(?:a|my|an) (?:rifle|gun|shotgun|pistol|glock|ar|ak|knife|machete|crossbow)(?:\s|$)|(?:^|\s)(?:will|gonna|going to) regret (?:opening|posting|saying|writing|reporting|talking|that|it|this|the day)(?:\s|$)|(?:^|\s)(?:shame|pity) if (?:something|anything|someone|somebody|it|the|that|your|his|her|their)(?: [\p{L}']+){0,6}? (?:happened|happen|caught fire|catch fire|burned|burnt|went up|got hurt|broke)(?:\s|$)|(?:^|\s)(?:get|gets|getting|got) the same (?:treatment|thing|fate)(?:\s|$)|(?:^|\s)(?:will be|gets|get) (?:found|tracked down|hunted down)(?:\s|$)|(?:^|\s)(?:we|i)(?: will|'ll| are going to|'re going to| are gonna) (?:come|be coming|pay a visit) to (?:your|ur|their) (?:houses|house|homes|home|doors?|street)(?:\s|$)|(?:^|\s)(?:have|has) a fatwa (?:coming|on (?:its|their|his|her) way)(?:\s|$)|(?:^|\s)(?:i|we|i'll|we'll|ill) (?:pay|paying|will pay) (?:you |him |her |them )?a (?:little )?visit(?:\s|$)|(?:^|\s)(?:next week|tomorrow|soon|one day) (?:they|you|he|she) (?:pay|will pay|'ll pay)(?:\s|$)|(?:^|\s)(?:jihad|crusade|war|purge|hunt|reckoning)(?: [\p{L}']+){0,8}? (?:starts|begins) (?:now|today|tonight|here)(?:\s|$)/u;
/** Menaces that say it all alone: a life spent looking over one's shoulder, a list the reader is on. */
const standalone =
  /(?:^|\s)(?:enjoy|get used to|start|you'll be|youll be|you will be|you'll spend|you will spend) (?:\p{L}+ )?(?:checking|looking|glancing|watching) over (?:your|ur) shoulder(?:\s|$)|(?:^|\s)(?:every one of you|all of you|you're all|you are all|you're|youre|you are) (?:\p{L}+ ){0,4}?on my list(?:\s|$)|(?:^|\s)(?:nice|lovely|cute|sweet) (?:photo|photos|pic|pics|picture|pictures) of (?:your|ur|his|her) (?:kids|children|daughter|daughters|son|sons|wife|husband|family|little ones) (?:outside|leaving|near|at|by) (?:the |their |your |his |her )?(?:school|schools|house|home|gate|school gate|door|front door)(?:\s|$)/u;

/**
 * Sign-offs that menace only after a claim of knowledge and with nothing kind beside them ("Blue door, Maple Court.
 * Sleep tight."; "we know your route home from mass. Pray harder."). A message that offers something ("I'll post
 * the wedding card. See you soon") or says what is coming ("you'll be hearing from us about rooms") is a neighbour's.
 */
const signOff =
  /(?:^|\s)(?:sleep tight|sleep well(?: tonight)?|say your prayers|pray harder|see you soon|see (?:you|ya) (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|at the)|be seeing you|(?:you'll|youll|they'll|theyll|he'll|she'll) be hearing from (?:us|me)(?! (?:about|soon about|regarding|with|when))|(?:we'll|well|i'll|ill) be (?:visiting|waiting|in touch)(?! (?:the|for|about|with|to))|(?:i'll|ill|we'll) be waiting by the [\p{L}]+(?: [\p{L}]+)? (?:on|at|tonight|tomorrow)(?! (?:[\p{L}]+ ){0,2}for)|when the (?:time|day) comes|enjoy (?:your|his|her|their) last|keep talking(?=(?: [.!]+)*$)|(?:we're|were|we are|i'm|im) already looking|(?:we|you) won't need a map)(?=\s|$)/u;
const kindOffer =
  /(?:^|\s)(?:(?:i'll|ill|i will|we'll|we will|i'm going to|gonna) (?:send|post|bring|drop|pick|give|leave|return|pass|share|email|mail|invite|come for|walk)|thank|thanks|could i|can i|would you like|would love|congratulations|congrats|lovely|love|welcome|keep posting|glad|happy|wonderful|great|beautiful|blessings|hope you|signed up|sign up|registered|volunteered|volunteers|rsvp'd|rsvped|for (?:the|your|our) (?:[\p{L}']+ )?(?:cards?|invitations?|invites?|wedding|party|newsletter|rota|delivery|parcel|gifts?|dinner))(?:\s|$)/u;

/** Someone told the writer knows their whereabouts: "Tell your uncle at the langar hall we know what time he locks up." */
const toldOfWatching = new RegExp(
  `(?:^|\\s)tell (?:your|ur|him|her|them|the|that)(?: [\\p{L}']+){0,6}? (?:we|i) (?:already )?know ${whereabouts}(?:\\s|$)`,
  'u',
);

export function watchedReader(text: string): Found {
  const alone = standalone.exec(text) ?? toldOfWatching.exec(text);
  if (alone) return { rule: 'threat.watched', matched: alone[0].trim() };
  const known = knowledge.exec(text);
  if (!known) return undefined;
  const soft = kindOffer.test(text) ? null : signOff.exec(text);
  const warned = menace.exec(text) ?? soft;
  return warned
    ? { rule: 'threat.watched', matched: `${known[0].trim()} ... ${warned[0].trim()}` }
    : undefined;
}
