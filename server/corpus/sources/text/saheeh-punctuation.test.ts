import { describe, expect, it } from 'vitest';
import { quotesLeftOpen, restoreVerse } from './saheeh-punctuation';

describe('restoreVerse', () => {
  it('puts back the final mark and closes the quotation the verse opened with ours\'s "', () => {
    expect(
      restoreVerse(
        'And when it is said to them, "Do not cause corruption on the earth," they say, "We are but reformers',
        "And when it is said to them, 'Do not cause corruption on the earth,' they say, 'We are but reformers.'",
      ),
    ).toBe(
      'And when it is said to them, "Do not cause corruption on the earth," they say, "We are but reformers."',
    );
    expect(
      restoreVerse(
        'Who spend [in the cause of Allah] during ease and hardship - and Allah loves the doers of good',
        'Who spend [in the cause of Allah] during ease and hardship - and Allah loves the doers of good;',
      ),
    ).toBe('Who spend [in the cause of Allah] during ease and hardship - and Allah loves the doers of good;');
  });

  it('restores a lost opening mark as the outer quotation', () => {
    expect(
      restoreVerse(
        'Peace be upon you for what you patiently endured. And excellent is the final home',
        "'Peace be upon you for what you patiently endured. And excellent is the final home.'",
      ),
    ).toBe('"Peace be upon you for what you patiently endured. And excellent is the final home."');
    // islam.js has a space after the mark here; the lost quotation still closes further on, inside the verse.
    expect(
      restoreVerse(
        'Allah has begotten," and indeed, they are liars',
        "' Allah has begotten,' and indeed, they are liars.",
      ),
    ).toBe('"Allah has begotten," and indeed, they are liars.');
  });

  it('closes the innermost quotation first, then those begun in earlier verses from the inside out', () => {
    expect(
      restoreVerse(
        'He said, "He says, \'It is a yellow cow, bright in color - pleasing to the observers',
        "He said, 'He says, 'It is a yellow cow, bright in color - pleasing to the observers.' '",
      ),
    ).toBe('He said, "He says, \'It is a yellow cow, bright in color - pleasing to the observers.\' "');
    // 10:104 opens the outer quotation, 10:105 the inner one; 10:106 closes both.
    expect(
      restoreVerse(
        'And do not invoke besides Allah that which neither benefits you nor harms you',
        "And do not invoke besides Allah that which neither benefits you nor harms you.''",
      ),
    ).toBe('And do not invoke besides Allah that which neither benefits you nor harms you.\'"');
    expect(
      restoreVerse(
        '[Commanded to say], "Send with us the Children of Israel',
        "[Commanded to say], 'Send with us the Children of Israel.'''",
      ),
    ).toBe('[Commanded to say], "Send with us the Children of Israel."\'"');
  });

  it('closes after a question mark islam.js puts outside the quotation, and drops the space before a lone close', () => {
    expect(restoreVerse('Or do they say, "We are an assembly', "Or do they say, 'We are an assembly'?")).toBe(
      'Or do they say, "We are an assembly"?',
    );
    expect(
      restoreVerse('And indeed, we are a cautious society', "And indeed, we are a cautious society... '"),
    ).toBe('And indeed, we are a cautious society..."');
    expect(restoreVerse('Guide us to the straight path', 'Guide us to the straight path -')).toBe(
      'Guide us to the straight path -',
    );
  });

  it("keeps an 'ayn apostrophe, and opens no quotation at one or at a spaced possessive", () => {
    expect(restoreVerse('Ayn, Seen, Qaf', "'Ayn, Seen, Qaf.")).toBe("'Ayn, Seen, Qaf.");
    expect(restoreVerse('Aad denied the messengers', "'Aad denied the messengers")).toBe(
      "'Aad denied the messengers",
    );
    expect(quotesLeftOpen("the people of 'Aad and Thamud")).toEqual([]);
    expect(quotesLeftOpen("do not turn back [from fighting in Allah 's cause]")).toEqual([]);
    expect(
      restoreVerse(
        "enter the Holy Land and do not turn back [from fighting in Allah 's cause] and become losers",
        "enter the Holy Land and do not turn back [from fighting in Allah 's cause] and become losers.'",
      ),
    ).toBe('enter the Holy Land and do not turn back [from fighting in Allah \'s cause] and become losers."');
  });

  it('keeps ours when the words differ', () => {
    expect(
      restoreVerse(
        'Have We not made the earth a resting place',
        "Have We not made the earth a resting place? (Have we not smoothed the Earth's surface?)",
      ),
    ).toBeUndefined();
  });
});

describe('quotesLeftOpen', () => {
  it('tells opening marks from closing ones and apostrophes', () => {
    expect(quotesLeftOpen('They said, "Our Lord\'s mercy," and he said, "Say, \'Peace')).toEqual(['"', "'"]);
    expect(quotesLeftOpen('he said, "Say, \'Peace.\' "')).toEqual([]);
    expect(quotesLeftOpen("the believers' reward")).toEqual([]);
    expect(quotesLeftOpen('they will abide therein eternally."')).toEqual([]);
  });
});
