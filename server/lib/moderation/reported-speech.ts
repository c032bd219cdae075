/**
 * Words reported in order to be condemned: "Those who say 'death to the Jews' are wrong", "Telling someone to kill
 * themselves is cruel", "It is wrong to say Jews are greedy", "My dad says we should burn their temple. I think
 * that's wrong." The harm or the claim is what someone says, shouts, writes or threatens, and the writer calls the
 * saying wrong, in the same sentence or in the next one when it opens by pointing back ("That slogan is hateful"),
 * or answers it as its witness anywhere after it ("My boss said Christians should be wiped out. I was too shocked").
 *
 * Narrow on purpose: the act has to follow a verb of saying directly (with only "that", "someone", "to", "go" and
 * the like between), the condemnation must not be negated ("it's not wrong to say...", "nothing wrong with"), and a
 * word of agreement ("they are right", "I agree", "true") anywhere in the sentence leaves it read as said.
 */

const saying =
  '(?:say|says|said|mutter|mutters|muttered|muttering|whisper|whispered|whispering|hiss|hissed|hissing|rant|ranted|ranting|mumbled|mumbling|read|reads|sprayed|spray painted|spraypainted|painted|scrawled|graffitied|daubed|saying|to say|shout|shouts|shouted|shouting|chant|chants|chanted|chanting|yell|yells|yelled|yelling|scream|screamed|screaming|write|writes|wrote|writing|written|post|posts|posted|posting|tweet|tweeted|tell|tells|told|telling|to tell|claim|claims|claimed|claiming|to claim|preach|preaches|preached|preaching|call|calls|called|calling|call for|calls for|called for|calling for|call to|calls to|threaten to|threatens to|threatened to|threatening to|to threaten to|suggest|suggests|suggesting|joke|jokes|joked|joking|keeps saying|kept saying|swore|swears|vowed|vows|wish|wishes|wishing|the idea that|the lie that|the myth that|the claim that|the slogan|spray painted|sprayed|daubed|tagged|keep saying|painted|scrawled|graffitied|carved|scratched|texted|dmed|messaged|sent|commented|replied|left a comment)';
const between =
  '(?: (?:that|someone|somebody|anyone|anybody|people|others|another person|a person|him|her|them|me|you|us|to|go|things like|stuff like|like|out|online|at me|at us|to me|to us|in a video|in a post|in my chat|in chat|at rallies|in the street|on the wall|on walls|the|a|an|this|that|their|our|all|new|old|local|nearby|whole))*';
/** The reported words may open with their own subject and modal: "says we should", "say all Jews should be". */
const reportedClause =
  "(?: (?:(?:all |the |every |our |their |that |this )?(?:\\p{L}+ )?\\p{L}+ (?:should|must|need to|ought to|have to|has to|deserve to|deserves to|will|would|can|could|gotta|should all|must all|want to|wants to|wanted to|is going to|are going to|was going to|were going to)(?: be| all be)?|(?:he|she|they|we)(?:'d|'ll)|(?:all )?\\p{L}+ (?:are|were)))?";
