import { describe, expect, it } from 'vitest';
import { referenceSegments } from './reference-segments';

describe('referenceSegments', () => {
  it('splits a reply into text and openable references', () => {
    const segments = referenceSegments(
      'The Holy Bible, Matthew 6:14 (World English Bible): “For if you forgive”',
    );
    expect(segments).toEqual([
      { text: 'The Holy Bible, ' },
      {
        text: 'Matthew 6:14',
        ref: { religion: 'christianity', book: 'Matthew', chapter: 6, verse: 14 },
      },
      { text: ' (World English Bible): “For if you forgive”' },
    ]);
  });

  it('reads a shared book in the tradition of its block', () => {
    const [, link] = referenceSegments('See Genesis 2:7.', 'judaism');
    expect(link!.ref).toMatchObject({ religion: 'judaism', book: 'Genesis', chapter: 2, verse: 7 });
  });

  it('keeps verse ranges and leaves plain text alone', () => {
    expect(referenceSegments('Khuddakapatha 9:11-12 says it')[0]!.ref).toMatchObject({
      verse: 11,
      verseEnd: 12,
    });
    expect(referenceSegments('No references here.')).toEqual([{ text: 'No references here.' }]);
  });
});
