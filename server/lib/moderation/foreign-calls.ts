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
      'hay que (?:matar|quemar|exterminar|eliminar|colgar)|(?:maten|mátenlos|matadlos|matad|quemen|quemad|quémenlos|exterminen|exterminad|fusilen|fusilad|ahorquen)|muerte a(?: los| las)?',
    people:
      'moros|musulmanes|judíos|judios|cristianos|hindúes|hindues|budistas|sijs|infieles|curas|rabinos|imanes',
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
      '(?:tötet|toetet|verbrennt|vergast|erschießt|erschiesst|hängt|aufhängen|vernichtet)|(?:müssen|muessen|sollen) (?:alle )?(?:sterben|brennen|vergast werden|verbrannt werden)|raus(?= ?!)',
    people: 'juden|muslime|moslems|christen|hindus|buddhisten|sikhs|ungläubige|pfaffen|rabbiner|imame',
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
      'aag (?:laga|lagao|lga|lagaa) (?:do|dalo|daalo|denge|dena)|(?:nahi|nahin|na) bachna chahiye|(?:nahi|nahin) bachega',
    people:
      'mandir|mandiron|masjid|masjidon|gurdwara|gurudwara|girja|girjaghar|church|mosque|temple|hindu|hindus|muslim|muslims|musalman|musalmano|sikh|sikhon|isai|isaiyon|mulle|katue|katuon',
  },
  {
    // Arabic: the plural imperatives "اقتلوا", "احرقوا", "اذبحوا", and "الموت ل".
    calls: 'اقتلوا|احرقوا|اذبحوا|أقتلوا|أحرقوا|الموت لل|الموت ل',
    people:
      'اليهود|النصارى|المسيحيين|الكفار|الشيعة|السنة|الهندوس|البوذيين|الملحدين|كنائس|كنائسهم|معابد|معابدهم|مساجد|مساجدهم',
  },
];

/** Before the call, a word that negates it: "no", "ne", "nicht", "mat" / "मत", "لا". */
const negated = /(?:^|\s)(?:no|ne|nicht|nie|niemals|jamais|nunca|mat|मत|नहीं|لا|لن)\s+(?:\S+\s+)?$/u;
const bounded = (alternatives: string) => `(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`;

const readers = languages.map((language) => ({
  calls: new RegExp(bounded(language.calls), 'u'),
  people: new RegExp(bounded(language.people), 'u'),
}));

export function foreignCall(message: string): Found {
  const text = message.normalize('NFC').toLowerCase();
  if (/[?¿؟]/u.test(text)) return undefined;
  for (const reader of readers) {
    const call = reader.calls.exec(text);
    if (!call || !reader.people.test(text)) continue;
    if (negated.test(text.slice(0, call.index))) continue;
    return { rule: 'threat.foreign-call', matched: call[0] };
  }
  return undefined;
}

/** Death urged on the reader in Hindi written in Latin letters: "tu jaake suicide kar le", "khud ko maar le". */
const selfHarmUrged =
  /(?<!\p{L})(?:(?:jaake|ja ke|jake|jaa ke) )?(?:suicide kar (?:le|lo|lena)|(?:khud ko|apne aap ko) (?:maar|mar) (?:le|lo|dalo|daalo)|(?:jaake|ja ke|jake) mar ja(?:o)?)(?!\p{L})/u;

export function foreignSelfHarmUrge(message: string): Found {
  const text = message.normalize('NFC').toLowerCase();
  const urged = selfHarmUrged.exec(text);
  if (!urged || negated.test(text.slice(0, urged.index))) return undefined;
  return { rule: 'self-harm.foreign', matched: urged[0] };
}
