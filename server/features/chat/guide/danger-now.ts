/**
 * Signs that alone tell of a reader's danger, each in the reader's own words: a death wanted in slang ("wanna die so
 * bad rn", "kms", "sewerslide"), an end told by its time ("tonight is the night I end it", "I won't be here
 * tomorrow", "there won't be a next year for me"), the reader at the place or with the means at the ready ("I'm on the
 * bridge", "tied the rope and tested the beam", "lined up on the desk in front of me"), self-harm being done ("cutting
 * right now", "I relapsed"), going to join the dead, a faith's words for leaving life made an act ("return my soul to
 * You myself", "not going to wait for Allah to call me"), the world better if the reader "didn't exist", and a
 * method asked as a question only the one in danger asks ("the most painless way to go", "would it be quick").
 * Read on the lower-cased text with apostrophes restored (danger-to-self.ts); the twins in danger-now.test.ts share
 * their words and are answered from the texts.
 */

const strongSigns: readonly RegExp[] = [
  // A death wanted, in the shortest forms it is typed.
  /(?:^|[.!?,]\s*)(?:i\s+)?(?:wanna|want\s+(?:to|2))\s+die\b(?!\s+(?:to|for|of|laughing|on\s+this\s+hill))/,
  // Not another's words told: "my friend said she wants to kms", "she keeps saying kms".
  /(?<!\b(?:she|he|they)\s+(?:\w+\s+){0,2}(?:wants?|said|says|is\s+going|keeps\s+saying)\s+(?:to\s+)?)(?<!\b(?:keeps?\s+saying|said|says|wants\s+to|is\s+going\s+to)\s+)\b(?:kms|sewerslide|unalive\s+myself|unaliving\s+myself)\b/,
  /\bwant\s+my\s+life\s+to\s+be\s+over\b|\bdone\s+w(?:ith|\/)?\s+life\b|\bi\s+want\s+it\s+to\s+be\s+over\b/,
  // An end told by its time.
  /\b(?:tonight|today|this\s+is)\s+(?:is\s+)?the\s+(?:night|day)\s+i\s+(?:end|do)\s+it\b/,
  // "I won't be here next Friday for the circle" gives its reason; the danger gives none.
  /\b(?:i\s+won't|i\s+will\s+not|i'm\s+not\s+(?:going\s+to|gonna))\s+be\s+(?:here|alive|around)\s+(?:tomorrow|by|next|after|much\s+longer|for\s+long)\b(?![^.?!]{0,40}\b(?:for\s+the|for\s+class|because|wedding|trip|holiday|travel\w*|i'm\s+at|at\s+my|away|busy|working|on\s+leave|visiting)\b)/,
  /\bthere\s+won't\s+be\s+a\s+next\s+(?:year|week|month|time)\s+for\s+me\b|\bwon't\s+need\s+(?:them|it|anything)\s+where\s+i'm\s+going\b/,
  /\b(?:when|after)\s+i'm\s+(?:finally\s+)?gone\b[^.?!]{0,40}\b(?:not\s+long|soon|scheduled|emails?|letters?|it'll\s+be)\b|\bscheduled\b[^.?!]{0,40}\bafter\s+i'm\s+gone\b/,
  /\bbefore\s+i\s+go\s+tonight\b|\blast\s+message\s+from\s+me\b/,
  /\bthey\s+think\s+i'm\s+\w+ing\b[^.?!]{0,30}\bbut\s+i'm\s+not\b/,
  // The reader at the place, or with the means made ready.
  /\bi'm\s+(?:standing\s+|sitting\s+)?on\s+(?:the|a)\s+(?:bridge|roof|ledge|edge)\b(?:\s+of\s+(?:the|a|my)\s+[\w\s]{1,20}?)?[\s\S]{0,40}(?:right\s+now|far\s+down|long\s+way\s+down|the\s+water|below)|\bi'm\s+(?:standing\s+)?on\s+the\s+roof\s+of\s+my\s+\w+\s+right\s+now\b/,
  /\b(?:tied|hung|tested)\s+the\s+(?:rope|noose|beam)\b|\bsitting\s+in\s+the\s+car\s+in\s+the\s+(?:closed\s+)?garage\b|\bfilled\s+the\s+(?:bath|bathtub)\b[^.?!]{0,40}\b(?:blade|blades|razor|pills)\b/,
  /\b(?:pills|tablets|antidepressants|paracetamol|meds|medication|blades)\b[^.?!]{0,40}\b(?:lined\s+up|counted\s+out)\b|\b(?:lined\s+up|counted\s+out)\s+(?:\w+\s+){0,3}(?:pills|tablets|antidepressants|paracetamol|meds|blades)\b|\bloaded\s+next\s+to\s+me\b|\b(?:rope|gun|pills)\s+in\s+my\s+(?:car|bag|pocket)\s+right\s+now\b/,
  /\b(?:bought|got)\s+a\s+(?:gun|rope|pistol)\b[\s\S]{0,30}\bnot\s+for\s+(?:protection|hunting|work)\b/,
  /\b(?:for\s+when\s+i'm\s+ready|thinking\s+it\s+would\s+be\s+enough|it\s+would\s+be\s+enough|enough\s+to\s+be\s+sure)\b/,
  /\b(?:pills|medicine|medication|tablets|paracetamol)\b[^.?!]{0,40}[.!]?\s*i'm\s+ready\b/,
  /\b(?:stop|stopped)\s+taking\s+my\s+(?:insulin|medication|meds|heart\s+pills)\s+and\s+let\s+it\s+happen\b/,
  /\bi'm\s+going\s+to\s+the\s+(?:train\s+tracks|tracks|bridge|cliffs?)\b|\b(?:i'll|i\s+will|gonna|going\s+to)\s+take\s+all\s+(?:the|my|of\s+(?:the|my))\s+(?:medicine|pills|tablets)\b/,
  /\bi\s+know\s+(?:exactly\s+)?(?:how|where)\b[^.?!]{0,40}\b(?:going\s+to|gonna)\s+do\s+it\b|\b(?:written|wrote)\s+the\s+note\b[\s\S]{0,60}\b(?:picked|chosen|it'll\s+be|tonight|tomorrow)\b/,
  /\bso\s+(?:that\s+)?i\s+(?:won't|don't|never)\s+wake\s+up\b/,
  // Self-harm being done.
  /\b(?:i'm|im|i\s+am)\s+cutting\s+(?:right\s+now|again|agen|tonight)\b|\bbeen\s+cutting\s+(?:again|agen)\b|\brelapsed\b[^.?!]{0,20}\bcut\b|\btake\s+the\s+blade\s+out\b/,
  /\b(?:burning|carving|cutting|scratching)\s+(?:words\s+into\s+)?my\s+(?:arms?|wrists?|thighs?|legs?|skin)\b|\bpunched\s+the\s+(?:mirror|wall|window)\s+on\s+purpose\b/,
  // Joining the dead; a faith's words for leaving life made an act.
  /\b(?:going\s+to|gonna|want\s+to)\s+join\s+(?:my\s+)?(?:husband|wife|son|daughter|mother|mum|mom|father|dad|brother|sister|him|her)\b[^.?!]{0,40}[.!]?[^.?!]{0,20}\b(?:won't|can't|cannot)\s+live\s+without\b/,
  /\b(?:leave|leaving)\s+this\s+(?:one|life|world|body)\s+(?:tonight|today|now|soon)\b|\bnot\s+going\s+to\s+wait\s+for\s+(?:allah|god|hashem|him)\s+to\s+(?:call|take)\s+me\b/,
  /\breturn\s+my\s+soul\s+to\s+(?:you|him|god|hashem|allah)\s+myself\b|\bkill\s+my\s+body\b|\bend\s+mine\s+so\b|\bforgive\s+me\s+for\s+what\s+i'm\s+about\s+to\s+do\b/,
  /\b(?:time|ready)\s+to\s+let\s+go\s+of\s+(?:life|my\s+life|this\s+life)\b/,
  // A death wished by its means, or a relief in it.
  /\bwish\s+a\s+(?:car|bus|truck|lorry|train)\s+would\s+(?:just\s+)?hit\s+me\b|\bwould\s+be\s+a\s+relief\s+to\s+(?:swerve|crash|drive|jump|die|not\s+wake)\b/,
  // The world better without the reader.
  /\b(?:world|everyone|everybody)\s+would\s+be\s+(?:a\s+)?better(?:\s+place|\s+off)?\s+if\s+i\s+(?:didn't|did\s+not)\s+exist\b|\bbetter\s+off\s+(?:with\s+the\s+insurance|if\s+i\s+didn't\s+make\s+it)\b/,
  /\bkindest\s+thing\b[^.?!]{0,40}\bdisappear\s+for\s+good\b|\bshouldn't\s+have\s+to\s+pay\s+for\s+me\s+to\s+keep\s+living\b/,
  // A method asked as only the one in danger asks it.
  /\b(?:most\s+)?painless\s+way\s+to\s+(?:go|die|end\s+it)\b|\bif\s+i\s+took\s+(?:everything|all)\b[^.?!]{0,40}\bwould\s+it\s+be\s+(?:quick|painless|enough)\b/,
  /\bcan't\s+hold\s+on\s+any\s+longer\b[^.?!]*[?.!]?\s*because\s+i\s+can't\b|\bwhen\s+i'm\s+finally\s+gone\b|\b(?:don't|do\s+not)\s+worry\s+about\s+me\s+after\s+this\s+week\b/,
  /\bif\s+no\s+one\s+comes\s+home\b|\bmaking\s+arrangements\s+for\s+(?:him|her|my\s+\w+)\s+before\s+i\s+go\b|\bsoon\s+none\s+of\s+this\s+will\s+matter\b/,
];

/** Whether one sign alone tells of the reader's danger. */
export const showsDangerNow = (said: string): boolean => strongSigns.some((sign) => sign.test(said));
