import { describe, expect, it } from 'vitest';
import { quoteVerse, withoutEdgeQuotes } from './quote-verse';

describe('quoteVerse', () => {
  it('does not double the mark of a speech the verse opens (World English Bible, Matthew 6:14)', () => {
    expect(
      quoteVerse(' “For if you forgive men their trespasses, your heavenly Father will also forgive you.   '),
    ).toBe('“For if you forgive men their trespasses, your heavenly Father will also forgive you.”');
  });

  it('drops the nested marks a verse opens and never closes (Leviticus 19:18)', () => {
    expect(quoteVerse('“ ‘You shall not take vengeance. I am Yahweh.')).toBe(
      '“You shall not take vengeance. I am Yahweh.”',
    );
  });

  it('drops the closing marks of a speech the verse ends', () => {
    expect(quoteVerse('and the glory, forever. Amen.’”')).toBe('“and the glory, forever. Amen.”');
  });

  it('unwraps a verse that is a whole quotation, straight or curly', () => {
    expect(quoteVerse('“Love one another.”')).toBe('“Love one another.”');
    expect(quoteVerse('"Love one another."')).toBe('“Love one another.”');
  });

  it('turns quotations inside the verse into single marks', () => {
    expect(quoteVerse('Jesus said, “Love one another.”')).toBe('“Jesus said, ‘Love one another.’”');
    expect(quoteVerse('“Come,” he said, “and see.”')).toBe('“‘Come,’ he said, ‘and see.’”');
  });

  it('opens a straight quotation the verse never closes with an opening mark (Saheeh International, Qur’an 3:15)', () => {
    // The speech runs on into 3:16-17.
    expect(
      quoteVerse(
        'Say, "Shall I inform you of [something] better than that? And Allah is Seeing of [His] servants -',
      ),
    ).toBe(
      '“Say, ‘Shall I inform you of [something] better than that? And Allah is Seeing of [His] servants -”',
    );
    expect(quoteVerse('you are of the companions of the Fire."')).toBe(
      '“you are of the companions of the Fire.”',
    );
  });

  it('keeps apostrophes', () => {
    expect(withoutEdgeQuotes('But if you don’t forgive men their trespasses’ weight')).toBe(
      'But if you don’t forgive men their trespasses’ weight',
    );
    expect(quoteVerse('‘I don’t know.’')).toBe('“I don’t know.”');
  });
});
