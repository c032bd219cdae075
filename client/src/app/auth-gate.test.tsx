import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer } from '@/test/api-test-server';
import { authUserFixture } from '@/test/auth-user-fixture';
import { AuthGate } from './auth-gate';

let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((_request, reply) => reply.json(200, authUserFixture()));
});
afterAll(() => server.close());
afterEach(() => onlineManager.setOnline(true));

describe('AuthGate', () => {
  it('keeps the page and what was typed when a call paused offline answers after reconnecting', async () => {
    onlineManager.setOnline(false);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthGate>
          <label>
            Your question
            <input />
          </label>
        </AuthGate>
      </QueryClientProvider>,
    );
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Your question' });
    fireEvent.change(input, { target: { value: 'What is loving-kindness?' } });
    expect(server.requestsTo('/api/auth/user')).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(server.requestsTo('/api/auth/user')).toHaveLength(1));
    expect(screen.queryByText('Loading Sacred Circle...')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your question' })).toBe(input);
    expect(input.value).toBe('What is loving-kindness?');
  });
});
