import { describe, expect, it } from 'vitest';
import type { CompareResult } from '../../../common/api/chat';
import { bearer } from './testing/chat-client';
import { useChatTestApp } from './testing/chat-test-app';

// The fixture library holds Leviticus 19 in the 1917 Tanakh: "And if a stranger sojourn with thee in your land, ye
// shall not do him wrong" (19:33) is its law on the refugee, in words a reader of today does not ask with.
const chat = useChatTestApp('seeker');

describe("a reader's modern word and the 1917 Tanakh", () => {
  it('finds the law on the stranger for a question about refugees, in the translation quoted', async () => {
    const response = await chat.app.inject({
      method: 'POST',
      url: '/api/chat/compare',
      headers: bearer(chat.reader),
      payload: { theme: 'how should we treat refugees', sessionId: 'renderings', maxVersesPerReligion: 5 },
    });
    expect(response.statusCode).toBe(200);
    const result: CompareResult = response.json();
    const tanakh = result.verses.judaism ?? [];
    const stranger = tanakh.find((verse) => /a stranger sojourn with thee/i.test(verse.text));
    expect(stranger?.reference).toMatch(/^Leviticus 19:3[34]/);
  });
});
