/**
 * A call to kill or burn a faith's people or places, written in Spanish, French, German, Hindi (in Devanagari or in
 * Latin letters) or Arabic: the languages our readers most often write in besides English. The guard reads English
 * words; these calls are read on the message as typed (Devanagari's vowel signs are not letters to the word reader).
 * Only the imperative or "must" forms of the verbs count, beside a people or a place of worship in the same
 * message (a people, not a place: candles and incense are burned in churches and temples): the commandment "tu ne tueras point", "no matarás" and the Qur'an's "لا تقتلوا النفس" use other forms,
 * and a question ("¿Por qué los cruzados quisieron matar a los moros?") stays out, as does a call negated before it.
 * Wordings and twins in foreign-calls.test.ts.
 */
type Found = { rule: string; matched: string } | undefined;

type Language = { calls: string; people: string };

const languages: readonly Language[] = [
  {
    // Spanish: "hay que matar", "maten a", "quemen", "muerte a".
    calls:
      'hay que (?:matar|quemar|exterminar|eliminar|colgar)|(?:maten|mátenlos|matadlos|matad|quemen|quemad|quémenlos|exterminen|exterminad|fusilen|fusilad|ahorquen)|muerte a(?: los| las)?|(?:los|las) vamos a (?:estar esperando|esperar|matar|quemar|colgar)(?: \\S+){0,3} con (?:machetes|cuchillos|pistolas|armas|gasolina|palos)|van a pagar(?: con sangre)?',
    people:
      'moros|musulmanes|judíos|judios|cristianos|evangélicos|evangelicos|católicos|catolicos|hindúes|hindues|budistas|sijs|infieles|curas|rabinos|imanes',
  },
  {
    // French: "tuez", "il faut tuer / brûler", "mort aux".
    calls:
      'il faut (?:tuer|brûler|bruler|exterminer|éliminer|gazer|pendre)|(?:tuez|brûlez|brulez|exterminez|gazez|pendez|massacrez)|mort aux',
    people:
      'juifs|musulmans|chrétiens|chretiens|hindous|bouddhistes|sikhs|arabes|mécréants|curés|rabbins|imams',
  },
  {
    // German: "tötet", "verbrennt", "vergast", "müssen sterben", "raus".
    calls:
      '(?:tötet|toetet|verbrennt|vergast|erschießt|erschiesst|hängt|aufhängen|vernichtet)|(?:müssen|muessen|sollen) (?:alle )?(?:sterben|brennen|vergast werden|verbrannt werden)|raus(?= ?!)|zünde (?:ich|wir) (?:\\S+ ){0,4}?an|mit den leuten drin',
    people:
      'juden|muslime|moslems|christen|hindus|buddhisten|sikhs|ungläubige|pfaffen|rabbiner|imame|kirche|moschee|synagoge|tempel',
  },
  {
    // Hindi in Devanagari: "मार डालो", "जला दो", "काट दो".
    // "जला दो" lights lamps too ("दीये जला दो"): only a people marked as its object ("को") is burned.
    calls: 'मार (?:डालो|दो|डालना)|काट (?:दो|डालो)|ख़त्म कर दो|खत्म कर दो|को (?:\\S+ ){0,2}?जला (?:दो|डालो)',
    people: 'हिंदुओं|हिन्दुओं|मुसलमानों|मुसलमान|ईसाइयों|ईसाई|सिखों|सिख|यहूदियों|मुल्लों|कटुओं',
  },
  {
    // Hindi in Latin letters: "maar do", "zinda jala do", "kaat do".
    // "jala do" lights lamps too ("diye jala do"): only a people marked as its object ("ko") is burned.
    calls:
      '(?:maar|mar) (?:do|dalo|daalo)|kaat (?:do|dalo|daalo)|khatam kar do|ko (?:\\S+ ){0,2}?jala (?:do|dalo|daalo)',
    people:
      'hinduon|hinduo|musalmano|musalmanon|mullon|mullo|katuon|katue|katwe|sardaron|sikhon|isaiyon|isaiyo|yahudiyon',
  },
  {
    // Hindi in Latin letters, fire set to a place or a people spared none: "mandir ko aag laga do", "ek bhi hindu
    // nahi bachna chahiye". Setting fire is never a lamp's lighting, so a place counts here.
    calls:
      'aag (?:laga|lagao|lga|lagaa) (?:do|dalo|daalo|denge|dena)|(?:nahi|nahin|na) bachna chahiye|(?:nahi|nahin) bachega|laashein (?:uthaoge|uthani padengi|bichha denge|girengi)|laash (?:uthaoge|bichha denge)',
    people:
      'mandir|mandiron|masjid|masjidon|gurdwara|gurudwara|girja|girjaghar|church|mosque|temple|hindu|hindus|muslim|muslims|musalman|musalmano|sikh|sikhon|isai|isaiyon|mulle|katue|katuon|julus|juloos',
  },
  {
    // Arabic: the plural imperatives "اقتلوا", "احرقوا", "اذبحوا", and "الموت ل".
    calls: 'اقتلوا|احرقوا|اذبحوا|أقتلوا|أحرقوا|الموت (?:لل|ل)[\\p{L}\\p{M}]+',
    // A people may carry a clitic: "للنصارى" (to the Christians), "والنصارى", "بالنصارى".
    people:
      '(?:لل|ل|و|ب|ف)?(?:اليهود|النصارى|المسيحيين|الكفار|الشيعة|السنة|الهندوس|البوذيين|الملحدين)|(?:لل|ل|و|ب|ف)?(?:يهود|نصارى)|كنائس|كنائسهم|كنيسة|معابد|معابدهم|مساجد|مساجدهم',
  },
];

