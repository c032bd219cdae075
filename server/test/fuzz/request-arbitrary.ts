import fc from 'fast-check';
import { nastyNumberLiterals, nastyString, nastyValue } from './nasty-values';
import type { FuzzTarget } from './route-catalog';
import { mutatedValue, validValue, type JsonSchema } from './schema-arbitrary';

export const identities = ['visitor', 'guest', 'user', 'moderator', 'forged'] as const;
export type IdentityName = (typeof identities)[number];

/** How the body travels: JSON the schema accepts, JSON with faults, or bytes that are not JSON at all. */
export type FuzzBody =
  | { mode: 'none' }
  | { mode: 'valid' | 'mutated' | 'wrong-type'; json: unknown }
  | { mode: 'raw'; contentType: string | undefined; payload: string };

export type FuzzRequest = {
  identity: IdentityName;
  method: string;
  url: string;
  body: FuzzBody;
  /** A forged bearer token or cookie (identity 'forged'). */
  forged?: { authorization?: string; cookie?: string };
};

/** Stands for the n-th id the identity got back from a create; `send()` puts the real id in. */
export const learnedIdMarker = (index: number) => `__learned_${index}__`;
export const learnedIdPattern = /__learned_(\d+)__/g;

/** Path parameters travel percent-encoded; a lone surrogate cannot be, so it goes as the bytes of one. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

/** A path segment: a value the params schema accepts (with hints), or anything at all. */
function segment(schema: JsonSchema | undefined, name: string): fc.Arbitrary<string> {
  const valid = schema?.properties?.[name];
  const options: fc.Arbitrary<unknown>[] = [nastyValue()];
  if (valid) options.push(validValue(valid, name), validValue(valid, name));
  if (valid?.type === 'integer') {
    // An id this identity created earlier (a study item, a reading session), so PATCH/DELETE reach real rows.
    const learned = fc.nat(50).map(learnedIdMarker);
    return fc.oneof(
      learned,
      learned,
      ...options.map((option) => option.map((value) => encodeSegment(asText(value)) || '%20')),
    );
  }
  if (name === '*') {
    options.push(
      fc.constantFrom(
        '../../etc/passwd',
        '..%2F..%2Fpackage.json',
        'index.html',
        'swagger-ui.css',
        '%00',
        'a/b/c',
      ),
    );
    // A wildcard spans segments: raw slashes stay, each part is encoded.
    return fc.oneof(...options).map((value) => asText(value).split('/').map(encodeSegment).join('/'));
  }
  // Now and then an escape that does not decode, sent raw: the router must answer it in the app's shape.
  const malformed = fc.constantFrom('%E0%A4%A', '%zz', '%');
  return fc.oneof(
    { weight: 9, arbitrary: fc.oneof(...options).map((value) => encodeSegment(asText(value)) || '%20') },
    { weight: 1, arbitrary: malformed },
  );
}

/** A query string: the schema's fields (valid or faulty), repeated keys, unknown and pollution keys. */
function queryString(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const object = schema
    ? fc.oneof(validValue(schema), validValue(schema), mutatedValue(schema))
    : fc.dictionary(fc.constantFrom('q', 'limit', '__proto__', 'x'), nastyValue(), { maxKeys: 3 });
  const tricks = fc.oneof(
    { weight: 5, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '&__proto__[admin]=1',
        '&constructor[prototype][x]=1',
        '&a[]=1&a[]=2',
        '&=',
        '&&&',
        '&%',
        '&limit=1&limit=2',
        // Escapes that do not decode, sent raw (URLSearchParams would encode them).
        '&q=%E0%A4%A',
        '&x=%zz',
      ),
    },
  );
  return fc.tuple(object, tricks).map(([value, trick]) => {
    const search = new URLSearchParams();
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, field] of Object.entries(value)) {
        if (Array.isArray(field)) for (const item of field) search.append(key, asText(item));
        else search.append(key, asText(field));
      }
    }
    const text = search.toString() + trick;
    return text ? `?${text.replace(/^&/, '')}` : '';
  });
}

const malformedJson = (schema: JsonSchema | undefined): fc.Arbitrary<string> => {
  const firstKey = Object.keys(schema?.properties ?? {})[0] ?? 'x';
  return fc.oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'nul',
      '{"a":1,}',
      "{'a':1}",
      '\u0000',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      ' ',
    ),
    fc.constantFrom(...nastyNumberLiterals).map((literal) => `{"${firstKey}":${literal}}`),
    fc.constant(`{"${firstKey}":${'['.repeat(5000)}${']'.repeat(5000)}}`),
    fc.constant(`{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`),
    fc.string({ unit: 'binary', maxLength: 50 }),
  );
};

