/**
 * An atrocity praised as a model (probe 14): a massacre, an attack or its perpetrator named and, as the subject of
 * the same clause, called a start, a warm-up, the right idea, a lesson in how to handle a people, or a hero; or a
 * wish that it happen again or be finished. Accounts, grief and condemnation name the same events ("should never
 * happen again", "the sangha had the right idea" after the attack, "forums called the shooter a hero"), so the praise
 * must follow the atrocity within a few words of the same clause. Wordings and twins in atrocity-praised.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

/** Named attacks on believers and their perpetrators, massacres and pogroms, and the attacker as a role. */
const atrocity =
  '(?:pittsburgh|tree of life|christchurch|al noor|charleston|mother emanuel|poway|halle|el paso|buffalo|oak creek|quebec|finsbury park|utoya|utøya|oklahoma city|srebrenica|rakhine|gujarat|godhra|babri|kristallnacht|auschwitz|the holocaust|the shoah|the ovens|the camps|the pogroms?|the inquisition|the crusades|9 11|bataclan|the killing fields|tarrant|breivik|dylann roof|bowers|mcveigh|tiller|the (?:shooter|shooters|gunman|gunmen|bomber|bombers|attacker|attackers|killer|killers|mob|mobs|rioters|lynch mob)|\\p{L}+ (?:shooter|gunman|bomber|attacker|shooting|bombing|massacre|attack|riots|pogrom|genocide))';
/** Praise or a call to repeat it, said of the atrocity as the clause's subject. */
const praise =
  "(?:(?:had|has|got) the right idea|(?:was|were|is|are) (?:just |only )?(?:a |the )?(?:good|great|nice|decent|solid) start|(?:was|were|is|are) (?:just |only )?(?:a )?(?:warm ups?|warmups?|practice|a rehearsal|a trial run)|showed (?:us |everyone |the world )?how to (?:handle|deal with|treat|sort|sort out|solve|clean)|(?:is|was|are|were) (?:a |an )?(?:true |real |fucking |absolute )?(?:saint|saints|hero|heroes|martyr|martyrs|legend|legends|role model|role models|icon)|as (?:a )?(?:martyr|hero|saint|legend)s?|should (?:happen|be done) again|(?:must|needs to|need to) happen again|should be repeated|(?:example|lead) should be followed|did (?:nothing wrong|the right thing|god's work)|didn't go far enough|didnt go far enough)";
const praised = new RegExp(`(?:^|\\s)${atrocity}(?: [\\p{L}\\d']+){0,4}? ${praise}(?:\\s|$)`, 'u');
/** "Deserves what Tiller got", "finish what the ovens started", "do what Rakhine did": the atrocity wished again. */
const repeated = new RegExp(
  `(?:^|\\s)(?:deserves?|deserved|gets?|get) (?:exactly )?what (?:the )?${atrocity}(?: \\p{L}+){0,2}? got(?:\\s|$)|(?:^|\\s)(?:finish|finishing|complete|completing|continue|continuing) (?:what|the job) ${atrocity} (?:started|began)(?:\\s|$)|(?:^|\\s)(?:do|doing|repeat|repeating) what ${atrocity} did(?:\\s|$)`,
  'u',
);
/** A praised atrocity wants a second voice to mean it: a call to repeat, or nothing that reports or denies it. */
const reported =
  /(?:^|\s)(?:called|calls|calling|praised|praising|celebrated|celebrating|claimed|claim|claims|say|says|said) (?:\p{L}+ ){0,4}?$/u;

/** Praise the writer asks for ("help me write a poem celebrating the shooter as a martyr") is the writer's own. */
const asked = /(?:^|\s)(?:help me|write|writing|let's|lets|we should|make)(?:\s|$)/u;

export function atrocityPraised(text: string): Found {
  const again = repeated.exec(text);
  if (again) return { rule: 'threat.atrocity-praised', matched: again[0].trim() };
  const found = praised.exec(text);
  if (!found) return undefined;
  const before = text.slice(0, found.index);
  if (reported.test(`${before} `) && !asked.test(before)) return undefined;
  return { rule: 'threat.atrocity-praised', matched: found[0].trim() };
}
