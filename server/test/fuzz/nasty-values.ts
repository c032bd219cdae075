import fc from 'fast-check';

/** 100 KB and more: past every field limit, under the 1 MB body limit. */
const HUGE = 100 * 1024;

/** Strings that have broken servers before: empty, huge, odd unicode, control characters, injections. */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  'a'.repeat(HUGE),
  'שלום '.repeat(HUGE / 5),
  'בְּרֵאשִׁית בָּרָא אֱלֹהִים',
  'بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ',
  '\u202Eevil\u202C \u200F\u200E\u2066x\u2069',
  'e\u0301\u0308\u0323\u0334'.repeat(50),
  'Z̴̡̛͎̤͉̈́̽a̸̢̛̩̼̿l̵̰̀g̶̝̈ő̴̞',
  '🙏🕉️☪️✝️✡️☸️👨‍👩‍👧‍👦🏳️‍🌈',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx\uD83D',
  '\uFEFF\uFFFE\uFFFF',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%E0%A4%A',
  // Searches the full-text index cannot narrow down: only negations, an OR with one, only stop words, 300 words.
  '-q0z -q1z -q2z -q3z',
  'love or -hate',
  'the and of',
  Array.from({ length: 300 }, (_, index) => `w${index}`).join(' '),
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'John 3:16',
  'Genesis',
  "Qur'an",
  'christianity',
];

/** Numbers at and past every bound: negatives, zero, fractions, beyond int4/int8 and the safe integers. */
export const nastyNumbers: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  -0.000001,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** JSON text of numbers JSON.stringify cannot write (they parse to Infinity, or to huge or bigint-ish values). */
export const nastyNumberLiterals: readonly string[] = [
  '1e400',
  '-1e400',
  '1' + '0'.repeat(400),
  '0.' + '0'.repeat(400) + '1',
];

/** Values of every JSON type, for a field that expects another one. */
export const wrongTypeValues: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  '',
  'x',
  [],
  [null],
  {},
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  ['a'.repeat(1000)],
  Array.from({ length: 2000 }, (_, index) => index),
];

export const nastyString = () => fc.constantFrom(...nastyStrings);
export const nastyNumber = () => fc.constantFrom(...nastyNumbers);
export const wrongType = () => fc.constantFrom(...wrongTypeValues);

/** Anything at all: nasty strings and numbers, other JSON types, or random unicode. */
export const nastyValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: nastyString() },
    { weight: 2, arbitrary: nastyNumber() },
    { weight: 2, arbitrary: wrongType() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
