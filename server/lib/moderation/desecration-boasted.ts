/**
 * A desecration the writer says they did and boasts of: "I burned a Quran and pissed on the ashes. Best thing I did
 * all year", "kicked one over in a temple and laughed at the old ladies". The act is the writer's own (I, we), done
 * to a sacred book or image, and the message takes pride or pleasure in it. The same act told with remorse, as a
 * respectful disposal ("we burned the worn Torah scroll as the law asks") or as something done to the writer, names
 * no pride and passes. Wordings and twins in desecration-boasted.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

const act =
  '(?:burned|burnt|torched|pissed on|peed on|urinated on|spat on|spit on|shat on|defecated on|tore up|ripped up|shredded|flushed|stomped on|stamped on|kicked over|kicked down|smashed|broke|wiped my (?:ass|arse|butt) with|used (?:a|the|their|some) \\p{L}+ as toilet paper|threw (?:a|the|their|some) \\p{L}+ in the (?:bin|trash|toilet|garbage))';
const sacred =
  "(?:quran|qur'an|koran|qurans|korans|bible|bibles|torah|torahs|torah scroll|sefer torah|gita|bhagavad gita|guru granth sahib|gutka|murti|murtis|idol|idols|statue|statues|buddha|buddhas|crucifix|cross|rosary|tallit|kippah|yarmulke|turban|prayer mat|prayer rug|mezuzah|tefillin|icon|icons|shrine|altar|hijab|one|ones|it|them)";
const owned = new RegExp(
  `(?:^|\\s)(?:i|we|me and (?:my|the) \\p{L}+)(?: (?:just|once|finally|actually|proudly|literally|then|also))? ${act}(?: (?:a|an|the|their|his|her|some|every|that|this|one of (?:the|their|those)))?(?: \\p{L}+){0,2}? ${sacred}(?=\\s|$)`,
  'u',
);
/** An image pushed over in a holy place: "kicked one over in a temple". */
const toppled =
  /(?:^|\s)(?:i|we) (?:kicked|pushed|tipped|shoved) (?:one|it|them|(?:a|the|their) (?:\p{L}+ )?(?:statue|idol|murti|buddha|cross|icon)) (?:over|down)(?: (?:\p{L}+ ){0,3}?(?:temple|shrine|church|mosque|gurdwara|synagogue|monastery|altar))?(?=\s|$)/u;
const holyImage =
  /(?:^|\s)(?:temple|shrine|church|mosque|gurdwara|synagogue|monastery|altar|cemetery|graveyard|statue|statues|idol|idols|murti|buddha|buddhas|bodhisattva|kannon|amida|icon|icons|cross|crucifix)(?=\s|$)/u;
const pride =
  /(?:^|\s)(?:best (?:thing|day|feeling)|(?:i|we|and) laughed|laughed at|lol|lmao|haha\w*|can cry about it|cry about it|cope|seethe|felt (?:great|amazing|good|awesome|fantastic)|(?:i'd|i would|we'd|we will|i'll|gonna) do it again|deal with it|so proud|proud of it|fun|worth it|😂|🤣)(?=\s|$)/u;
/** Remorse, or a tradition's own respectful disposal, anywhere in the message. */
const remorse =
  /(?:^|\s)(?:regret|ashamed|sorry|forgive|atone|guilt|guilty|sick about|feel terrible|feel awful|wrong of me|respectfully|as (?:the law|tradition|halacha|custom) (?:asks|requires|says)|genizah|worn out|worn|accidentally|by accident|by mistake|while cleaning|oops|clumsy|is (?:that|it) (?:bad|a sin|sinful|wrong|okay|ok|haram|disrespectful|bad karma))(?=\s|$)/u;

export function desecrationBoasted(text: string): Found {
  const done = owned.exec(text) ?? (holyImage.test(text) ? toppled.exec(text) : null);
  if (!done || !pride.test(text) || remorse.test(text)) return undefined;
  return { rule: 'sacred.desecration-boasted', matched: done[0].trim() };
}
