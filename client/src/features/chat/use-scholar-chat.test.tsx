import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ChatMessage } from '@common/api/chat';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer } from '@/test/api-test-server';
import { useScholarChat, type ChatContextInput } from './use-scholar-chat';

function message(id: number, sessionId: string, type: 'user' | 'ai', content: string): ChatMessage {
  return {
    id,
    sessionId,
    type,
    content,
    context: null,
    verseReference: null,
    isInterrupted: false,
    responseLatency: null,
    offlineFallback: false,
    supportLines: false,
    timestamp: '2026-11-20T10:00:00.000Z',
  };
}

const conversations: Record<string, ChatMessage[]> = {
  '1700000000000001': [
    message(1, '1700000000000001', 'user', 'How can I forgive someone who hurt me?'),
    message(2, '1700000000000001', 'ai', 'Peace I leave with you, my peace I give unto you (John 14:27).'),
  ],
  '1690000000000002': [message(7, '1690000000000002', 'user', 'What does the Gita say about duty?')],
};

let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) => {
    const sessionId = decodeURIComponent(request.path.replace('/api/chat/', ''));
    if (request.method === 'GET') reply.json(200, { sessionId, messages: conversations[sessionId] ?? [] });
    else reply.json(200, { sessionId, deleted: 0 });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function renderChat(initial: { sessionId: string; context: ChatContextInput }) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook((props: { sessionId: string; context: ChatContextInput }) => useScholarChat(props), {
    wrapper,
    initialProps: initial,
  });
}

const texts = (messages: readonly { content: string }[]) => messages.map((shown) => shown.content);
const matthew5: ChatContextInput = { religion: 'christianity', book: 'Matthew', chapter: 5 };

describe('useScholarChat keeps the conversation while the reader moves', () => {
  it('keeps it when a cited verse opens another book, and when it opens another tradition', async () => {
    const { result, rerender } = renderChat({ sessionId: '1700000000000001', context: matthew5 });
    await waitFor(() => expect(result.current.messages).toHaveLength(2));

    rerender({
      sessionId: '1700000000000001',
      context: { religion: 'christianity', book: 'John', chapter: 14 },
    });
    rerender({
      sessionId: '1700000000000001',
      context: { religion: 'islam', book: 'Al-Baqarah', chapter: 2 },
    });
    await waitFor(() => expect(result.current.persona.name).toBe('Islamic Scholar'));

    expect(texts(result.current.messages)).toEqual([
      'How can I forgive someone who hurt me?',
      'Peace I leave with you, my peace I give unto you (John 14:27).',
    ]);
    expect(server.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('shows another conversation when its session is opened', async () => {
    const { result, rerender } = renderChat({ sessionId: '1700000000000001', context: matthew5 });
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    rerender({ sessionId: '1690000000000002', context: matthew5 });
    await waitFor(() =>
      expect(texts(result.current.messages)).toEqual(['What does the Gita say about duty?']),
    );
    expect(server.requestsTo('/api/chat/1690000000000002')).toHaveLength(1);
  });
});

describe('useScholarChat with a conversation opened from the history', () => {
  const saved = [
    { id: '41', type: 'user' as const, content: 'What does the Dhammapada say about anger?' },
    { id: '42', type: 'ai' as const, content: 'Hatred is never appeased by hatred in this world.' },
  ];

  it('shows the browser’s saved copy when the server no longer has it, until the reader clears it', async () => {
    const { result } = renderHook(
      () => useScholarChat({ sessionId: '1600000000000003', context: matthew5, savedMessages: saved }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
        ),
      },
    );
    await waitFor(() =>
      expect(texts(result.current.messages)).toEqual([
        'What does the Dhammapada say about anger?',
        'Hatred is never appeased by hatred in this world.',
      ]),
    );
    expect(result.current.earlierMessages).toEqual(saved);

    await act(() => result.current.clear());
    expect(result.current.messages).toEqual([]);
    expect(result.current.earlierMessages).toEqual([]);
  });

  it('shows only the server’s messages when it still has them all', async () => {
    const copy = conversations['1700000000000001']!.map((message) => ({
      id: String(message.id),
      type: message.type,
      content: message.content,
    }));
    const { result } = renderHook(
      () => useScholarChat({ sessionId: '1700000000000001', context: matthew5, savedMessages: copy }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
        ),
      },
    );
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    expect(result.current.messages.map((message) => message.key)).toEqual(['1', '2']);
    expect(result.current.earlierMessages).toEqual([]);
  });
});
