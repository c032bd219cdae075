import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { toastStore } from '@/lib/toast-store';
import { startApiTestServer } from '@/test/api-test-server';
import { progressQueryKeys } from './progress-api';
import { useReadingSession } from './use-reading-session';
import { installSendBeacon, progressServer } from './testing/progress-test-server';

let api = progressServer();
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request, reply) => api.route(request, reply));
});
afterAll(() => server.close());
beforeEach(() => {
  api = progressServer();
  server.requests.length = 0;
});

function renderSession() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      // The test server answers every journey read with its path: only the refetches matter here.
      const summary = useQuery({
        queryKey: progressQueryKeys.summary,
        queryFn: async () => (await apiRequest('GET', '/api/progress/summary')).json(),
      });
      return { reading: useReadingSession(), summary };
    },
    { wrapper },
  );
}

const psalms = (chapter: number) => ({ religion: 'christianity' as const, book: 'Psalms', chapter });

describe('useReadingSession', () => {
  it('exposes the active session and refreshes the journey queries after an end', async () => {
    const { result } = renderSession();
    await waitFor(() => expect(result.current.summary.isSuccess).toBe(true), { timeout: 5000 });
    expect(server.requestsTo('/api/progress/summary')).toHaveLength(1);

    await act(() => result.current.reading.start(psalms(23)));
    expect(result.current.reading.session).toMatchObject({ sessionId: 101, book: 'Psalms', chapter: 23 });
    act(() => result.current.reading.recordVerseRead());
    expect(result.current.reading.session?.versesRead).toBe(1);

    await act(() => result.current.reading.changeChapter(psalms(24)));
    expect(server.requestsTo('/api/progress/session/101/end')[0]?.body).toMatchObject({
      versesRead: 1,
      completedChapter: true,
    });
    // The summary query was refetched after the start and after the end.
    await waitFor(() => expect(server.requestsTo('/api/progress/summary').length).toBeGreaterThanOrEqual(3), {
      timeout: 5000,
    });
    expect(result.current.reading.session).toMatchObject({ sessionId: 102, chapter: 24 });
  });

  it('celebrates what a session earned with one toast, the special milestone first', async () => {
    const { result } = renderSession();
    await act(() => result.current.reading.start(psalms(1)));
    const milestone = (type: string, badge: string, title: string, isSpecial: boolean) => ({
      id: type.length,
      type,
      badge,
      title,
      description: `${title}.`,
      value: 1,
      isSpecial,
      achievedAt: '2025-08-26T09:00:00.000Z',
    });
    api.state.newMilestones = [
      milestone('first_session', '🌱', 'First Steps', false),
      milestone('all_traditions', '🌍', 'Interfaith Explorer', true),
    ];
    await act(() => result.current.reading.end());
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: '🌍 Interfaith Explorer',
      description: 'Interfaith Explorer. And 1 more milestone.',
    });
  });

  it('ends the session when the reader unmounts', async () => {
    const { result, unmount } = renderSession();
    await act(() => result.current.reading.start(psalms(1)));
    unmount();
    await waitFor(() => expect(server.requestsTo('/api/progress/session/101/end')).toHaveLength(1), {
      timeout: 5000,
    });
    expect(server.requestsTo('/api/progress/session/101/end')[0]?.method).toBe('PATCH');
  });

  it('sends the beacon when the page is hidden for good', async () => {
    const beacon = installSendBeacon();
    const { result } = renderSession();
    await act(() => result.current.reading.start(psalms(90)));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await beacon.settled();
    const [sent] = server.requestsTo('/api/progress/session/101/end');
    expect(sent).toMatchObject({
      method: 'POST',
      body: { sessionId: 101, durationMinutes: 0, versesRead: 0 },
    });
    expect(sent?.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(result.current.reading.session).toBeNull();
  });
});
