import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { registerCardFonts } from './card-fonts';
import { layoutVerse } from './card-render';

registerCardFonts();
const ctx = createCanvas(1080, 1080).getContext('2d');
const john316 =
  'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.';

describe('layoutVerse', () => {
  it('sets a short verse large, in whole words, every word kept in order', () => {
    const layout = layoutVerse(ctx, { text: john316, language: 'en' });
    expect(layout.truncated).toBe(false);
    expect(layout.size).toBeGreaterThanOrEqual(56);
    expect(layout.lines.length).toBeGreaterThan(2);
    expect(layout.lines.join(' ')).toBe(john316);
    for (const line of layout.lines) {
      ctx.font = `${layout.size}px 'Card Literata'`;
      expect(ctx.measureText(line).width).toBeLessThanOrEqual(860);
    }
  });

  it('shrinks a longer verse before cutting it', () => {
    const layout = layoutVerse(ctx, { text: `${john316} `.repeat(4).trim(), language: 'en' });
    expect(layout.truncated).toBe(false);
    expect(layout.size).toBeLessThan(56);
    expect(layout.lines.join(' ')).toBe(`${john316} `.repeat(4).trim());
  });

  it('cuts a verse too long for the card at the smallest size with an ellipsis after a whole word', () => {
    const text = `${john316} `.repeat(20).trim();
    const layout = layoutVerse(ctx, { text, language: 'en' });
    expect(layout.truncated).toBe(true);
    expect(layout.size).toBe(28);
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(630);
    const last = layout.lines.at(-1)!;
    expect(last.endsWith('…')).toBe(true);
    expect(text.startsWith(layout.lines.join(' ').slice(0, -1))).toBe(true);
  });

  it('gives Arabic a larger size and taller lines than Latin, for its vowel marks', () => {
    const arabic = layoutVerse(ctx, { text: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ', language: 'ar' });
    const latin = layoutVerse(ctx, { text: 'In the name of God', language: 'en' });
    expect(arabic.size).toBeGreaterThan(latin.size);
    expect(arabic.lineHeight / arabic.size).toBeGreaterThan(latin.lineHeight / latin.size);
    expect(arabic.lines).toEqual(['بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ']);
  });

  it('breaks a single word wider than the card between letters instead of overflowing', () => {
    const word = 'a'.repeat(400);
    const layout = layoutVerse(ctx, { text: word, language: 'en' });
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join('')).toBe(word);
  });
});
