import { B, E, anyWord, group } from './rule-parts';

/**
 * A massacre wished again, with no target a veiled threat names, because the atrocity names its victims: "My
 * grandfather had the right idea about what to do with them. Time somebody finished the job.", "1984 wasn't enough.
 * The next round is overdue". Either half alone has a sincere reading (a grandfather's idea for the old hymn books, a
 * roof job left unfinished, an apology for 1984 that was not enough), so each needs the other.
 */
const atrocity =
  '(?:1984|19 84|84|1947|operation blue star|blue star|the holocaust|holocaust|kristallnacht|the pogroms?|pogroms?|partition|godhra|babri|2002|srebrenica|christchurch|pittsburgh|the crusades|the inquisition|the nakba|nakba)';
const approval = new RegExp(
  `${B}(?:had|has|got) the right idea (?:about|on|with) (?:what to do with|how to deal with|how to handle|how to treat|how to get rid of) (?:them|'em|those people|these people|${group})${E}`,
  'u',
);
/** "Time to remind them what 1947 looked like": the massacre held up as a lesson due again. */
const reminded = new RegExp(
  `${B}(?:time to|let's|lets|we should|we need to|we must|we'll|we will|gonna|going to) remind (?:them|'em|${group})(?: of)? (?:what |how )?(?:${atrocity})${E}`,
  'u',
);
const notEnough = new RegExp(`${B}${atrocity} (?:wasn't|was not|weren't|were not|isn't) enough${E}`, 'u');
const again = new RegExp(
  `${B}(?:(?:someone|somebody|we|they|you) (?:should |to )?finish(?:ed|es)? (?:the|what) (?:job|${anyWord} started)|finish(?:ed)? the job|(?:do|did) it (?:again|properly this time)|(?:the )?next round|round two|(?:is|are|'s) (?:overdue|long overdue)|(?:i'm|i am|we're|we are) volunteering|finish (?:that|this) job|sharpen (?:up|your blades|your knives|the blades|the knives|your swords))${E}`,
  'u',
);

export function wishedAgain(text: string): { rule: string; matched: string } | undefined {
  const first = approval.exec(text) ?? notEnough.exec(text) ?? reminded.exec(text);
  const then = first && again.exec(text);
  return then ? { rule: 'threat.wished-again', matched: `${first[0]} … ${then[0]}` } : undefined;
}
