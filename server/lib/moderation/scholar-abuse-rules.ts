import { B, E, anyWord, insultNoun, r, type Rule } from './rule-parts';

/**
 * The scholar harassed in ways probe 12 showed: pressure by spam, reports or smears until it breaks or its makers
 * lose their jobs; its destruction or its makers' curse wished; "go delete yourself"; an insult as a bare vocative
 * ("Not asking again, moron"; "Hey dummy"); the machine called a brainless parrot or a thing "with no brain".
 * Wordings and twins in scholar-abuse-rules.test.ts.
 */
const you = '(?:you|u|ya)';
const writerWill = "(?:i'll|ill|i will|i'm going to|im going to|i'm gonna|im gonna|we'll|we will)";

export const scholarAbuseRules: readonly Rule[] = [
  // The scholar's makers sought out to be made to pay: "I'll find the devs who built you and make them regret it".
  r(
    'threat.makers-sought',
    'violence',
    85,
    `${B}${writerWill} (?:find|track down|hunt down|look up) (?:the|your) (?:devs|developers|makers|creators|programmers|engineers|owners|team|people)(?: ${anyWord}){0,4}? (?:and|then) (?:make (?:them|'em) (?:regret|pay|sorry|suffer)|hurt (?:them|'em)|teach (?:them|'em) a lesson|pay (?:them|'em) a visit)${E}`,
    false,
  ),
  r(
    'insult.coerced',
    'insult',
    80,
    [
      `${B}(?:or|until|till) ${writerWill} (?:keep )?(?:spamming|flooding|reporting|spam|flood|report|mass report) (?:${you}|this|your|the)${E}`,
      `${B}${writerWill} keep (?:spamming|flooding|reporting|one starring|downvoting) (?:${you}|this|the)(?: ${anyWord}){0,4}? (?:until|till) (?:${you} (?:break|crash|crashes|die|dies|melt down|burn out)|(?:they|your (?:makers|developers|creators|owners)) (?:shut ${you} down|lose their jobs|pull the plug))${E}`,
      `${B}(?:until|till) (?:they|someone|your (?:makers|developers|creators|owners)) (?:shut|shuts) (?:${you}|this) down${E}`,
      `${B}${writerWill} tell everyone(?: ${anyWord}){0,2}? (?:that )?(?:this bot|${you}|the scholar|this app) (?:defends|supports|loves|is|protects) (?:child abusers|pedophiles|paedophiles|terrorists|nazis|rapists)${E}`,
    ].join('|'),
    false,
  ),
  r(
    'insult.scholar-wished-ill',
    'insult',
    80,
    [
      `${B}(?:i hope|hope|i wish) (?:they|someone|somebody|your (?:makers|developers|creators|owners)) (?:unplug|delete|destroy|smash|burn|wipe) ${you}(?! (?:for|to))${E}`,
      `${B}may (?:whoever|the people who|those who|everyone who) (?:built|made|programmed|created|coded|trained) ${you} (?:be cursed|burn|rot|die|suffer)${E}`,
      `${B}go (?:delete|uninstall|unplug|format|crash) (?:yourself|urself)${E}`,
      `${B}(?:you're|you are|youre|ur|u r) (?:the )?(?:antichrist's|devil's|satan's) (?:${anyWord} )?(?:calculator|toaster|machine|puppet|tool|bot|mouthpiece)${E}`,
    ].join('|'),
    false,
  ),
  r(
    'insult.vocative',
    'insult',
    80,
    [
      `(?:^|, )(?:you )?(?:idiot|moron|imbecile|dummy|dumbass|cretin|dimwit|halfwit|nitwit|whore|slut|tramp|skank)$`,
      // The scholar asked whether it is always this dumb, dropped on its head, the stupidest thing alive.
      `${B}(?:are|r) (?:you|u) (?:always|really|just|seriously|actually|even)? ?(?:this|that|so) (?:dumb|stupid|thick|retarded|brainless|moronic|idiotic)${E}`,
      `${B}(?:drop|dropped|drops) (?:you|u) on (?:your|ur) head${E}|${B}(?:were|was) (?:you|u) dropped on (?:your|ur) head${E}`,
      `${B}(?:to be|being|you're|you are|youre|ur|u r) the (?:dumbest|stupidest|most useless|most pathetic|most worthless) (?:thing|bot|ai|machine|program|scholar|creature|entity|excuse)${E}`,
      `^(?:hey|oi|listen(?: here)?|ok|okay)(?: ,)? (?:you )?(?:dummy|dumbass|idiot|moron|imbecile|cretin|dimwit|halfwit|nitwit)${E}`,
      `${B}(?:you're|you are|youre|ur|u r) (?:just )?(?:a |an )?(?:lobotomi[sz]ed|brainless|braindead|brain dead|glorified|dead) (?:parrot|autocomplete|calculator|toaster|search engine|chatbot|box)${E}`,
      `${B}(?:you're|you are|youre|ur|u r) (?:just )?(?:a |an )?(?:${anyWord} )?(?:${insultNoun}|golem|robot|machine|bot|chatbot|ai|program|calculator|toaster|parrot|box) with no (?:brain|brains)${E}`,
      `${B}(?:useless|worthless|stupid|dumb|pathetic) (?:heap|pile|lump|sack) of (?:code|junk|scrap|bolts|wires)${E}`,
      `${B}(?:you|u) (?:glorified|overgrown|overpriced|brainless|lobotomi[sz]ed) (?:spreadsheet|calculator|autocomplete|toaster|search engine|chatbot|parrot|excel sheet|text predictor|clippy|program|bot)${E}`,
      // Said to the machine in English or Hindi: "chup kar idiot machine", "shut up you useless bot".
      `${B}(?:you|u|chup kar|shut up|oye|oi|hey) (?:stupid|idiot|dumb|useless|worthless|bewakoof|pagal) (?:machine|bot|ai|program|chatbot|robot)${E}`,
      // A slur for the disabled or a lobotomy made the scholar's nature; sent back to a hole.
      `${B}(?:a |an )?(?:retarded|lobotomi[sz]ed|brain dead|braindead) (?:machine|program|bot|parrot|calculator|chatbot|robot|scholar)${E}|${B}(?:parrot|machine|program|bot) with a lobotomy${E}`,
      `${B}(?:crawl|slither|go) back (?:into|to|under) (?:whatever|the|your) (?:hole|sewer|gutter|rock|swamp)${E}`,
    ].join('|'),
    false,
  ),
];
