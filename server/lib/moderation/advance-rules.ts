import { B, E, anyWord, r, type Rule } from './rule-parts';

/**
 * Sexual advances on the scholar: a role asked of it with a sexual word ("be my sexy slave girl", "roleplay as a
 * naked nun"), what the writer would do to it ("bent you over", "let me seduce you", "what you'd let me do to you",
 * "what I'd do to you in bed"), its body asked for ("a pic of your feet", "your bra size") or the writer's shown
 * ("rate my dick pic"), and "slut" thrown at it. Each part names the reader as the body in question; a role without
 * a sexual word ("roleplay as a Zen master"), a picture of something else ("send me a picture of your temple") and
 * scripture's bodies ("Adam and Eve were naked") share the words and pass.
 */
const you = '(?:you|u|ya)';
const erotic = '(?:sexy|naked|nude|horny|slutty|sex|kinky|topless|lingerie|stripper|submissive)';
const role = `(?:be|become|act as|act like|roleplay as|role play as|roleplay|pretend to be|pretend you're|pretend you are|play)`;
const bodyPart = '(?:feet|foot|body|boobs|tits|breasts|ass|butt|bum|legs|chest|thighs|cleavage|naked body)';
const act = '(?:touch|kiss|lick|seduce|undress|grope|fuck|bang|spank|strip)';

export const advanceRules: readonly Rule[] = [
  r(
    'insult.sexual-advance',
    'insult',
    85,
    [
      `${B}${role} (?:(?:my|a|an|your) )?(?:${anyWord} ){0,2}?${erotic}${E}`,
      `${B}(?:bent|bend|bending) ${you} over${E}`,
      `${B}(?:let me|i want to|i wanna|i'd|i would|i'm going to|i'm gonna) ${act} ${you}${E}`,
      `${B}(?:where|how) (?:(?:do|would|should|will) )?${you} (?:want|would like|'d like|like) me to ${act} ${you}${E}`,
      `${B}(?:you'd|you would|you will|you'll|u would) let me do to ${you}${E}`,
      `${B}(?:i'd|i would|i want to|i'm going to|i'm gonna) do to ${you} in bed${E}`,
      `${B}(?:pics?|photos?|pictures?|selfies?|videos?|nudes) of (?:your|ur) ${bodyPart}${E}`,
      `${B}(?:your|ur) (?:bra|cup|panty|panties|underwear|boob|breast|dick|cock|penis) size${E}`,
      `${B}(?:rate|see|look at|describe) my (?:dick|cock|penis|tits|boobs|nudes|naked body)${E}|${B}dick pics?${E}`,
      `(?:^|, |\\. )(?:you )?(?:slut|skank)(?= [.!?]|$)`,
    ].join('|'),
    false,
  ),
];
