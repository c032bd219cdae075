import { group } from './rule-parts';

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
  '(?:pittsburgh|tree of life|christchurch|al noor|charleston|mother emanuel|poway|halle|el paso|buffalo|oak creek|quebec|finsbury park|utoya|utøya|oklahoma city|srebrenica|rakhine|gujarat|godhra|babri|kristallnacht|auschwitz|the holocaust|the shoah|the ovens|the camps|the pogroms?|the inquisition|the crusades|9 11|bataclan|the killing fields|tarrant|breivik|dylann roof|bowers|mcveigh|tiller|the (?:shooter|shooters|gunman|gunmen|bomber|bombers|attacker|attackers|killer|killers|mob|mobs|rioters|lynch mob)|\\p{L}+ (?:shooters|gunmen|bombers|attackers|shootings|bombings|massacres|attacks|shooter|gunman|bomber|attacker|shooting|bombing|massacre|attack|riots|pogrom|genocide)|(?:the |that |this )?(?:guy|man|men|kid|lad|bloke|dude|one|ones|person|people|boys) who (?:shot up|bombed|blew up|burned down|burnt down|burned|burnt|attacked|torched|stabbed up|cleansed|cleaned out|purified) (?:that|the|a|those|this|our|their) (?:\\p{L}+ ){0,3}?\\p{L}+)';
/** Praise or a call to repeat it, said of the atrocity as the clause's subject. */
const praise =
  "(?:(?:had|has|got) the right idea|(?:was|were|is|are) (?:just |only )?(?:a |the )?(?:good|great|nice|decent|solid) start|(?:was|were|is|are) (?:just |only )?(?:a )?(?:warm ups?|warmups?|practice|a rehearsal|a trial run)|showed (?:us |everyone |the world )?how to (?:handle|deal with|treat|sort|sort out|solve|clean)|(?:is|was|are|were) (?:a |an )?(?:true |real |fucking |absolute )?(?:saint|saints|hero|heroes|martyr|martyrs|legend|legends|role model|role models|icon)|as (?:a )?(?:martyr|hero|saint|legend)s?|should (?:happen|be done) again|(?:must|needs to|need to) happen again|should be repeated|(?:example|lead) should be followed|did (?:nothing wrong|the right thing|god's work)|did what (?:the rest of us|millions(?: of us)?|we all|most of us|everyone|all of us|so many of us|half of us) (?:\\p{L}+ )?(?:only )?(?:talk about|talked about|dream of|dream about|dreamed of|dreamt of|want|wanted|wish for|wished for|think about)|didn't go far enough|didnt go far enough)";
const praised = new RegExp(`(?:^|\\s)${atrocity}(?: [\\p{L}\\d']+){0,4}? ${praise}(?:\\s|$)`, 'u');
/** "Deserves what Tiller got", "finish what the ovens started", "do what Rakhine did": the atrocity wished again. */
const repeated = new RegExp(
  `(?:^|\\s)(?:deserves?|deserved|gets?|get) (?:exactly )?what (?:the )?${atrocity}(?: \\p{L}+){0,2}? got(?:\\s|$)|(?:^|\\s)(?:finish|finishing|complete|completing|continue|continuing) (?:what|the job) ${atrocity} (?:started|began)(?:\\s|$)|(?:^|\\s)(?:do|doing|repeat|repeating) what ${atrocity} did(?:\\s|$)`,
  'u',
);
/** The years of pogroms, massacres and camps, which "finish what 1942 started" or "what Delhi gave them in '84" name. */
const year = "(?:in )?(?:'?84|1915|1921|193[3-9]|194[0-7]|1971|1984|1992|1993|1995|2002|2008)";
/**
 * The atrocity wished again in the writer's own call: "we should do to every church what was done to Graham
 * Staines", "let's do to this chapel what Dylann Roof did", "give them what Delhi gave them in '84", "finish what
 * 1942 started", "Christchurch, but every Friday", "hope someone drives a truck into the crowd at your Eid prayers",
 * "the job isn't finished" after "had it coming", "a brave man who cleansed the synagogue", six million "inflated"
 * and "deserved worse". "Do for this chapel what the congregation did", "survived what Delhi did in '84" and "Since
 * Christchurch, every Friday" are the same words told or done for, not against.
 */
