import { describe, expect, it } from 'vitest';
import { compareVerses, useChatTestApp } from './testing/chat-test-app';

// The fixture library holds the whole World English Bible: Genesis 1 ("after their kind"), 1 Corinthians 12:6
// ("various kinds of workings") and Hebrews 8:13 ("that which is becoming old and grows aged", of the first
// covenant) share a word with the themes below in another sense; Luke 4:38 and Micah 7:6 speak of a mother-in-law.
const chat = useChatTestApp('senses');

const christianTexts = async (theme: string) =>
  (await compareVerses(chat, theme, 'christianity')).map((verse) => verse.text);

describe('a theme’s word in the sense the theme means', () => {
  it('reads “being kind” as kindness, never as a kind of creature', async () => {
    const texts = await christianTexts('being kind to others');
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/after (?:its|their|his) kind|\bkinds\b/i);
    expect(texts.some((text) => /\bkind(?:ness|ly)?\b/i.test(text))).toBe(true);
  });

  it('reads “growing old” of people, not of the old covenant beside the new', async () => {
    const texts = await christianTexts('growing old');
    for (const text of texts) expect(text).not.toMatch(/\bnew\b/i);
  });
});

describe('a phrase with a small word inside', () => {
  // Read in pairs, 'mother-in-law' was 'mother in', lost whole to its stop word, and 'law', which found the law.
  it('finds the mother-in-law with her stop word in place, not the law', async () => {
    const texts = await christianTexts('How should I treat my mother-in-law?');
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/mother-in-law/i);
  });
});
