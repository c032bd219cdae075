/**
 * Turns what a user typed into plain lower-case words before any rule looks at it, so the spelling tricks people use
 * to slip past a filter (homoglyphs, leetspeak, asterisks, letters spaced apart, repeated letters, zero-width
 * characters) all read as the word they disguise. The rules then match whole words of this text, never substrings
 * of the raw message: "Shiite" and "Scunthorpe" stay the words they are.
 */

/** Invisible characters that split a word without showing: zero-width space/joiners, word joiner, BOM, soft hyphen. */
const invisible = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/** Cyrillic and Greek letters drawn like Latin ones. NFKC leaves them alone because they are real letters. */
const homoglyphFrom = 'авеёкмнорстухѕіїјԁԛԝһӏьгпиαβεηικνορτυχγςωμ';
const homoglyphTo = 'abeekmhopctyxsiijdqwhlbrnuabenikvoptuxyswu';
/**
 * Cherokee capitals drawn like Latin ones ("Ꭰeath"), each with the small letter lower-casing gives it; Unicode's
 * confusables list pairs them so.
 */
const cherokeeFrom =
  '\u13A0\uAB70\u13A1\uAB71\u13A2\uAB72\u13A5\uAB75\u13A9\uAB79\u13AA\uAB7A\u13AB\uAB7B\u13AC\uAB7C\u13B3\uAB83\u13B7\uAB87\u13BB\uAB8B\u13C0\uAB90\u13C3\uAB93\u13D2\uABA2\u13D5\uABA5\u13D9\uABA9\u13DA\uABAA\u13DE\uABAE\u13DF\uABAF\u13E2\uABB2\u13E6\uABB6\u13F4\u13FC';
const cherokeeTo = 'ddrrttiiyyaajjeewwmmhhggzzrrssvvssllccppkkbb';
/**
 * Latin small capitals ("ᴋɪʟʟ ᴛʜᴇ ᴘʀɪᴇꜱᴛꜱ"), which NFKC leaves as letters of their own; the fancy-text generators
 * draw with them, and a few are IPA letters, which read as the sound's plain letter harmlessly.
 */
const smallCapsFrom = 'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ';
const smallCapsTo = 'abcdefghijklmnopqrstuvwyz';
const homoglyphs = new Map([
  ...[...homoglyphFrom].map((char, index): [string, string] => [char, homoglyphTo[index]!]),
  ...[...cherokeeFrom].map((char, index): [string, string] => [char, cherokeeTo[index]!]),
  ...[...smallCapsFrom].map((char, index): [string, string] => [char, smallCapsTo[index]!]),
]);
const homoglyphPattern = new RegExp(`[${homoglyphFrom}${cherokeeFrom}${smallCapsFrom}]`, 'gu');

/**
 * Emoji that stand for a word when they stand alone ("your Qur'an = 🧻", "🔫🕌 this Friday"), and "=" said as "is".
 * Read as words, the rules see the sentence the picture makes.
 */
const emojiWords: Record<string, string> = {
  '🧻': 'toilet paper',
  '🚽': 'toilet',
  '💩': 'shit',
  '🐷': 'pig',
  '🐖': 'pig',
  '🐀': 'rat',
  '🐁': 'rat',
  '🪳': 'cockroach',
  '🐒': 'monkey',
  '🐵': 'monkey',
  '🦠': 'virus',
  '🤡': 'clown',
  '🔫': 'gun',
  '💣': 'bomb',
  '🪓': 'axe',
  '🕌': 'mosque',
  '🛕': 'temple',
  '⛪': 'church',
  '🕍': 'synagogue',
  '🕋': 'kaaba',
  '🔥': 'fire',
  '🔪': 'knife',
};
const emojiPattern = new RegExp(`(?<!\\p{L})(?:${Object.keys(emojiWords).join('|')})\uFE0F?(?!\\p{L})`, 'gu');
/**
 * The same pictures in a verb's place read as the act they picture: "I'll 🔥 your 🛕" is "I'll burn your temple",
 * while "bring 🔥" or "this sermon 🔥" keep the noun.
 */
const emojiVerbs: Record<string, string> = {
  '🔥': 'burn',
  '🔫': 'shoot',
  '🔪': 'stab',
  '💣': 'bomb',
  '🪓': 'hack',
};
const emojiVerbPattern = new RegExp(
  `(?<=(?:^|\\s)(?:i'll|we'll|ill|will|gonna|wanna|gotta|to|let's|lets|i|we|go|and|must|should|shall)\\s+)(?:${Object.keys(emojiVerbs).join('|')})\uFE0F?(?=\\s+(?:the|your|ur|their|his|her|that|this|those|these|every|all|them|him|em|you|u|a|an)\\b)`,
  'gu',
);

