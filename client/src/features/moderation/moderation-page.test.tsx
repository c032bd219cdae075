import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlaggedList, FlaggedMessage } from '@common/api/moderation';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer } from '@/test/api-test-server';
import { ModerationPage } from './moderation-page';

const blocked: FlaggedMessage = {
  id: 7,
  sessionId: 's1',
  content: 'burn the mosque down',
  flagReason: 'violence',
  rule: 'threat.place',
  aiConfidence: 95,
  reportedBy: 'auto-moderation',
  moderationAction: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  reviewedAt: null,
  user: null,
  context: [],
};
const reported: FlaggedMessage = {
  ...blocked,
  id: 8,
  content: 'a report',
  rule: null,
  reportedBy: 'a reader',
};

let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) => {
    if (request.path === '/api/moderation/flagged') {
      const list: FlaggedList = { items: [blocked, reported], pendingCount: 2 };
      return reply.json(200, list);
    }
    return reply.json(404, { error: 'Not Found', message: 'No API route.' });
  });
});
afterAll(() => server.close());

describe('ModerationPage', () => {
  it('shows moderators the guard rule that blocked a message, and none for a reader report', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ModerationPage />
      </QueryClientProvider>,
    );
    const cards = await screen.findAllByTestId('flagged-message');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('rule threat.place')).toBeTruthy();
    expect(within(cards[1]!).queryByText(/^rule /)).toBeNull();
  });
});
