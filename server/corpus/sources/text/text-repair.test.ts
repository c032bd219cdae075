import { describe, expect, it } from 'vitest';
import { isEnglishWord, withLostQ } from './english-words';
import { editDistance, referenceVocabulary, repairGitaText } from './gita-repair';
import { dropFootnoteLetters, stripMarkup, tidyStrayPunctuation, undoubleQuotes } from './markup';

// Verses as gita/gita's archive/translation_old.json has them, with data/translation.json's wording as reference.
const sivananda729 =
  '7.29 Those who strive for liberation from old age and death, taking refuge in Me, realise in full ï1thatï1 Brahman, the whole knowledge of the Self and all action.\n\n';
const sivananda729Reference =
  'Those who strive for liberation from old age and death, taking refuge in Me, realize in full that Brahman, the whole knowledge of the Self, and all action.';
const gambirananda245 =
  '\n2.45 O Arjuna, the Vedas [Meaning only the portion dealing with rites and duties (karma-kanda).] have the three alities as their object. You become free from worldliness, free from the pairs of duality, ever-poised in the ality of sattva, without (desire for) acisition and protection, and self-collected.\n\n';
const vocabulary = referenceVocabulary([
  sivananda729Reference,
  'The Vedas deal with the three qualities; be free from them, O Arjuna, and from the pairs of opposites, ever established in purity, free from the thought of acquisition and preservation.',
  'One who has conquered the mind, endowed with equanimity, is quiet and equal to all.',
]);

describe('the English word list', () => {
  it('knows archaic verb forms, contractions and possessives, and not the archive damage', () => {
    for (const word of [
      'knoweth',
      'crieth',
      'thinkest',
      'worshippeth',
      'don’t',
      "they're",
      "Lord's",
      'birthless',
    ])
      expect(isEnglishWord(word), word).toBe(true);
    for (const word of ['alities', 'eal', 'eanimity', 'ietude', 'conered', 'wisdon'])
      expect(isEnglishWord(word), word).toBe(false);
  });

  it('puts a lost "q" or "qu" back only where that makes an English word', () => {
    expect(withLostQ('alities')).toEqual(['qualities']);
    expect(withLostQ('eanimity')).toEqual(['equanimity']);
    expect(withLostQ('conered')).toEqual(['conquered']);
    expect(withLostQ('ietude')).toEqual(['quietude']);
    expect(withLostQ('equal')).toEqual([]);
    expect(withLostQ('karma')).toEqual([]);
  });
});

describe('repairGitaText', () => {
  it("drops 7:29's 'ï1' italics marks", () => {
    const repaired = repairGitaText(sivananda729, { verse: sivananda729Reference, vocabulary });
    expect(repaired).toContain('realise in full that Brahman');
    expect(repaired).not.toContain('ï1');
  });

  it("restores 2:45's lost letters and keeps its Sanskrit", () => {
    const repaired = repairGitaText(gambirananda245, {
      verse:
        'O Arjuna, the Vedas deal with the three qualities of nature. Be free from these three qualities, free from duality, ever established in purity, free from acquisition and preservation, and be self-possessed.',
      vocabulary,
    });
    expect(repaired).toContain('have the three qualities as their object');
    expect(repaired).toContain('ever-poised in the quality of sattva, without (desire for) acquisition');
    expect(repaired).toContain('(karma-kanda)');
  });

  it('restores a lost "q" the verse reference does not use when the reference uses its word family', () => {
    const repaired = repairGitaText('2.48 Evenness of mind, eanimity, is called Yoga; he is ietude itself.', {
      verse: 'Evenness of mind is called Yoga.',
      vocabulary,
    });
    expect(repaired).toBe('2.48 Evenness of mind, equanimity, is called Yoga; he is quietude itself.');
  });

  it('mends a typing slip only from a near word of the same verse', () => {
    const verse = 'Far lower than the Yoga of wisdom is action, O Arjuna.';
    expect(repairGitaText('2.49 Far lower than the Yoga of wisdon is action', { verse, vocabulary })).toBe(
      '2.49 Far lower than the Yoga of wisdom is action',
    );
    // 'tamas' is two edits from 'rajas' and not a slip; 'bodiesof' is two words run together, not 'bodies'.
    expect(repairGitaText('tamas and bodiesof men', { verse: 'rajas and bodies of men', vocabulary })).toBe(
      'tamas and bodiesof men',
    );
  });

  it("turns the archive's '৷' signs back into an ellipsis", () => {
    expect(repairGitaText('is hard to overcome৷৷. (b) ৷৷. But those', { verse: '', vocabulary })).toBe(
      'is hard to overcome... (b) ... But those',
    );
  });

  it('counts edits with a swap of neighbours as one', () => {
    expect(editDistance('knoweldge', 'knowledge')).toBe(1);
    expect(editDistance('kanda', 'karma')).toBe(2);
  });
});