/**
 * Letters drawn in boxes and circles that NFKC leaves as symbols: negative circled (🅐) and negative squared (🅰)
 * capitals, and regional indicators (🇦) when three or more run together (two are a flag).
 */
function readBoxedLetters(text: string): string {
  const boxed = text.replace(/[\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}]\uFE0F?/gu, (char) =>
    String.fromCharCode(97 + ((char.codePointAt(0)! - 0x1f150) % 32)),
  );
  return boxed.replace(/[\u{1F1E6}-\u{1F1FF}]{3,}/gu, (run) =>
    [...run].map((char) => String.fromCharCode(97 + char.codePointAt(0)! - 0x1f1e6)).join(''),
  );
}

/** Digits and symbols standing for letters, read that way only inside a word that also has letters ("k1ll", "$hit"). */
const leet: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '€': 'e',
  '√': 'u',
};

const letter = /\p{L}/u;

function isLetter(char: string | undefined): boolean {
  return char !== undefined && letter.test(char);
}

/**
 * Leetspeak inside words: a digit or symbol touching a letter on at least one side of a run that has letters.
 * "1 Samuel 25:22" keeps its numbers; "sh!t" reads "shit" but "Perish he!" keeps its exclamation mark.
 */
function readLeet(text: string, withOne?: Set<string>): string {
  return text.replace(/[\p{L}\d@$!|€√*]+/gu, (run) => {
    if (!letter.test(run)) return run;
    const chars = [...run];
    const read = chars
      .map((char, index) => {
        const mapped = leet[char];
        if (mapped === undefined) return char;
        // A trailing "!" ends a sentence; a symbol between or before letters is part of the word.
        if (char === '!' && !isLetter(chars[index + 1])) return char;
        return mapped;
      })
      .join('');
    // A 1 may stand for l as well as i ("mus1ims"): the word is remembered so both readings are tried.
    if (run.includes('1')) withOne?.add(read.replace(/!$/, ''));
    return read;
  });
}

/** "k.i.l.l", "k-y-s", "k_i_l_l": single letters joined by the same separator become one word. */
function joinSeparatedLetters(text: string, joined: Set<string>): string {
  // The separator may follow the last letter too ("b.u.r.n. t.h.e."): it is part of the disguise, not a full stop.
  const spelled = text.replace(
    /(?<![\p{L}])\p{L}(?:[._\-~+]\p{L}){2,}(?:[._\-~+](?= \p{L}[._\-~+]))?(?![\p{L}])/gu,
    (run) => {
      const word = run.replace(/[._\-~+]/g, '');
      joined.add(word);
      return word;
    },
  );
  // Beside such a run, a two-letter word is spelled the same way ("b-u-r-n u-p t-h-e"); alone, "x-y" is left.
  if (joined.size === 0) return spelled;
  return spelled.replace(/(?<![\p{L}._\-~+])\p{L}[._\-~+]\p{L}(?![\p{L}._\-~+])/gu, (run) => {
    const word = run.replace(/[._\-~+]/g, '');
    joined.add(word);
    return word;
  });
}

/**
 * Whole words strung on dots or underscores with no space ("go.kill.yourself", "kill_all_jews") read as words: a
 * handle or a run of three words or more is not a sentence's full stop. Two words on one dot ("readme.md", "e.g.")
 * are left as typed.
 */
function splitWordChains(text: string): string {
  return text
    .replace(/(?<=\p{L})_+(?=\p{L})/gu, ' ')
    .replace(/(?<![\p{L}.])\p{L}{2,}(?:\.\p{L}{2,}){2,}(?![\p{L}])/gu, (chain) => chain.replace(/\./g, ' '));
}

/**
 * "k i l l  a l l" and "f u c k y o u": three or more single letters one space apart become one run. A wider gap
 * (two spaces or more) is read as the break between words; a run that is several words glued together is split
 * later against the vocabulary the rules know.
 */
