import { describe, expect, it } from 'vitest';
import { formatScriptureRef, type ScriptureRef } from '../../../../common/scripture/scripture-ref';
import { checkReferences, gateReferences, type ReferenceChecker } from './reference-gate';

// The library's answer for these tests: Hezekiah is not a book of any canon, and John has 21 chapters.
const known = new Set(['Matthew 6:14', "Qur'an 24:22", 'Dhammapada 1:5']);
const check: ReferenceChecker = async (refs: readonly ScriptureRef[]) =>
  refs.map((ref) => known.has(formatScriptureRef(ref)));

async function collect(pieces: string[]): Promise<string[]> {
  async function* source() {
    for (const piece of pieces) yield piece;
  }
  const out: string[] = [];
  for await (const part of gateReferences(source(), { check })) out.push(part);
  return out;
}

describe('checkReferences', () => {
  it('keeps known references and removes the sentence of an unknown one with its quotation', async () => {
    const text =
      'Jesus taught it plainly. Matthew 6:14 says: “For if you forgive men their trespasses, your heavenly Father will also forgive you.” Romans 99:1 adds: “Forgive. Always.” The Qur’an agrees.';
    const checked = await checkReferences(text, check);
    expect(checked.text).toBe(
      'Jesus taught it plainly. Matthew 6:14 says: “For if you forgive men their trespasses, your heavenly Father will also forgive you.” The Qur’an agrees.',
    );
    expect(checked.removed).toEqual(['Romans 99:1']);
    expect(checked.kept.map(formatScriptureRef)).toEqual(['Matthew 6:14']);
  });

  it('removes a real-looking reference the library does not hold', async () => {
    const checked = await checkReferences(
      "<perspective>Islam</perspective> Qur'an 24:22 asks us to pardon. As Qur'an 24:99 says, mercy wins.\n<perspective>Buddhism</perspective> Dhammapada 1:5 teaches love.",
      check,
    );
    expect(checked.text).toBe(
      "<perspective>Islam</perspective> Qur'an 24:22 asks us to pardon.\n<perspective>Buddhism</perspective> Dhammapada 1:5 teaches love.",
    );
    expect(checked.removed).toHaveLength(1);
    expect(checked.removed[0]).toContain("Qur'an 24:99");
  });

  it('removes an invented book and a valid-looking verse the library lacks', async () => {
    const checked = await checkReferences(
      'Hezekiah 3:16 says “God helps those who help themselves.” John 3:16 is loved.',
      check,
    );
    expect(checked.text).toBe('');
    expect(checked.removed).toEqual(['John 3:16', 'Hezekiah 3:16']);
  });
});

describe('gateReferences', () => {
  it('releases whole sentences, never a piece of an unchecked reference', async () => {
    const parts = await collect([
      'Forgive, says Matthew 6:',
      '14. Then John 2',
      '9:3 says so. The end'.replace('9:3', '9:3'),
    ]);
    expect(parts.join('')).not.toContain('John 29:3');
    expect(parts[0]).toBe('Forgive, says Matthew 6:14. ');
    expect(parts.join('')).toBe('Forgive, says Matthew 6:14. The end');
  });

  it('does not cut inside a quotation', async () => {
    const parts = await collect(['He said “Love. Forgive', '. Be kind.” And so', ' on.']);
    expect(parts).toEqual(['He said “Love. Forgive. Be kind.” ', 'And so on.']);
  });
});
