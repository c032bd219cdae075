import { describe, expect, it } from 'vitest';
import type { RankingConcept } from './ranking';
import { namesGod, saidOnlyOfGod, saysOnlyOfGod } from './said-of-god';
import { surfacePattern } from './word-forms';

const ofGod = (word: string, text: string) => saidOnlyOfGod(text, surfacePattern(word));

describe('a word said only of God', () => {
  it('reads a divine subject, a divine possessor and “of God”', () => {
    expect(ofGod('angry', 'do not make allies of a people with whom Allah has become angry.')).toBe(true);
    expect(ofGod('jealousy', 'Surely in the fire of My jealousy have I spoken against the residue')).toBe(
      true,
    );
    expect(ofGod('promise', 'according as He hath promised, that ye shall keep this service.')).toBe(true);
    expect(ofGod('judge', 'Indeed, your Lord will judge between them by His [wise] judgement.')).toBe(true);
    expect(ofGod('anger', 'Then the anger of the LORD was kindled against Moses')).toBe(true);
    expect(ofGod('wrath', 'Therefore I am full of Yahweh’s wrath. I am weary with holding it in.')).toBe(
      true,
    );
    expect(ofGod('angry', 'Wilt Thou be angry with us for ever?')).toBe(true);
  });

  it('keeps a word said of people, even beside a name of God', () => {
    expect(ofGod('anger', 'He that is slow to anger is better than the mighty')).toBe(false);
    expect(ofGod('patient', 'Indeed, Allah loves the patient.')).toBe(false);
    expect(ofGod('hate', 'Those who thus hate Me, who are cruel')).toBe(false);
    expect(ofGod('jealous', 'They were jealous also of Moses in the camp')).toBe(false);
  });

  it('takes a capital after punctuation for a line’s first word, not for God', () => {
    expect(ofGod('anger', 'Mine eye is dimmed because of vexation; My anger is great')).toBe(false);
  });

  it('needs every use in the passage to be God’s', () => {
    const text = 'Cease from anger, and forsake wrath; for His anger is but for a moment.';
    expect(ofGod('anger', text)).toBe(false);
    expect(ofGod('anger', 'for His anger is but for a moment')).toBe(true);
    expect(ofGod('anger', 'a text about something else')).toBe(false);
  });
});

describe('what a shortlist holds back', () => {
  const concept = (words: string[], graded = false) =>
    ({
      graded,
      terms: words.map((word) => ({ surface: surfacePattern(word) })),
    }) as unknown as RankingConcept;

  it('holds back a text whose words of the question are all God’s', () => {
    const heldBack = saysOnlyOfGod([concept(['jealousy', 'envy'])]);
    expect(heldBack('I will set My jealousy against thee')).toBe(true);
    expect(heldBack('But envy is the rottenness of the bones.')).toBe(false);
    expect(heldBack('I will set My jealousy against thee, for thy envy')).toBe(false);
  });

  it('never holds back a reader’s need: God not forsaking them is what they need', () => {
    const heldBack = saysOnlyOfGod([concept(['forsake'], true)]);
    expect(heldBack('for He hath said, I will never forsake thee')).toBe(false);
  });

  it('leaves everything to a question that names God', () => {
    expect(namesGod("I'm afraid God will punish me")).toBe(true);
    expect(namesGod('why does the Lord allow evil')).toBe(true);
    expect(namesGod('I keep getting angry at my children')).toBe(false);
  });
});