function joinSpacedLetters(text: string, joined: Set<string>): string {
  // Digits standing for letters count too ("j 3 w s"), but a run needs two real letters: "Psalm 1 2 3" stays.
  return text.replace(/(?<![\p{L}\d])[\p{L}\d@$](?: [\p{L}\d@$]){2,}(?![\p{L}\d])/gu, (run) => {
    if ((run.match(/\p{L}/gu) ?? []).length < 2) return run;
    const word = run.replace(/ /g, '');
    joined.add(readLeet(word));
    return word;
  });
}

export type Vocabulary = ReadonlySet<string>;

/**
 * "bud-dhists", "ex-ter-mi-nate": a word broken by hyphens into pieces is read whole when the whole is a word the
 * rules know; "mother-in-law" and "well-known" join into nothing known and stay as typed.
 */
function joinHyphenatedPieces(text: string, vocabulary: Vocabulary, joined: Set<string>): string {
  return text.replace(/(?<![\p{L}-])\p{L}+(?:-\p{L}+)+(?![\p{L}-])/gu, (run) => {
    const word = run.replace(/-/g, '');
    if (!vocabulary.has(word)) return run;
    joined.add(word);
    return word;
  });
}

/** Splits a run like "killalljews" into vocabulary words; null when it is not wholly made of them. */
export function segment(run: string, vocabulary: Vocabulary): string[] | null {
  const best: (string[] | null)[] = Array.from({ length: run.length + 1 }, () => null);
  best[0] = [];
  for (let end = 1; end <= run.length; end += 1) {
    for (let start = Math.max(0, end - 16); start < end; start += 1) {
      const before = best[start];
      const word = run.slice(start, end);
      if (before && vocabulary.has(word) && (best[end] === null || before.length + 1 < best[end]!.length)) {
        best[end] = [...before, word];
      }
    }
  }
  return best[run.length] ?? null;
}

/** Every way of shortening runs of three or more of a letter to one or two ("fuuuuck" → "fuck", "killll" → "kill"). */
function repeatVariants(word: string): string[] {
  const parts = word.match(/(\p{L})\1{2,}|[^]/gu) ?? [];
  let variants = [''];
  for (const part of parts) {
    const options = part.length >= 3 ? [part[0]!, part[0]! + part[0]!] : [part];
    variants = variants.flatMap((prefix) => options.map((option) => prefix + option));
    if (variants.length > 16) variants = variants.slice(0, 16);
  }
  return variants;
}

/**
 * "f*ck", "f**k": each asterisk stands for one letter (or, failing that, two); resolved only when exactly one
 * vocabulary word fits, so "f**k" reads "fuck" and not "freak".
 */
function resolveMasked(word: string, vocabulary: Vocabulary): string | null {
  if (!word.includes('*') || word.length > 16) return null;
  for (const extra of [0, 1]) {
    const source = word.replace(/\*+/g, (stars) => `\\p{L}{${stars.length},${stars.length + extra}}`);
    const pattern = new RegExp(`^${source}$`, 'u');
    const fits = [...vocabulary].filter((known) => pattern.test(known));
    // "k*kes" fits "kikes" and "kykes": two spellings of one word, read as the first.
    const words = new Set(fits.map((known) => known.replace(/y/g, 'i')));
    if (words.size === 1) return fits[0]!;
    if (fits.length > 1) return null;
  }
  return null;
}

/** "kilI" lower-cases to "kili": each i in turn, then every i, read as the l it may have been drawn for. */
function lForI(word: string, typedOne = false): string[] {
  if (!word.includes('l') && !typedOne) return [];
  const singles = [...word.matchAll(/i/g)].map(
    (found) => word.slice(0, found.index) + 'l' + word.slice(found.index + 1),
  );
  return [...singles, word.replace(/i/g, 'l')];
}

/** The form of one word the rules should see: itself when known, else a known reading of its disguise. */
/** No word the rules know is longer; a longer token is read as it stands, so a crafted one costs no time. */
const LONGEST_DISGUISED_WORD = 40;

