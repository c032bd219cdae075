import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer } from '@/test/api-test-server';
import { PRIVACY_SECTIONS } from './privacy-page';

const visitor = 'Please sign in, or read as a guest, to download your data.';
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request, reply) => {
    if (request.path === '/api/account/export')
      return reply.json(401, { error: 'Unauthorized', message: visitor });
    if (request.path === '/api/legal/retention')
      return reply.json(200, { guestDays: 90, chatMonths: 24, moderationContentDays: 30 });
    return reply.json(404, { error: 'Not Found', message: 'No API route.' });
  });
});
afterAll(() => server.close());

describe('the privacy policy’s rights section', () => {
  it('offers the download beside the right of access, and tells a visitor with nothing kept how to have data', async () => {
    const rights = PRIVACY_SECTIONS.find((section) => section.id === 'rights')!;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <section aria-label="Your Rights and Choices">{rights.body}</section>
        <Toaster />
      </QueryClientProvider>,
    );
    const section = screen.getByRole('region', { name: 'Your Rights and Choices' });
    expect(within(section).getByRole('heading', { name: 'Download your data' })).toBeTruthy();
    expect(within(section).getByText(/With an account or as a guest, you can download a copy/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(visitor, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Download Failed')).toBeTruthy();
    expect(server.requestsTo('/api/account/export')).toHaveLength(1);
  });
});