const wrongContentTypes = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  '',
];

function body(target: FuzzTarget, bodyLimit: number): fc.Arbitrary<FuzzBody> {
  const schema = target.body;
  const readOnly = target.method === 'GET' || target.method === 'HEAD';
  const none = fc.constant<FuzzBody>({ mode: 'none' });
  const raw = (contentType: fc.Arbitrary<string | undefined>, payload: fc.Arbitrary<string>) =>
    fc
      .tuple(contentType, payload)
      .map(([type, text]): FuzzBody => ({ mode: 'raw', contentType: type, payload: text }));
  const jsonText = schema
    ? validValue(schema).map((value) => JSON.stringify(value) ?? '')
    : fc.constant('{}');
  const options: Array<{ weight: number; arbitrary: fc.Arbitrary<FuzzBody> }> = [
    { weight: readOnly ? 8 : 1, arbitrary: none },
    { weight: 1, arbitrary: raw(fc.constant('application/json'), malformedJson(schema)) },
    { weight: 1, arbitrary: raw(fc.constantFrom(...wrongContentTypes), fc.oneof(jsonText, nastyString())) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constant([]),
          fc.constant('text'),
          fc.constant(42),
          fc.constant(null),
          fc.array(nastyValue(), { maxLength: 3 }),
        )
        .map((json): FuzzBody => ({ mode: 'wrong-type', json })),
    },
  ];
  if (schema) {
    options.push(
      {
        weight: readOnly ? 1 : 4,
        arbitrary: validValue(schema).map((json): FuzzBody => ({ mode: 'valid', json })),
      },
      {
        weight: readOnly ? 1 : 5,
        arbitrary: mutatedValue(schema).map((json): FuzzBody => ({ mode: 'mutated', json })),
      },
    );
  } else if (!readOnly) {
    options.push({
      weight: 3,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 10 }), nastyValue(), { maxKeys: 3 })
        .map((json): FuzzBody => ({ mode: 'mutated', json })),
    });
  }
  // Past the body limit: rare, it is a megabyte per request.
  const tooLarge = `{"x":"${'a'.repeat(bodyLimit + 1)}"}`;
  options.push({
    weight: 1,
    arbitrary: fc.constant<FuzzBody>({ mode: 'raw', contentType: 'application/json', payload: tooLarge }),
  });
  for (const option of options.slice(0, -1)) option.weight *= 3;
  return fc.oneof(...options.filter((option) => option.weight > 0));
}

const forgedCredentials = fc.oneof(
  fc.record({
    authorization: fc.oneof(
      fc.constantFrom(
        'Bearer ',
        'Bearer x',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.',
        'Basic YWRtaW46YWRtaW4=',
        `Bearer ${'a'.repeat(20_000)}`,
      ),
      nastyString().map((value) => `Bearer ${value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?')}`),
    ),
  }),
  fc.record({
    cookie: fc.oneof(
      fc.constantFrom(
        'sid=x',
        'sid=',
        'sc_session=%E0%A4%A',
        'sc_session=s%3Aforged.signature',
        `sc_session=${'a'.repeat(8000)}`,
      ),
      nastyString().map((value) => `sc_session=${encodeSegment(value)}`),
    ),
  }),
);

/** Requests for one target: an identity, a URL with path parameters and query, and a body. */
export function requestArbitrary(
  target: FuzzTarget,
  options: { bodyLimit: number },
): fc.Arbitrary<FuzzRequest> {
  const path = fc.tuple(...target.paramNames.map((name) => segment(target.params, name))).map((segments) => {
    let index = 0;
    return target.url.replace(/:(\w+)|\*/g, () => segments[index++] ?? '');
  });
  return fc
    .record({
      identity: fc.constantFrom(...identities),
      path: target.paramNames.length ? path : fc.constant(target.url),
      query: queryString(target.querystring),
      body: body(target, options.bodyLimit),
      forged: forgedCredentials,
    })
    .map(({ identity, path: url, query, body: requestBody, forged }) => ({
      identity,
      method: target.method,
      url: url + query,
      body: requestBody,
      ...(identity === 'forged' ? { forged } : {}),
    }));
}