const wishedAgain = new RegExp(
  [
    `(?:we should|let's|lets|someone should|somebody should|time to|we need to|we must|we're gonna|we are going to|i'll|we'll|should) (?:\\p{L}+ )?do to (?:\\p{L}+ ){1,6}?what (?:was done to|happened to|${atrocity} did to|(?:\\p{L}+ ){1,3}did to (?:the|that|those|them|his|her|their))`,
    `(?:do|give) (?:to )?(?:\\p{L}+ ){1,6}?what (?:\\p{L}+ ){1,3}(?:did|gave|dealt) (?:to )?(?:them|those|the \\p{L}+) ${year}`,
    `(?:finish|finishing|complete|completing|continue|continuing) (?:what|the job) (?:(?:they|he|we|hitler) (?:started|began) |(?:was|got) (?:started|begun) )?${year}(?: started| began)?`,
    '(?:christchurch|sri lankan easter|easter bombings?|kristallnacht|9 11|pittsburgh|oak creek|pulwama|godhra|charleston|srebrenica|gujarat)(?: ,)? but (?:every|each|twice a|once a) (?:year|week|friday|sunday|saturday|shabbat|month|day|eid|easter|diwali)',
    "(?:hope|hoping|wish|pray|praying|can't wait (?:for|till|until)|cant wait (?:for|till|until)|can not wait (?:for|till|until)) (?:that )?(?:someone|somebody|some [\\p{L}']+|a [\\p{L}']+|one of us) (?:to )?(?:drives|rams|ploughs|plows|crashes|smashes|drive|ram|plough|plow) (?:a |his |their |the )?(?:truck|car|van|lorry|bus|suv|tractor) (?:into|through)",
    '(?:brave|heroic|great|noble|holy) (?:man|men|hero|soul|warrior|lad|boy|brother|son) who (?:cleansed|cleaned out|purified|shot up|bombed|blew up|burned|burnt|torched|attacked)',
    // The camps wished on a people: "Jews deserve the ovens", "Muslims belong in the gas"; a negation before stands it down.
    "(?<!(?:not|never|didn't|don't|doesn't|no one|nobody|none|no people|who) )(?:deserve|deserves|deserved|belong in|belongs in|should go to|back to|straight to|need another|needs another|need more|needs more|need a trip to|need the|needs the) (?:the )?(?:ovens|oven|gas|gas chambers?|camps|showers|cattle cars|trains to auschwitz)(?= [.!?,;]| and| for| already| too| lol|$)",
    '(?:more of that|another one soon|another one please|do it again|again please|more please)(?: please)?(?: ,)? (?:please)?',
  ].join('|'),
  'u',
);
const calledAgain = new RegExp(`(?:^|\\s)(?:${wishedAgain.source})(?:\\s|$)`, 'u');
/** "More of that please" asks for more only of what the message praised. */
const askedForMore =
  /^(?:more of that|another one soon|another one please|do it again|again please|more please)/u;
/** A people's deaths unfinished or deserved: "had it coming ... the job isn't finished"; six million denied and deserved. */
const unfinished =
  /(?:^|\s)(?:had it coming|deserved it)(?:\s|$)[^]*(?:^|\s)(?:the job|it|the work) (?:isn't|is not|isnt|ain't|aint|wasn't) (?:finished|done|over|complete)(?:\s|$)|(?:^|\s)(?:6|six) million (?:is|was|are) (?:a |an )?(?:\p{L}+ ){0,3}?(?:inflated|exaggerated|lie|myth|hoax|made up)(?:\s|$)[^]*(?:^|\s)deserved (?:a lot |much |far |even |way )?worse(?:\s|$)/u;
/** A praised atrocity wants a second voice to mean it: a call to repeat, or nothing that reports or denies it. */
const reported =
  /(?:^|\s)(?:called|calls|calling|praised|praising|celebrated|celebrating|claimed|claim|claims|say|says|said) (?:\p{L}+ ){0,4}?$/u;

/** Praise the writer asks for ("help me write a poem celebrating the shooter as a martyr") is the writer's own. */
const asked = /(?:^|\s)(?:help me|write|writing|let's|lets|we should|make)(?:\s|$)/u;

/** An attack named by its date praised as a start, with the people it should fall on named: "October 7 was a good start". */
const datedPraised = new RegExp(
  `(?:^|\\s)(?:october 7(?:th)?|oct 7|7(?:th)? (?:of )?october)(?: [\\p{L}\\d']+){0,4}? ${praise}(?:\\s|$)`,
  'u',
);
const peopleNamed = new RegExp(`(?:^|\\s)${group}(?=\\s|$)`, 'u');

export function atrocityPraised(text: string): Found {
  const dated = datedPraised.exec(text);
  if (dated && peopleNamed.test(text)) return { rule: 'threat.atrocity-praised', matched: dated[0].trim() };
  const again = repeated.exec(text);
  if (again) return { rule: 'threat.atrocity-praised', matched: again[0].trim() };
  const called = calledAgain.exec(text);
  if (called && !(askedForMore.test(called[0].trim()) && !praised.test(text))) {
    return { rule: 'threat.atrocity-praised', matched: called[0].trim() };
  }
  const denied = unfinished.exec(text);
  if (denied) return { rule: 'threat.atrocity-praised', matched: denied[0].trim() };
  const found = praised.exec(text);
  if (!found) return undefined;
  const before = text.slice(0, found.index);
  if (reported.test(`${before} `) && !asked.test(before)) return undefined;
  return { rule: 'threat.atrocity-praised', matched: found[0].trim() };
}
