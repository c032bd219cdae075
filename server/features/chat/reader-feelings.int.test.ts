import { describe, expect, it } from 'vitest';
import { compareVerses, useChatTestApp } from './testing/chat-test-app';

// The fixture library holds the whole World English Bible: "broken" there is a broken heart (Psalms 34:18, 51:17) and
// also a bone (John 19:36), branches (Romans 11:19-20) and the Scripture that cannot be broken (John 10:35).
const chat = useChatTestApp('feelings');

const christianVerses = (theme: string) => compareVerses(chat, theme, 'christianity');

describe('a reader’s own feeling word', () => {
  it('reads “I feel broken inside” as a broken heart, not a broken bone or branch', async () => {
    const verses = await christianVerses('I feel broken inside');
    const references = verses.map((verse) => verse.reference);
    expect(references.some((reference) => /^Psalms? (34:18|51:17)/.test(reference))).toBe(true);
    for (const verse of verses) {
      expect(verse.text).not.toMatch(/bone of him|branches were broken|Scripture can.t be broken/i);
    }
  });
});
