import { describe, expect, it } from 'vitest';
import type { ChatReply } from '../../../common/api/chat';
import { ask } from './testing/chat-client';
import { compareVerses, useChatTestApp } from './testing/chat-test-app';

// The fixture library holds the whole World English Bible and, of the Tanakh's Ecclesiastes, chapter 3 (JPS 1917):
// 'vanity' is said in many books, and 'peace' in the Tanakh's Psalms and Prophets as well as in Ecclesiastes 3:8.
const chat = useChatTestApp('koheleth-reader');

describe('a question that names a book of scripture', () => {
  it('is answered from that book first, in both traditions that hold it', async () => {
    const christian = await compareVerses(chat, 'What does Ecclesiastes mean by vanity?', 'christianity');
    expect(christian.length).toBeGreaterThan(0);
    for (const verse of christian) expect(verse.reference).toMatch(/^Ecclesiastes /);
    expect(christian[0]!.text).toMatch(/vanity of vanities/i);

    const jewish = await compareVerses(chat, 'What does Ecclesiastes say about peace?', 'judaism');
    expect(jewish[0]?.reference).toBe('Ecclesiastes 3:8');
  });

  it('does not read an ordinary word as a book', async () => {
    const verses = await compareVerses(chat, 'the numbers of the dead', 'christianity');
    expect(verses.some((verse) => !verse.reference.startsWith('Numbers '))).toBe(true);
  });

  it('answers the question a reader asks after a joke, not the joke', async () => {
    const response = await ask(chat.app, chat.reader, {
      sessionId: 'named-book-commuter',
      message: 'This traffic makes me want to scream haha. What does Ecclesiastes mean by vanity?',
    });
    expect(response.statusCode).toBe(200);
    const reply: ChatReply = response.json();
    const cited = reply.aiMessage.verseReference ?? [];
    expect(cited.some((verse) => verse.religion === 'christianity' && verse.book === 'Ecclesiastes')).toBe(
      true,
    );
    expect(reply.aiMessage.content).not.toMatch(/traffic/i);
  });
});
