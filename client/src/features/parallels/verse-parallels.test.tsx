import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ParallelsResponse } from '@common/api/parallels';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type RecordedRequest } from '@/test/api-test-server';
import { VerseParallels } from './verse-parallels';

const ready: ParallelsResponse = {
  reference: 'Leviticus 19:18',
  status: 'ready',
  pending: ['hinduism'],
  parallels: [
    {
      religion: 'christianity',
      book: 'Matthew',
      chapter: 22,
      verse: 39,
      reference: 'Matthew 22:39',
      text: 'A second likewise is this, "You shall love your neighbor as yourself."',
      translation: 'web',
      score: 0.81,
    },
    {
      religion: 'buddhism',
      book: 'Dhammapada',
      chapter: 1,
      verse: 5,
      reference: 'Dhammapada 1:5',
      text: 'For never is hatred laid to rest by hate,\nit’s laid to rest by love.',
      translation: 'sujato',
      score: 0.57,
    },
  ],
};
let requests: RecordedRequest[] = [];
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request, reply) => {
    requests.push(request);
    const verse = new URLSearchParams(request.search).get('verse');
    if (request.path === '/api/parallels' && verse === '18') return reply.json(200, ready);
    if (request.path === '/api/library/meaning') {
      return reply.json(200, {
        running: true,
        translations: [
          { religion: 'hinduism', translation: 'gita-purohit', state: 'indexing', done: 280, total: 701 },
          { religion: 'judaism', translation: 'jps-1917', state: 'queued', done: 0, total: 0 },
        ],
      });
    }
    if (request.path === '/api/parallels') {
      return reply.json(200, {
        reference: 'Leviticus 19:2',
        status: 'indexing',
        pending: ['judaism'],
        parallels: [],
      });
    }
    return reply.json(404, { error: 'Not Found', message: 'No API route.' });
  });
});
afterAll(() => server.close());

function renderParallels(verse: number, onOpenVerse = vi.fn()) {
  requests = [];
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VerseParallels
        religion="judaism"
        book="Leviticus"
        chapter={19}
        verse={verse}
        reference={`Leviticus 19:${verse}`}
        onOpenVerse={onOpenVerse}
      />
    </QueryClientProvider>,
  );
  return onOpenVerse;
}

describe('VerseParallels', () => {
  it('asks for nothing until opened, then lists the passages by tradition and opens one in the reader', async () => {
    const onOpenVerse = renderParallels(18);
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Parallels of Leviticus 19:18 in other traditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Parallels of Leviticus 19:18' });
    const buddhism = await within(dialog).findByRole('region', { name: 'Buddhism' });
    expect(buddhism.textContent).toContain('laid to rest by love');
    expect(within(dialog).getByRole('region', { name: 'Christianity' }).textContent).toContain(
      'love your neighbor',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe('Still being prepared: Hinduism (39%).'),
    );
    expect(requests[0]!.search).toBe('?religion=judaism&book=Leviticus&chapter=19&verse=18');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Dhammapada 1:5 in the reader' }));
    expect(onOpenVerse).toHaveBeenCalledWith({
      religion: 'buddhism',
      book: 'Dhammapada',
      chapter: 1,
      verse: 5,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the library is still being prepared while the verse has no place in the index yet', async () => {
    renderParallels(2);
    fireEvent.click(screen.getByRole('button', { name: 'Parallels of Leviticus 19:2 in other traditions' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(
      'The library is still being prepared for finding parallels (Judaism).',
    );
  });
});
