import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReadingPlace } from '@common/api/reading-places';
import type { ReligionId } from '@common/scripture/religions';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer } from '@/test/api-test-server';
import { ContinueReading } from './continue-reading';
import { useRememberPlace } from './use-remember-place';

let places: ReadingPlace[] = [];
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request, reply) => {
    if (request.method === 'GET') return reply.json(200, { places });
    const body = request.body as Omit<ReadingPlace, 'updatedAt'>;
    if (body.chapter > 28) return reply.json(404, { message: 'Matthew 99 is not in the library.' });
    places = [
      { ...body, updatedAt: '2026-11-27T05:00:00.000Z' },
      ...places.filter((place) => place.religion !== body.religion),
    ];
    return reply.json(200, places[0]);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  places = [];
  server.requests.length = 0;
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('ContinueReading', () => {
  it('offers the last chapter of each tradition read, and opens the one chosen', async () => {
    places = [
      { religion: 'christianity', book: 'John', chapter: 14, updatedAt: '2026-11-27T05:00:00.000Z' },
      { religion: 'islam', book: "Qur'an", chapter: 94, updatedAt: '2026-11-26T21:00:00.000Z' },
    ];
    const opened: ReadingPlace[] = [];
    render(<ContinueReading onOpen={(place) => opened.push(place)} />, { wrapper });

    await screen.findByRole('heading', { name: 'Continue reading' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['John 14Christianity', "Qur'an 94Islam"]);
    fireEvent.click(screen.getByRole('button', { name: /Qur'an 94/ }));
    expect(opened).toEqual([places[1]]);
  });

  it('shows nothing before the reader has read anywhere', async () => {
    const { container } = render(<ContinueReading onOpen={() => undefined} />, { wrapper });
    await waitFor(() => expect(server.requestsTo('/api/reading-places')).toHaveLength(1));
    expect(container.innerHTML).toBe('');
  });
});

describe('useRememberPlace', () => {
  it('saves each chapter shown as the place in its tradition, and nothing while no book is shown', async () => {
    const { rerender } = renderHook(
      (props: { religion: ReligionId | null; book: string | null; chapter: number }) =>
        useRememberPlace(props.religion, props.book, props.chapter),
      { wrapper, initialProps: { religion: 'christianity', book: null, chapter: 1 } },
    );
    rerender({ religion: 'christianity', book: 'Matthew', chapter: 5 });
    rerender({ religion: 'christianity', book: 'Matthew', chapter: 99 });
    rerender({ religion: 'christianity', book: 'John', chapter: 14 });
    await waitFor(() =>
      expect(server.requestsTo('/api/reading-places').map((request) => request.body)).toEqual([
        { religion: 'christianity', book: 'Matthew', chapter: 5 },
        { religion: 'christianity', book: 'Matthew', chapter: 99 },
        { religion: 'christianity', book: 'John', chapter: 14 },
      ]),
    );
    await waitFor(() => expect(places.map((place) => [place.book, place.chapter])).toEqual([['John', 14]]));
  });
});
