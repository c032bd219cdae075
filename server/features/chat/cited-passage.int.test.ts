import { describe, expect, it } from 'vitest';
import type { ChatReply } from '../../../common/api/chat';
import { parsePerspectives } from '../../../common/chat/perspective-tags';
import { ask } from './testing/chat-client';
import { useChatTestApp } from './testing/chat-test-app';

const chat = useChatTestApp('citer');

async function reply(message: string): Promise<ChatReply> {
  const response = await ask(chat.app, chat.reader, { sessionId: `cited-${message.length}`, message });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a question that names a passage', () => {
  it('is answered about that passage first: its tradition leads, the verse with its neighbours', async () => {
    const answer = await reply('What does John 3:16 mean?');
    const perspectives = parsePerspectives(answer.aiMessage.content).perspectives;
    expect(perspectives[0]?.religion).toBe('christianity');
    expect(perspectives[0]?.text).toMatch(
      /^The Holy Bible, John 3:16 \(World English Bible\): “For God so loved/,
    );
    const christian = answer.aiMessage.verseReference!.filter((ref) => ref.religion === 'christianity');
    // The offline guide quotes three passages a tradition: the verse, then the ones before and after it.
    expect(christian.map((ref) => ref.reference)).toEqual(['John 3:16', 'John 3:15', 'John 3:17']);
  });

  it('leads with the Qur’an for a verse of the Qur’an, whatever the persona’s order', async () => {
    const answer = await reply("What does Qur'an 2:255 mean?");
    const perspectives = parsePerspectives(answer.aiMessage.content).perspectives;
    expect(perspectives[0]?.religion).toBe('islam');
    expect(answer.aiMessage.verseReference![0]?.reference).toBe("Qur'an 2:255");
  });

  it('does not take the book’s name for the topic', async () => {
    const answer = await reply('What does John 3:16 mean?');
    const others = answer.aiMessage.verseReference!.filter((ref) => ref.religion !== 'christianity');
    const content = answer.aiMessage.content;
    for (const ref of others) expect(ref.reference).not.toMatch(/John/);
    expect(content.split('<perspective>').slice(2).join(' ')).not.toMatch(/\bJohn\b/);
  });

  it('is answered from its own tradition alone, not with other scriptures that merely share its words', async () => {
    const answer = await reply('What does John 3:16 mean?');
    const perspectives = parsePerspectives(answer.aiMessage.content).perspectives;
    expect(perspectives.map((perspective) => perspective.religion)).toEqual(['christianity']);
    expect(answer.aiMessage.content).not.toMatch(/five traditions/);
  });

  it('takes up the other traditions when the question names a theme beside the passage', async () => {
    const answer = await reply('How does John 3:16 compare with what other traditions say about love?');
    const religions = parsePerspectives(answer.aiMessage.content).perspectives.map((p) => p.religion);
    expect(religions[0]).toBe('christianity');
    expect(religions.length).toBeGreaterThan(1);
  });

  it('quotes a chapter named as a whole from its opening', async () => {
    const psalm = await reply('What does Psalm 23 mean?');
    expect(psalm.aiMessage.verseReference![0]?.reference).toBe('Psalms 23:1-6');
    expect(psalm.aiMessage.content).toContain('Yahweh is my shepherd');
    const vagga = await reply('What does Dhammapada 5 mean?');
    expect(vagga.aiMessage.verseReference![0]?.reference).toBe('Dhammapada 5:60-65');
    expect(vagga.aiMessage.content).toContain('Long is the night for the wakeful');
  });
});