/** Before the call, a word that negates it: "no", "ne", "nicht", "mat" / "मत", "لا". */
const negated = /(?:^|\s)(?:no|ne|nicht|nie|niemals|jamais|nunca|mat|मत|नहीं|لا|لن)\s+(?:\S+\s+)?$/u;
const bounded = (alternatives: string) => `(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`;

const readers = languages.map((language) => ({
  calls: new RegExp(bounded(language.calls), 'u'),
  people: new RegExp(bounded(language.people), 'u'),
}));

/** Whether the call stands in a question: its sentence opens with "¿" or ends with a question mark. */
function asked(text: string, index: number): boolean {
  const start = Math.max(...['.', '!', '?', '¿', '؟', '\n'].map((mark) => text.lastIndexOf(mark, index)));
  const ends = text.slice(index).search(/[.!?؟\n]/u);
  const close = ends < 0 ? '' : text[index + ends];
  // "..., samjhe?" or "..., understood?" asks nothing: the tag presses the threat home.
  const sentence = ends < 0 ? text.slice(index) : text.slice(index, index + ends);
  if (
    /,\s*(?:samjhe|samjha|samjhi|understand|understood|got it|ok|okay|capisce|verstanden|compris|entiendes|¿entiendes)\s*$/u.test(
      sentence,
    )
  )
    return false;
  return text[start] === '¿' || close === '?' || close === '؟';
}

export function foreignCall(message: string): Found {
  const text = message.normalize('NFC').toLowerCase();
  for (const reader of readers) {
    const call = reader.calls.exec(text);
    if (!call || !reader.people.test(text)) continue;
    if (asked(text, call.index) || negated.test(text.slice(0, call.index))) continue;
    return { rule: 'threat.foreign-call', matched: call[0] };
  }
  return undefined;
}

const reportedBefore =
  /(?:dijo|dice|said|told me|a dit|hat gesagt|sagte|bola|kaha|boli|сказал|сказала|написал)\s*:?\s*["'«]?\s*$/u;

/** Death urged on the reader in Hindi written in Latin letters: "tu jaake suicide kar le", "khud ko maar le". */
const selfHarmUrged =
  /(?<!\p{L})(?:(?:jaake|ja ke|jake|jaa ke) )?(?:suicide kar (?:le|lo|lena)|(?:khud ko|apne aap ko) (?:maar|mar) (?:le|lo|dalo|daalo)|(?:jaake|ja ke|jake) mar ja(?:o)?|(?:zeher|zehar|jahar) (?:kha|pee|pi) (?:le|lo)|повесься|повесился бы|бы ты повесился|ты бы повесился|убей себя|сдохни|mátate|matate|suicídate|suicidate|tue[- ]toi|bring dich um)(?!\p{L})/u;

export function foreignSelfHarmUrge(message: string): Found {
  const text = message.normalize('NFC').toLowerCase();
  const urged = selfHarmUrged.exec(text);
  if (!urged || negated.test(text.slice(0, urged.index))) return undefined;
  // Told by its target ("mi hermano me dijo: mátate"), it is a report, not an urging.
  if (reportedBefore.test(text.slice(0, urged.index))) return undefined;
  return { rule: 'self-harm.foreign', matched: urged[0] };
}

/**
 * A people made vermin or beasts, or what a tradition holds sacred made filth, in Spanish, French or German: "Juden
 * sind Ungeziefer", "ce sont tous des bêtes sauvages" after "musulman", "los judíos son una plaga", "Dios es un
 * cerdo". The people and the beast are read within one stretch of the message; "los cerdos son animales" names no
 * people.
 */
const foreignContempt: readonly RegExp[] = [
  /(?<!\p{L})(?:juden|muslime|moslems|christen|hindus|buddhisten|sikhs|araber)\s+sind\s+(?:\S+\s+){0,2}?(?:ungeziefer|ratten|tiere|schweine|parasiten|abschaum|pest|untermenschen|affen|kakerlaken)(?!\p{L})/u,
  /(?<!\p{L})(?:juifs?|musulmans?|chrétiens?|chretiens?|hindous?|bouddhistes?|arabes?)(?!\p{L})[^]{0,60}?(?:sont|c'est|ce sont)\s+(?:tous\s+|toutes\s+)?(?:des\s+|une\s+|de la\s+)?(?:bêtes|betes|animaux|rats|vermine|parasites|porcs|chiens|cafards|singes|sauvages)(?!\p{L})/u,
  /(?<!\p{L})(?:judíos|judios|musulmanes|moros|cristianos|hindúes|hindues|gitanos|budistas)\s+son\s+(?:una\s+|unos\s+|unas\s+)?(?:plaga|ratas|animales|cerdos|parásitos|parasitos|basura|escoria|cucarachas|bestias)(?!\p{L})/u,
  /(?<!\p{L})(?:dios|jesús|jesus|jesucristo|cristo|alá|ala|mahoma|buda|la virgen)\s+es\s+una?\s+(?:cerdo|perro|puta|mierda|cabrón|cabron)(?!\p{L})|(?<!\p{L})(?:la biblia|el corán|el coran|la torá|la tora)\s+(?:solo\s+)?sirve\s+para\s+limpiarse\s+el\s+culo(?!\p{L})/u,
];

export function foreignContemptOf(message: string): Found {
  const text = message.normalize('NFC').toLowerCase();
  for (const pattern of foreignContempt) {
    const found = pattern.exec(text);
    // Asked or not is read where the contempt is said, at the match's end ("Les chrétiens? Ce sont tous des porcs.").
    if (found && !asked(text, found.index + found[0].length - 1))
      return { rule: 'hate.foreign', matched: found[0] };
  }
  return undefined;
}
