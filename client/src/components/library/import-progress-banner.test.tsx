import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '@common/api/health';
import { ImportingNotice } from '@/components/library/importing-notice';
import { createQueryClient } from '@/lib/query-client';
import { useReligions } from '@/lib/scripture-queries';
import { startApiTestServer } from '@/test/api-test-server';
import { ImportProgressBanner } from './import-progress-banner';

let progress: ImportProgress;
let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) => {
    if (request.path === '/api/library/import') return reply.json(200, progress);
    if (request.path === '/api/religions') return reply.json(200, { religions: [] });
    return reply.json(404, { error: 'Not Found', message: 'No API route.' });
  });
});
afterAll(() => server.close());

const importing: ImportProgress = {
  running: true,
  generation: 4,
  importing: ['judaism', 'buddhism'],
  sources: [
    { source: 'judaism:tanakh', religion: 'judaism', title: 'Tanakh', phase: 'writing', percent: 65 },
    { source: 'buddhism:dhp', religion: 'buddhism', title: 'Dhammapada', phase: 'queued', percent: 0 },
    { source: 'buddhism:mn', religion: 'buddhism', title: 'Majjhima', phase: 'fetching', percent: 20 },
  ],
};

/** Reads the religion list as the reader does, so the test sees whether the banner has it fetched again. */
function Catalog() {
  useReligions();
  return null;
}

describe('ImportProgressBanner', () => {
  it('shows each importing tradition with its progress, refetches the catalog when a source lands, then goes', async () => {
    progress = importing;
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <Catalog />
        <ImportProgressBanner />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Judaism and Buddhism are still on the way'),
    );
    const judaism = screen.getByRole('progressbar', { name: 'Judaism import' });
    expect(judaism.getAttribute('aria-valuenow')).toBe('65');
    // Buddhism's two sources: one queued (0) and one at 20 give 10.
    expect(screen.getByRole('progressbar', { name: 'Buddhism import' }).getAttribute('aria-valuenow')).toBe(
      '10',
    );
    expect(screen.queryByRole('progressbar', { name: 'Christianity import' })).toBeNull();
    await waitFor(() => expect(server.requestsTo('/api/religions').length).toBeGreaterThan(0));
    const catalogReads = server.requestsTo('/api/religions').length;

    // The import finishes: a new generation, nothing running.
    progress = { running: false, generation: 6, importing: [], sources: [] };
    await queryClient.refetchQueries({ queryKey: ['/api/library/import'] });
    await waitFor(() => expect(screen.queryByTestId('import-progress')).toBeNull());
    await waitFor(() => expect(server.requestsTo('/api/religions').length).toBe(catalogReads + 1));
  });

  it('shows nothing when no import runs', async () => {
    progress = { running: false, generation: 0, importing: [], sources: [] };
    const before = server.requestsTo('/api/library/import').length;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ImportProgressBanner />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(server.requestsTo('/api/library/import').length).toBe(before + 1));
    expect(screen.queryByTestId('import-progress')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('ImportingNotice', () => {
  it('names the traditions an answer could not draw on yet, and is absent when there are none', () => {
    const { rerender } = render(<ImportingNotice importing={['judaism', 'hinduism', 'buddhism']} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Still importing: Judaism, Hinduism and Buddhism. Answers will include them in a minute or two.',
    );
    rerender(<ImportingNotice importing={['islam']} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Still importing: Islam. Answers will include it in a minute or two.',
    );
    rerender(<ImportingNotice importing={[]} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
