import { describe, expect, it } from 'vitest';
import { compareVerses, useChatTestApp } from './testing/chat-test-app';

// The fixture library holds the whole World English Bible, where kindness is said of God ("the kindness of God our
// Savior", Titus 3:4) as well as asked of people ("be kind to one another", Ephesians 4:32).
const chat = useChatTestApp('said-of-god');

describe('a word of human conduct the texts also say of God', () => {
  it('answers “being kind to others” with people’s kindness, not God’s', async () => {
    const verses = await compareVerses(chat, 'being kind to others', 'christianity');
    const references = verses.map((verse) => verse.reference);
    expect(references).toContain('Ephesians 4:32');
    expect(references).not.toContain('Titus 3:4');
  });
});
