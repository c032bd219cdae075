import { describe, expect, it } from 'vitest';
import { parsePerspectives, perspectiveTag, stripPerspectiveTags } from './perspective-tags';

const reply = [
  'Forgiveness runs through every tradition.',
  '<perspective>Christianity</perspective> Matthew 6:14 says: “For if you forgive men their trespasses, your heavenly Father will also forgive you.”',
  "<perspective>Islam</perspective> Qur'an 24:22 asks: “Would you not like that Allah should forgive you?”",
  '<perspective>Buddhism</perspective> Dhammapada 1:5: “For never is hatred laid to rest by hate”',
].join('\n\n');

describe('perspective tags', () => {
  it('writes the tradition name inside the tags', () => {
    expect(perspectiveTag('hinduism')).toBe('<perspective>Hinduism</perspective>');
  });

  it('splits a reply into the intro and one block per tradition', () => {
    const parsed = parsePerspectives(reply);
    expect(parsed.intro).toBe('Forgiveness runs through every tradition.');
    expect(parsed.perspectives.map((block) => block.religion)).toEqual(['christianity', 'islam', 'buddhism']);
    expect(parsed.perspectives[0]!.text).toMatch(/^Matthew 6:14 says/);
    expect(parsed.perspectives[2]!.text).toBe('Dhammapada 1:5: “For never is hatred laid to rest by hate”');
  });

  it('accepts aliases and spacing a model may use', () => {
    const parsed = parsePerspectives(
      'Intro <perspective> Buddhist </perspective>text one<PERSPECTIVE>Judaism</PERSPECTIVE> two',
    );
    expect(parsed.perspectives).toEqual([
      { religion: 'buddhism', name: 'Buddhism', text: 'text one' },
      { religion: 'judaism', name: 'Judaism', text: 'two' },
    ]);
  });

  it('leaves a reply without tags whole, and an unknown tradition in the text', () => {
    expect(parsePerspectives('Just an answer.')).toEqual({ intro: 'Just an answer.', perspectives: [] });
    expect(parsePerspectives('A <perspective>Jainism</perspective> view').perspectives).toEqual([]);
  });

  it('strips the tags for speech and export', () => {
    const plain = stripPerspectiveTags(reply);
    expect(plain).not.toContain('<perspective>');
    expect(plain).toContain('Christianity: Matthew 6:14 says');
    expect(plain).toContain("Islam: Qur'an 24:22 asks");
  });
});
