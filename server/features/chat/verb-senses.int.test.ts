import { describe, expect, it } from 'vitest';
import { compareVerses, useChatTestApp } from './testing/chat-test-app';

// The fixture library holds the whole World English Bible: the nurture of children (Ephesians 6:4, "nurture them in
// the discipline and instruction of the Lord") beside raising as lifting and rising, and prayer (Matthew 6:6,
// Philippians 4:6) beside the meaning of life's classic verses (Ecclesiastes 12:13, Micah 6:8, Matthew 22:37).
const chat = useChatTestApp('verb-senses');

const christianVerses = (theme: string) => compareVerses(chat, theme, 'christianity');

describe('a verb in the sense its object tells', () => {
  it('reads raising children as bringing them up: the nurture of Ephesians 6:4', async () => {
    const verses = await christianVerses('how should I go about raising my children');
    expect(verses.map((verse) => verse.reference)).toContain('Ephesians 6:4');
  });
});

describe('an aspect noun before the topic', () => {
  it('answers the purpose of prayer with prayer, not with the meaning of life', async () => {
    const verses = await christianVerses('what is the purpose of prayer');
    expect(verses.length).toBeGreaterThan(0);
    for (const verse of verses) {
      expect(verse.reference).not.toMatch(/^(Ecclesiastes 12:13|Micah 6:8|Matthew 22:37)$/);
      expect(verse.text).toMatch(/\bpray/i);
    }
  });
});
