import { describe, expect, it } from 'vitest';
import type { ChatReply } from '../../../common/api/chat';
import { ask } from './testing/chat-client';
import { compareVerses, useChatTestApp } from './testing/chat-test-app';

// The fixture library holds the whole World English Bible: Exodus 21:15 ("Anyone who attacks his father or his
// mother shall be surely put to death") shares both nouns of the question below, as do many laws and stories.
const chat = useChatTestApp('mourner');

const christianTexts = async (theme: string) =>
  (await compareVerses(chat, theme, 'christianity')).map((verse) => verse.text);

describe('a reader asking about their own life', () => {
  it('gets consolation for the death of a father, not the law on striking one', async () => {
    const texts = await christianTexts('How do I cope with the death of my father?');
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/put to death|attacks his father/i);
    // A passage of comfort in grief or of life beyond death.
    expect(texts.some((text) => /resurrection|mourn|every tear|comfort/i.test(text))).toBe(true);
  });

  it('gets mercy for guilt, not the rite of the guilt offering', async () => {
    const texts = await christianTexts('I did something terrible and I feel so guilty');
    for (const text of texts) expect(text).not.toMatch(/offering|shall bring/i);
    expect(texts.some((text) => /forgiv|merc|cleanse/i.test(text))).toBe(true);
  });

  it('is told the answer is about the situation, not about a theme a scene word calls up', async () => {
    const response = await ask(chat.app, chat.reader, {
      sessionId: 'left-alone',
      message: 'My wife left me last month and I feel so alone. What can I hold on to?',
    });
    expect(response.statusCode).toBe(200);
    const reply: ChatReply = response.json();
    expect(reply.aiMessage.content).toContain('On loneliness and heartbreak, I am quoting the texts');
    expect(reply.aiMessage.content).not.toMatch(/On marriage/);
  });
});
