import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { CompareResult } from '@common/api/chat';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { ComparePanel } from './compare-panel';

const result: CompareResult = {
  theme: 'forgiveness',
  aiSummary: 'Each tradition asks the reader to let go of a wrong.',
  summaryUnavailable: false,
  verses: {
    christianity: [
      {
        text: 'Be kind to one another, tenderhearted, forgiving each other, just as God also in Christ forgave you.',
        reference: 'Ephesians 4:32',
        book: 'Ephesians',
        chapter: 4,
        verse: 32,
        translation: 'web',
        translationName: 'World English Bible',
      },
    ],
  },
  guide: 'offline',
  importing: [],
};

const busy = 'New questions and themes are busy right now. Please try again in 5 seconds.';
const route: TestRoute = (request, reply) => {
  if (`${request.method} ${request.path}` !== 'POST /api/chat/compare')
    return reply.json(404, { error: 'Not Found', message: 'no route' });
  // The server's ranking slots are full for this theme.
  if ((request.body as { theme?: string }).theme === 'patience')
    return reply.json(503, { error: 'Service Unavailable', message: busy });
  return reply.json(200, result);
};

let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer(route);
});
afterAll(() => server.close());

describe('ComparePanel opened on a theme', () => {
  it('compares the theme it was opened on once, without a click', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ComparePanel sessionId="plan-compare-session" onOpenVerse={() => {}} initialTheme="forgiveness" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Forgiveness' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/tenderhearted, forgiving each other/)).toBeTruthy();
    const compares = server.requests.filter((request) => request.path === '/api/chat/compare');
    expect(compares).toHaveLength(1);
    expect(compares[0]!.body).toMatchObject({ theme: 'forgiveness' });
  });
});

describe('ComparePanel when the server is busy', () => {
  it('says so and when to try again, and keeps the panel usable', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ComparePanel sessionId="busy-compare-session" onOpenVerse={() => {}} />
        <Toaster />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Your own theme' }), {
      target: { value: 'patience' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText(busy, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Comparison Failed')).toBeTruthy();
    // Nothing is stuck: the theme can be sent again.
    expect(await screen.findByRole('button', { name: 'Compare' })).toHaveProperty('disabled', false);
  });
});