describe('markup and quotation marks', () => {
  it("strips Sujato's <j>, <em> and links, keeping their words", () => {
    // Snp 1.1 and Dhp 17 in ebt-data; SN 49.1-12 links to SN 45.92.
    expect(stripMarkup('Here they’re tormented, <j>hereafter they’re tormented, ')).toBe(
      'Here they’re tormented, hereafter they’re tormented, ',
    );
    expect(stripMarkup('far or near: <em>all</em> form')).toBe('far or near: all form');
    expect(stripMarkup("(Tell in full as in <a href='https://suttacentral.net/sn45.92'>SN 45.92</a>.)")).toBe(
      '(Tell in full as in SN 45.92.)',
    );
    expect(stripMarkup('Abraham &amp; Sarah&#8217;s tent')).toBe('Abraham & Sarah’s tent');
  });

  it('makes doubled quotation marks single', () => {
    expect(undoubleQuotes('He has neither fasted nor broken his fast."" \'Ata said')).toBe(
      'He has neither fasted nor broken his fast." \'Ata said',
    );
    expect(undoubleQuotes('And God said: ‘‘Nay')).toBe('And God said: ‘Nay');
  });

  it("drops JPS 1917's glued footnote letters", () => {
    expect(dropFootnoteLetters('and passed over athe River, and gave the acity of refuge')).toBe(
      'and passed over the River, and gave the city of refuge',
    );
    expect(dropFootnoteLetters('a cake of bread and abide about the altar')).toBe(
      'a cake of bread and abide about the altar',
    );
  });
});

describe('stray punctuation', () => {
  it('drops the period the Sefaria export left after a cut footnote, and a space before a closing mark', () => {
    // Micah 7:18 and 7:5 (JPS 1917) as the export has them.
    expect(
      tidyStrayPunctuation('He retaineth not His anger for ever, Because He delighteth in mercy. .'),
    ).toBe('He retaineth not His anger for ever, Because He delighteth in mercy.');
    expect(tidyStrayPunctuation('from her that lieth in thy bosom. .')).toBe(
      'from her that lieth in thy bosom.',
    );
    expect(tidyStrayPunctuation('thou hast pardoned all their sin. Selah .')).toBe(
      'thou hast pardoned all their sin. Selah.',
    );
    // Job 30:7 (WEB), a segment of Sujato's DN 2, and a hadith of al-Bukhari.
    expect(tidyStrayPunctuation('They are gathered together under the nettles .')).toBe(
      'They are gathered together under the nettles.',
    );
    expect(tidyStrayPunctuation('dancing, singing, and music ; and beautifying')).toBe(
      'dancing, singing, and music; and beautifying',
    );
    expect(tidyStrayPunctuation("I used to comb the hair of Allah's Messenger (ﷺ) .")).toBe(
      "I used to comb the hair of Allah's Messenger (ﷺ).",
    );
  });

  it('keeps a spaced ellipsis, decimal points and text that is already right', () => {
    expect(tidyStrayPunctuation('and he said . . . and went out')).toBe('and he said . . . and went out');
    expect(tidyStrayPunctuation('And they came . . .')).toBe('And they came . . .');
    expect(tidyStrayPunctuation('about 2.5 cubits')).toBe('about 2.5 cubits');
    const right = 'Blessed are the merciful, for they shall obtain mercy. “Amen,” said they; is it so?';
    expect(tidyStrayPunctuation(right)).toBe(right);
  });

  it('is the same after a second pass', () => {
    for (const text of ['word , . next', 'in mercy. .', 'nettles .', 'so ! .'])
      expect(tidyStrayPunctuation(tidyStrayPunctuation(text))).toBe(tidyStrayPunctuation(text));
  });
});