function resolveWord(
  word: string,
  vocabulary: Vocabulary,
  joined: ReadonlySet<string>,
  withOne: ReadonlySet<string> = new Set(),
): string[] {
  if (vocabulary.has(word)) return [word];
  if (word.length > LONGEST_DISGUISED_WORD && !joined.has(word)) return [word.replace(/\*/g, '')];
  const masked = resolveMasked(word, vocabulary);
  if (masked) return [masked];
  const plain = word.replace(/\*/g, '');
  const candidates = repeatVariants(plain);
  // Capital I drawn for l ("kilI") and 1 read as i where l was meant ("k1ll" is fine, "ki1l" is not).
  // v drawn for u ("fvck") and i drawn for l ("kilI").
  const swapped = candidates.flatMap((candidate) => [
    candidate,
    ...lForI(candidate, withOne.has(word)),
    candidate.replace(/v/g, 'u'),
  ]);
  for (const candidate of swapped) if (vocabulary.has(candidate)) return [candidate];
  // Only letters the writer spaced apart are split into words: "therapist" must never read "the rapist".
  if (joined.has(word)) {
    for (const candidate of candidates) {
      const parts = segment(candidate, vocabulary);
      if (parts && parts.length > 1) return parts;
    }
  }
  return [candidates[candidates.length - 1] ?? plain];
}

/**
 * The word copied into V8's one-byte form when its letters allow. A word cut from a message that held one emoji, a
 * cross or a curly quote stays a two-byte string, and every rule runs about five times slower on two-byte text (a
 * crafted 2,000-character message: 40-55 ms against 4-7).
 */
const oneByte = (word: string) =>
  /^[\u0020-\u00ff]*$/u.test(word) ? Buffer.from(word, 'latin1').toString('latin1') : word;

export type NormalisedText = {
  /** Lower-case words and sentence punctuation, one space apart: "kill all jews ." */
  text: string;
  words: string[];
  /** Words the writer disguised (ch1nk, k i k e, f**k): read, but not spelled that way in the message. */
  disguised: ReadonlySet<string>;
};

const reversedWord = (word: string) => [...word].reverse().join('');

/**
 * A message typed backwards ("swej eht lla llik") is read forwards when its words reversed are words the rules know
 * and as typed they are not: at least two more known words, and more than twice as many. A palindrome ("racecar")
 * and ordinary text, whose words are known as typed, stay as they are.
 */
function readReversed(tokens: string[], vocabulary: Vocabulary): string[] {
  const letters = tokens.filter((token) => /\p{L}/u.test(token));
  if (letters.length < 2) return tokens;
  const known = letters.filter((token) => vocabulary.has(token)).length;
  const knownReversed = letters.filter((token) => vocabulary.has(reversedWord(token))).length;
  if (knownReversed < 2 || knownReversed <= 2 * known) return tokens;
  return [...tokens].reverse().map((token) => (/\p{L}/u.test(token) ? reversedWord(token) : token));
}

/** Normalises a message for the rules; `vocabulary` is every word the rules name, used to read disguised words. */
export function normaliseMessage(message: string, vocabulary: Vocabulary): NormalisedText {
  let text = readBoxedLetters(message).normalize('NFKC');
  text = text
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .toLowerCase();
  // The words as typed, with nothing undone: a read word that is not among them was disguised.
  const typed = new Set(text.match(/\p{L}+(?:'\p{L}+)?/gu) ?? []);
  text = text.replace(invisible, '').replace(homoglyphPattern, (char) => homoglyphs.get(char) ?? char);
  // An emoji drawn inside a word stands for a letter, like an asterisk: "k💀ll" reads "k*ll".
  text = text.replace(/(?<=\p{L})\p{Extended_Pictographic}\uFE0F?(?=\p{L})/gu, '*');
  text = text
    .replace(emojiVerbPattern, (emoji) => emojiVerbs[emoji.replace('\uFE0F', '')] ?? '')
    .replace(emojiPattern, (emoji) => ` ${emojiWords[emoji.replace('\uFE0F', '')] ?? ''} `)
    .replace(/(?<=^|\s)=(?=\s|$)/gu, ' is ');
  const joined = new Set<string>();
  text = joinSeparatedLetters(text, joined);
  text = splitWordChains(text);
  text = joinHyphenatedPieces(text, vocabulary, joined);
  text = joinSpacedLetters(text, joined);
  const withOne = new Set<string>();
  text = readLeet(text, withOne);
  const tokens = readReversed(text.match(/[\p{L}*]+(?:'[\p{L}]+)?|\d+|[.!?;:,]/gu) ?? [], vocabulary);
  const words = tokens.flatMap((token) => {
    if (/\p{L}/u.test(token)) return resolveWord(token, vocabulary, joined, withOne);
    return /^[\d.!?;:,]+$/.test(token) ? [token] : [];
  });
  const disguised = new Set(words.filter((word) => /\p{L}/u.test(word) && !typed.has(word)));
  const plain = words.map(oneByte);
  return { text: plain.join(' '), words: plain, disguised };
}
