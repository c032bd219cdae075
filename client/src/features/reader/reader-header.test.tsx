import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookDetail } from '@common/api/scripture';
import { ReaderHeader } from './reader-header';

const samyutta: BookDetail = {
  religion: 'buddhism',
  name: 'Samyutta Nikaya',
  slug: 'samyutta-nikaya',
  section: 'Four Nikayas',
  sortOrder: 5,
  chapterCount: 1937,
  originalName: 'Saṁyuttanikāya',
  chapterLabel: 'Sutta',
  verseLabel: 'Segment',
  chapters: 1937,
  chapterTitles: [
    {
      number: 159,
      title: 'With Godhika',
      originalTitle: 'Godhikasutta',
      verseCount: 63,
      citation: 'SN 4.23',
    },
  ],
  translations: [],
  defaultTranslation: 'sujato',
};

describe('ReaderHeader', () => {
  it('names a sutta by the citation the rest of the world uses beside the library’s running number', () => {
    render(
      <ReaderHeader
        religion="buddhism"
        book="Samyutta Nikaya"
        chapter={159}
        detail={samyutta}
        onChapterChange={() => undefined}
      />,
    );
    expect(screen.getByText(/Sutta 159 of 1937/).closest('p')?.textContent).toBe(
      'Sutta 159 of 1937 · SN 4.23 · With Godhika · Godhikasutta',
    );
  });
});
