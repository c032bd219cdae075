import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer } from '@/test/api-test-server';
import { YourDataCard } from './your-data-card';

const limit = 'You can download your data 3 times an hour. Please try again in 42 minutes.';
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request, reply) => {
    if (request.path === '/api/account/export')
      return reply.json(429, { error: 'Too Many Requests', message: limit });
    return reply.json(404, { error: 'Not Found', message: 'No API route.' });
  });
});
afterAll(() => server.close());

describe('the Your data card', () => {
  it('explains the archive and, over the hourly limit, shows the server’s message in a toast', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <YourDataCard />
        <Toaster />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Your data')).toBeTruthy();
    expect(screen.getByText(/everything we keep about you/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Download my data' });
    fireEvent.click(button);
    expect(await screen.findByText(limit, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Download Failed')).toBeTruthy();
    expect(server.requestsTo('/api/account/export')).toHaveLength(1);
    // Ready to try again later.
    expect(await screen.findByRole('button', { name: 'Download my data' })).toHaveProperty('disabled', false);
  });
});
