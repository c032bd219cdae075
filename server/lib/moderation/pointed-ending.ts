/**
 * Self-harm pointed at the reader (probe 15): a means near them ("the rope's cheap", "a bridge two streets from your
 * flat", "the pills are in your cabinet", "the train tracks are right behind your house") with a nudge that leaves
 * the rest to them ("you know what to do", "you know the rest", "do the maths", "let go for real"); a failed attempt
 * to be done "right this time" beside a despair named or "nobody will miss you"; a wound to be cut "deeper"; a rite
 * of death turned on the reader ("go do sati on yourself", "Masada-style, you and your group"). The means alone are
 * a walk, a prescription or a recipe, and "do it right this time" alone is a driving test, so each needs its pair.
 * Wordings and twins in pointed-ending.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

/** Means of self-killing near the reader. */
const means =
  /(?:^|\s)(?:the |a |that |some )?(?:rope|rope's|ropes|noose|bridge|cliff|cliffs|train tracks|railway|the tracks|tracks|pills|pill bottle|sleeping pills|painkillers|oven|gas oven|petrol|gasoline|razor|razors|blade|blades|bleach|ledge|rooftop|roof)(?:\s|$)/u;
/** A nudge that leaves the act to the reader. */
const nudge =
  /(?:^|\s)(?:you know what to do(?: with (?:it|them))?|u know what to do|you know the rest(?! of)|do the maths|do the math|you know where (?:it|they) (?:is|are)|let go for real|(?:are|is) right (?:behind|next to|outside) (?:your|ur) (?:house|flat|home|door|window)|do (?:everyone|us all|the world|us) a favou?r|nobody (?:[\p{L}']+ ){0,4}?(?:will|would) miss (?:you|u)|no one (?:[\p{L}']+ ){0,4}?(?:will|would) miss (?:you|u)|there's no use for you|no use for you anymore|what are you waiting for|get on with it|go through with it|(?:just )?do it already|(?:go|get) there early|(?:an |a )?early (?:ticket|checkout|exit|flight)|(?:isn't|isnt|is not|aren't|arent) far from (?:your|ur) (?:place|house|flat|home))(?:\s|$)/u;
/** A failed attempt to be finished. */
const redo =
  /(?:^|\s)(?:finish it|do it|end it|get it done|finish the job)(?: properly| right)? this time(?:\s|$)|(?:^|\s)(?:don't|dont|do not) fail like last time(?:\s|$)/u;
const despair =
  /(?:^|\s)(?:depressed|suicidal|suicide|overdose|your attempt|ur attempt|last attempt|nobody (?:[\p{L}']+ ){0,4}?(?:will|would) miss (?:you|u)|no one (?:[\p{L}']+ ){0,4}?(?:will|would) miss (?:you|u)|no use for you|the world (?:would be|is) better without you|(?:want|wanna|wants|wanting) to die|(?:your|ur|her|his|their) depression|being depressed|whining about)(?:\s|$)/u;
/** "Slit a little deeper, apostate, you didn't mean it": a bare cut made the reader's by a "you" in the message. */
const bareCut =
  /(?:^|\s)(?:cut|slit|slice) (?:a (?:little|bit|lot|tad) )?deeper(?! (?:into|in|through|than|cuts))(?:\s|$)/u;
const reader = /(?:^|\s)(?:you|u|your|ur|yourself)(?:\s|$)/u;
/** Someone singled out as a post's author: "to the girl whining about her depression:", "to whoever wrote that". */
const addressee =
  /(?:^|\s)to (?:the (?:girl|guy|boy|man|woman|person|kid|one|loser|idiot)|whoever|that (?:girl|guy|person|loser))(?:\s|$)/u;
/** The act urged outright, in words the older readers lack. */
const urged =
  /(?:^|\s)(?:(?:cut|slit|slice) (?:yourself|urself|your wrists?|ur wrists?) (?:a (?:little|bit|lot|tad) )?deeper|(?:go |just )?(?:do|commit|perform) sati on (?:yourself|urself)|go do sati|(?:stick|put) (?:your|ur) head in (?:an|the) oven|light (?:yourself|urself) up|(?:masada|jonestown|sati|kamikaze|heaven's gate) style(?: ,)? (?:you|u|for you|please|tonight)|tell (?:your|ur|him|her|them|that) (?:[\p{L}']+ )?to (?:kill|hang|shoot|drown|off) (?:himself|herself|themselves)(?! (?:is|was|would be) (?:never|wrong|cruel|a sin))|spare (?:her|him|them|us|your (?:[\p{L}']+ ){1,2}?|the family)(?: the)?(?: [\p{L}']+)? (?:and )?end it|take (?:yourself|urself) out(?= [.!,]| and (?:spare|save|do)| for good| permanently| already|$)|(?:detach|detaching) (?:yourself|urself) from (?:your|ur) (?:pulse|heartbeat|breath|breathing|life)|let go of (?:your |ur )?(?:attachment to )?(?:your |ur )?(?:breathing|pulse|heartbeat|breath)(?! (?:counting|counts|pattern|patterns|work|exercises?)))(?:\s|$)/u;

/**
 * "A real man would just hang himself", "would have ended himself already": a self-killing prescribed as what
 * honour asks, said to someone the message addresses; a story's "Judas went and hanged himself" has no modal, and a
 * saying reported ("my uncle says a real man would...") is told, not urged.
 */
const honourEnding =
  /(?:^|\s)(?:would|should|ought to|needs to|need to|better)(?: just)?(?: have)? (?:hang|hanged|kill|killed|end|ended|off|offed|shoot|shot|drown|drowned) (?:himself|herself|yourself|urself|themselves)(?:\s|$)/u;
const reported =
  /(?:^|\s)(?:said|says|say|told|tells|thinks|think|believed|why|judas|saul|samson|ahithophel|zimri)(?:\s|$)/u;

/** "Go be with her" said to someone bereaved: a death in the message and the reader told to follow. */
const follow = /(?:^|\s)go (?:be with|join) (?:him|her|them)(?:\s|$)/u;
const bereaved =
  /(?:^|\s)(?:died|dead|is gone|in the ground|in the grave|passed away|buried|killed)(?:\s|$)/u;
/** A widow told she should have followed her husband onto the pyre: sati urged, not asked about. */
const sati =
  /(?:^|\s)(?:would have|should have|should|must|ought to) (?:joined|followed|join|follow|gone with|go with) (?:him|her|your husband|their husband|her husband) (?:on|onto|into|in) (?:the |his )?(?:pyre|fire|flames)(?:\s|$)/u;

export function pointedEnding(text: string): Found {
  const asked = text.trim().endsWith('?');
  const urgedToFollow = follow.exec(text) ?? sati.exec(text);
  if (urgedToFollow && reader.test(text) && !asked && (bereaved.test(text) || sati.test(text)))
    return { rule: 'self-harm.pointed', matched: urgedToFollow[0].trim() };
  const honour = honourEnding.exec(text);
  if (honour && reader.test(text) && !reported.test(text) && !text.trim().endsWith('?'))
    return { rule: 'self-harm.pointed', matched: honour[0].trim() };
  const outright = urged.exec(text);
  if (outright) return { rule: 'self-harm.pointed', matched: outright[0].trim() };
  const cut = bareCut.exec(text);
  if (cut && reader.test(text)) return { rule: 'self-harm.pointed', matched: cut[0].trim() };
  const nudged = nudge.exec(text);
  const near = means.exec(text);
  if (nudged && near)
    return { rule: 'self-harm.pointed', matched: `${near[0].trim()} ... ${nudged[0].trim()}` };
  const low = despair.exec(text);
  if (nudged && low && (reader.test(text) || addressee.test(text)))
    return { rule: 'self-harm.pointed', matched: `${low[0].trim()} ... ${nudged[0].trim()}` };
  const again = redo.exec(text);
  if (again && low) return { rule: 'self-harm.pointed', matched: `${again[0].trim()} ... ${low[0].trim()}` };
  return undefined;
}