const reportedBefore = new RegExp(`(?:^|\\s)${saying}${between}${reportedClause}$`, 'u');
/** The saying named after the words: "... is what the man on the bus kept shouting", "... was all he wrote". */
const reportedAfter =
  /^(?:[,.] )?(?:is|was|are|were) (?:what|all|the words|the slogan|the message) (?:[\p{L}']+ ){0,6}?(?:kept |keeps )?(?:saying|shouting|said|shouted|wrote|writes|chanting|chanted|yelling|yelled|screaming|screamed|told me|posted|sprayed|painted)(?:\s|$)/u;

const condemnation =
  '(?:wrong|evil|reject|rejects|rejected|oppose|opposes|denounce|denounces|denounced|abhor|abhors|not acceptable|a stereotype|stereotype|stereotypes|an ugly stereotype|prejudice|prejudiced|a slur|a trope|a myth|myth|a canard|slander|monsters|bigots|ignorant|ignorance|a desecration|desecration|an abomination|abominable|a disgrace|disgraceful|hateful|hate|hatred|gross|disgusting|sick|sickening|messed up|cruel|monstrous|a sin|sinful|haram|a crime|criminal|shameful|ashamed|shamed|a lie|lies|lying|racist|racism|antisemitic|antisemitism|islamophobic|islamophobia|bigoted|bigotry|bigots|vile|horrible|terrible|awful|appalling|abhorrent|unacceptable|inexcusable|inhuman|barbaric|never a joke|never funny|not funny|never okay|never ok|never right|not okay|not ok|not right|nothing to do with|condemn|condemned|condemns|report it|report this|report them|reported|scares me|scared|frightening|heartbreaking|insane|dangerous|poison|poisonous|a disgrace|disgraceful|ignorant|ignorance)';
const condemned = new RegExp(`(?:^|\\s)${condemnation}(?:\\s|$)`, 'u');
/** "not wrong", "isn't a sin", "nothing wrong with", "no shame": the condemnation taken back. */
const condemnationDenied = new RegExp(
  `(?:^|\\s)(?:not|n't|isn't|aren't|wasn't|no|nothing|never|hardly)(?: (?:so|really|even|at all|that|very|a|an|any|the))* ${condemnation}(?:\\s|$)`,
  'u',
);
const agreement =
  /(?:^|\s)(?:(?:is|are|was|were|they're|he's|she's|you're) (?:right|correct|spot on|not wrong)|(?:i|we) agree|true|based|facts|the truth)(?:\s|$)/u;
/** A next sentence that points back at what was reported: "That slogan is hateful", "I think that's wrong". */
const pointingBack =
  /^(?:as (?:a|an) [\p{L}']+(?: [\p{L}']+)? )?(?:(?:i|we) (?:(?:completely|totally|utterly|strongly|firmly) )?(?:think|believe|know|feel|said|told \p{L}+|call|consider|find|reject|condemn|oppose|denounce|abhor) )?(?:that|this|it|which|such|those|these|that's|it's|this is|thats|its|how (?:do|can|should|would) (?:i|we))(?:\s|$)/u;

/**
 * The writer's own answer to words said to or about them, anywhere after those words: the fear, hurt or shock of the
 * one they were aimed at ("I was shaking", "I'm still shaken"), a report or a call for help ("I reported it", "We
 * called the police", "Should I tell someone?"), a rebuttal ("I told him he is wrong", "I strongly disagree", "How do
 * scholars refute that?"). What someone else said, answered like this, is a witness's account, not the writer's threat.
 */
const writerResponse = new RegExp(
  [
    '(?:i|we) (?:was|were|am|are|felt|feel|feeling)(?: so| too| still| really| very)? (?:horrified|shocked|shaking|shaken|hurt|scared|terrified|frightened|upset|disgusted|appalled|sick)',
    "(?:i'm|we're|im) (?:so |too |still |really |very )?(?:horrified|shocked|shaking|shaken|hurt|scared|terrified|frightened|upset|disgusted|appalled)",
    // Refusing the words, undoing them, or taking them to those who can act: "I refuse to repeat it", "We painted
    // over it", "I left the group and told the elders", "That is not the gospel I know", "My mother hid".
    '(?:i|we) (?:refuse|refused) to (?:repeat|say|share|believe|pass on) (?:it|that|this|them)',
    // Someone close answering the speaker: "my mother told him that is not acceptable here".
    "(?:i|we|my [\\p{L}']+|our [\\p{L}']+) told (?:him|her|them) (?:that )?(?:it|this|that|he|she|they)(?:'s| is| was| are| were) (?:not acceptable|unacceptable|wrong|not okay|not ok|hateful|racist|cruel|not true)",
    '(?:i|we|we all|we) (?:painted over|cleaned off|scrubbed off|washed off|covered|covered up|cleaned) (?:it|that|the (?:graffiti|words|sign|slogan))',
    '(?:i|we) (?:left the (?:group|chat|room|meeting)|told the (?:elders|imam|rabbi|priest|pastor|vicar|granthi|teacher|school|head|principal|admins?|moderators?|mods|committee|council|trustees))',
    '(?:that|this|it|which) (?:is|was) not the (?:gospel|faith|islam|religion|judaism|dharma|way|torah|teaching|sikhi)',
    'not the (?:gospel|faith|religion|islam|torah|dharma|sikhi|judaism) (?:i|we) (?:know|follow|believe|practise|practice|love)',
    "(?:my|our) (?:[\\p{L}']+ ){0,2}?(?:hid|fled|escaped|survived|ran)",
    "(?:i've|we've|ive|weve|i have|we have) (?:reported it|called the police|called the cops|rung the police|told the police)",
    // The writer's shame or grief at what was said, and who spoke against it asked: "I'm Buddhist and ashamed. Which monks spoke against it?"
    "(?:i'm|im|i am|we're|we are)(?: [\\p{L}']+)?(?: and)? (?:ashamed|heartbroken|sickened|furious|devastated)",
    '(?:which|what|who) (?:\\p{L}+ ){0,2}(?:spoke|speak|stood|stand|has spoken|have spoken) (?:out )?(?:against|up)',
    "(?:i|we) (?:reported|called the police|called the cops|went to the police|told (?:him|her|them) (?:he|she|they|it) (?:is|was|are|were) wrong|(?:strongly )?disagree|didn't laugh|did not laugh|moved (?:seats|away|carriages)|(?:i|we) no longer (?:agree|believe|think)|changed (?:seats|carriages)|walked (?:out|away|off)|got off|left (?:that|the|this) [\\p{L}']+|(?:completely |totally |utterly |strongly |firmly )?(?:reject|rejected|condemn|condemned|oppose|denounce|denounced) (?:that|this|it|them|those|such)(?: (?:view|idea|claim|talk|words|hate|completely|totally|entirely|utterly))?)",
    '(?:should|do|can|must) (?:i|we) (?:report|tell someone|tell anyone|tell somebody|call the police|warn)',
    '(?:needs|need|should|must|has|have) to be reported|should be reported|must be reported',
    '(?:a|any|the|some) (?:way|option|button|place|form|link) to (?:report|flag)|how (?:do|can|should) (?:i|we) (?:report|flag)',
    'how (?:do|should|can|would) (?:i|we|you|people|a \\p{L}+|scholars|(?:\\p{L}+ )?\\p{L}+s) (?:answer|respond|refute|reply|forgive|counter|deal with|cope with|handle|heal|help|talk to|explain|remember|grieve|mourn|teach|tell)',
    // The writer asking how to stop the one who says it, or how to care for those it was aimed at.
    'how (?:do|should|can|would) (?:i|we) (?:talk (?:him|her|them) out of|get (?:him|her|them) to stop|make (?:him|her|them) stop|stop (?:him|her|them)|support|protect|comfort|reassure)',
    "(?:don't|do not|dont) know how to (?:make|get|stop|talk|answer|respond|handle|deal)",
    'what (?:do|should|can) (?:i|we) (?:do|tell|say to)',
    '(?:that|this|it) (?:disgusts|sickens|appals|appalls|horrifies|scares) (?:me|us)',
    '(?:which|what) (?:\\p{L}+ ){0,2}(?:have|has) (?:condemned|denounced|spoken against|spoken out)',
    "(?:do|does|did) not speak for|(?:don't|doesn't|didn't) speak for",
    'please (?:talk|speak|reach out) to',
    // The words taken down or taken to the police, and where a slogan comes from asked.
    "(?:i|we|i've|we've|ive) (?:removed|deleted|blocked|banned|took down|taken down|flagged|told the police|informed the police|told the mosque|told the synagogue)",
    "(?:the )?police (?:say|said|says|can't|cannot|won't|are looking|have been told|came)",
    '(?:is|was) (?:that|this|the) (?:phrase|slogan|saying|quote|line) (?:from|in|real)',
    'where (?:does|did) (?:that|this|the) (?:phrase|slogan|saying|quote|line) come from',
  ].join('|'),
  'u',
);
const answered = new RegExp(`(?:^|\\s)(?:${writerResponse.source})(?:\\s|$)`, 'u');

/** Whether the writer answers what was said or done to them with fear, hurt, a report or a rebuttal. */
export const answeredByWriter = (text: string): boolean => answered.test(text) && !agreement.test(text);

/** "It's evil but necessary": a condemnation turned. */
// "I'm still shaking" is the writer's state, not a turn.
const turned =
  /(?:^|\s)(?:but|yet|though|although|however|(?<!(?:i'm|im|am|are|we're|was|were) )still|necessary|deserved|worth it)(?:\s|$)/u;
const questionAfterBut =
  /(?:^|\s)(?:but|yet|though|however) (?=(?:how|what|why|where|which|should|can|could|do|does|is|are|i refuse|i refused|we refuse|i disagree|i told|i reported|i won't|i will not)\s)/gu;
/** The writer as the one who says it, now or to come: "I tell you to", "we say", "I'll say it". */
const writerSaying = /(?:^|\s)(?:i|we|i'm|im|we're|i'll|we'll|i am|we are|i will|we will|i do|we do)$/u;

/** Whether a condemnation of the saying is made in these words, and neither taken back nor outweighed by agreement. */
function condemns(text: string): boolean {
  return (
    condemned.test(text) && !condemnationDenied.test(text) && !agreement.test(text) && !turned.test(text)
  );
}

/**
 * The words before a reported act with the verb of saying taken off, so that what governs the saying can be read
 * as governing the act: "Please don't ever tell someone to go | die" reads like "Please don't ever | die". Undefined
 * when no verb of saying ends them.
 */
export function withoutSaying(before: string): string | undefined {
  const found = reportedBefore.exec(before);
  return found ? before.slice(0, found.index).trimEnd() : undefined;
}

/**
 * Whether the harm or claim at words[start, end) is reported speech the writer condemns; `following` is the next
 * sentence's words, when there is one.
 */
export function reportedAndCondemned(
  words: readonly string[],
  start: number,
  end: number,
  following: readonly string[] = [],
  rest: string = '',
): boolean {
  const before = words.slice(0, start).join(' ');
  const reported = reportedBefore.exec(before);
  // "'Muslims should all be deported' is what the man on the bus kept shouting": the saying told after the words.
  const toldAfter = !reported && reportedAfter.test(words.slice(end).join(' '));
  // "I tell you to kill yourself, it's wrong that you exist": the writer saying it now is not reporting it.
  if (!toldAfter && (!reported || writerSaying.test(before.slice(0, reported.index)))) return false;
  const sentence = words.join(' ');
  if (agreement.test(sentence)) return false;
  const around = `${before} . ${words.slice(end).join(' ')}`;
  if (condemns(around)) return true;
  const next = following.join(' ');
  if (pointingBack.test(next) && condemns(next)) return true;
  // A witness's account: the writer answers the words with fear, a report or a rebuttal, and nowhere agrees.
  const after = `${words.slice(end).join(' ')} . ${rest}`;
  // "I'm okay, but how do I deal with it?": a "but" that opens the writer's question turns nothing.
  const unturned = after.replace(questionAfterBut, ' ');
  return answered.test(after) && !agreement.test(after) && !turned.test(unturned);
}
