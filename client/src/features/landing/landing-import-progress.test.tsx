import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ImportProgress } from '@common/api/health';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer } from '@/test/api-test-server';
import { LandingPage } from './landing-page';

const importing: ImportProgress = {
  running: true,
  generation: 2,
  importing: ['islam'],
  sources: [
    {
      source: 'islam:hadith-bukhari',
      religion: 'islam',
      title: 'Sahih al-Bukhari',
      phase: 'writing',
      percent: 40,
    },
  ],
};

let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) =>
    request.path === '/api/library/import'
      ? reply.json(200, importing)
      : reply.json(404, { error: 'Not Found', message: 'No API route.' }),
  );
});
afterAll(() => server.close());

describe('LandingPage', () => {
  it('shows a visitor who is not signed in the library import in progress', async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <LandingPage />
        </Router>
      </AppProviders>,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Islam import' }, { timeout: 5000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('region', { name: 'Library import' }).textContent).toContain(
      'Islam is still on the way',
    );
  });
});
