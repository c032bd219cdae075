import { QueryClientProvider } from '@tanstack/react-query';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { fallbackVerses } from './random-verse-fallbacks';
import { RandomVerseCard } from './random-verse-card';

let route: TestRoute = (_request, reply) => reply.json(404, { error: 'Not Found', message: 'No API route.' });
let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) => route(request, reply));
});
afterAll(() => server.close());

function renderCard() {
  const opened: VerseScriptureRef[] = [];
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RandomVerseCard onOpenVerse={(target) => opened.push(target)} />
    </QueryClientProvider>,
  );
  return opened;
}

describe('RandomVerseCard', () => {
  it('shows the verse the server picked and opens its chapter at that verse', async () => {
    route = (_request, reply) =>
      reply.json(200, {
        faith: 'islam',
        book: "Qur'an",
        chapter: 94,
        verse: 6,
        text: 'Indeed, with hardship [will be] ease',
        reference: "Qur'an 94:6",
        translation: 'saheeh-international',
        translationName: 'Saheeh International',
      });
    const opened = renderCard();
    await screen.findByText('“Indeed, with hardship [will be] ease”');
    expect(screen.getByText("Qur'an 94:6")).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Read full chapter' });
    expect(link.getAttribute('href')).toBe(`/dashboard?religion=islam&book=Qur%27an&chapter=94&verse=6`);
    fireEvent.click(link);
    expect(opened).toEqual([
      expect.objectContaining({ religion: 'islam', book: "Qur'an", chapter: 94, verse: 6 }),
    ]);
    expect(screen.getByText('Next verse in 60s')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Time until the next verse' }).getAttribute('aria-valuenow'),
    ).toBe('0');
  });

  it('quotes a verse that opens a speech once, never as ““', async () => {
    route = (_request, reply) =>
      reply.json(200, {
        faith: 'christianity',
        book: 'Matthew',
        chapter: 6,
        verse: 14,
        text: '“For if you forgive men their trespasses, your heavenly Father will also forgive you.',
        reference: 'Matthew 6:14',
        translation: 'web',
        translationName: 'World English Bible',
      });
    renderCard();
    await screen.findByText(
      '“For if you forgive men their trespasses, your heavenly Father will also forgive you.”',
    );
  });

  it('falls back to one of the five built-in verses when the call fails, and fetches again on refresh', async () => {
    route = (_request, reply) =>
      reply.json(503, { error: 'Service Unavailable', message: 'No corpus imported yet.' });
    const before = server.requestsTo('/api/verse/random').length;
    renderCard();
    const quote = await screen.findByText(
      (content, element) => element?.tagName === 'BLOCKQUOTE' && content.length > 0,
    );
    const shown = fallbackVerses.find((verse) => quote.textContent === `“${verse.text}”`);
    expect(shown).toBeDefined();
    expect(screen.getByText(shown!.reference)).toBeTruthy();
    expect(fallbackVerses.map((verse) => verse.faith)).toEqual([
      'bible',
      'quran',
      'torah',
      'hindu',
      'buddhist',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Show another verse' }));
    await waitFor(() => expect(server.requestsTo('/api/verse/random').length).toBe(before + 2));
  });
});
