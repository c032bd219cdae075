import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '@/app/app-providers';
import { AppRevealedContext } from '@/lib/app-revealed';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer } from '@/test/api-test-server';
import { LandingPage } from './landing-page';

let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((_request, reply) =>
    reply.json(404, { error: 'Not Found', message: 'No API route.' }),
  );
});
afterAll(() => server.close());

const queryClient = createQueryClient();
const location = memoryLocation({ path: '/' });

function Shell({ revealed, children }: { revealed: boolean; children: ReactNode }) {
  return (
    <AppProviders queryClient={queryClient}>
      <Router hook={location.hook}>
        <AppRevealedContext value={revealed}>{children}</AppRevealedContext>
      </Router>
    </AppProviders>
  );
}

describe('LandingPage behind the splash', () => {
  it('renders the hero at once and the sections below it only once the splash hands over', async () => {
    const { rerender } = render(
      <Shell revealed={false}>
        <LandingPage />
      </Shell>,
    );
    expect(screen.getByRole('link', { name: 'ENTER THE CIRCLE' })).toBeTruthy();
    // The lower sections' chunk is loaded (the page starts it behind the splash) and React has done all it
    // would do with it, yet nothing is rendered: the splash still covers the page.
    await act(async () => {
      await import('./landing-lower-sections');
    });
    expect(screen.queryByRole('heading', { name: 'EXPERIENCE AI WISDOM' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();

    rerender(
      <Shell revealed>
        <LandingPage />
      </Shell>,
    );
    expect(
      await screen.findByRole('heading', { name: 'EXPERIENCE AI WISDOM' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });
});
