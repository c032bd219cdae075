import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryOf } from '../../corpus/library-generation';
import { corpusSources } from '../../corpus/registry';
import { createTestApp } from '../../test/test-app';

/*
 * While the background import runs, what the catalog says is about to change: browsers must not keep it for the
 * five minutes a complete library is cached for, and the import's progress is readable from memory.
 */
describe('the catalog and the import progress while sources import', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers no-cache while a source is importing and max-age=300 again once it is done', async () => {
    const library = libraryOf(app.database.db);
    const dhammapada = corpusSources.find((source) => source.id === 'buddhism:dhp')!;
    const gita = corpusSources.find((source) => source.id === 'hinduism:gita')!;
    const idle = (await app.inject({ method: 'GET', url: '/api/library/import' })).json();
    expect(idle).toEqual({ running: false, generation: idle.generation, importing: [], sources: [] });
    expect((await app.inject({ method: 'GET', url: '/api/religions' })).headers['cache-control']).toBe(
      'public, max-age=300',
    );

    library.queue([gita, dhammapada]);
    library.progress(gita, 'write', 500, 1000);
    const religions = await app.inject({ method: 'GET', url: '/api/religions' });
    expect(religions.headers['cache-control']).toBe('no-cache');
    const books = await app.inject({ method: 'GET', url: '/api/religions/hinduism/books' });
    expect(books.headers['cache-control']).toBe('no-cache');
    const during = await app.inject({ method: 'GET', url: '/api/library/import' });
    expect(during.headers['cache-control']).toBe('no-store');
    expect(during.json()).toEqual({
      running: true,
      generation: idle.generation,
      importing: ['hinduism', 'buddhism'],
      sources: [
        { source: 'hinduism:gita', religion: 'hinduism', title: gita.title, phase: 'writing', percent: 65 },
        {
          source: 'buddhism:dhp',
          religion: 'buddhism',
          title: dhammapada.title,
          phase: 'queued',
          percent: 0,
        },
      ],
    });

    library.finished(gita, true);
    library.finished(dhammapada, true);
    const after = (await app.inject({ method: 'GET', url: '/api/library/import' })).json();
    expect(after).toEqual({ running: false, generation: idle.generation + 2, importing: [], sources: [] });
    expect((await app.inject({ method: 'GET', url: '/api/religions' })).headers['cache-control']).toBe(
      'public, max-age=300',
    );
  });
});
