import { describe, expect, it } from 'vitest';
import { compareVerses, useChatTestApp } from './testing/chat-test-app';

// The fixture library holds Itivuttaka 1-3, whose refrain "and I guarantee you non-return" is a line of its own
// (a segment) that finishes the sentence the line before it starts: "Mendicants, give up one thing".
const chat = useChatTestApp('sutta');

const buddhistVerses = (theme: string) => compareVerses(chat, theme, 'buddhism');

describe('a sutta line quoted for a theme', () => {
  it('starts where its sentence starts, never with the small letter of a line inside it', async () => {
    const verses = await buddhistVerses('non-return');
    const itivuttaka = verses.filter((verse) => verse.book === 'Itivuttaka');
    expect(itivuttaka.length).toBeGreaterThan(0);
    for (const verse of itivuttaka) {
      expect(verse.text).not.toMatch(/^(?:and|but)\b/);
      expect(verse.text).toMatch(/^[“‘"]?[A-Z…]/);
    }
    // The refrain's sentence, whole, from the line that starts it: its reference starts there too.
    const whole = itivuttaka.find((verse) =>
      verse.text.includes('give up one thing and I guarantee you non-return'),
    );
    expect(whole).toBeDefined();
    expect(whole!.verseEnd).toBeGreaterThan(whole!.verse);
  });
});
