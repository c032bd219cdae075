import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StudyItem } from '@common/api/study';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type RecordedRequest } from '@/test/api-test-server';
import { MyStudyPage } from './my-study-page';
import { VerseStudyActions } from './verse-study-actions';

const john316Text =
  'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.';
let items: StudyItem[] = [];
let nextId = 1;
let server: Awaited<ReturnType<typeof startApiTestServer>>;

/** The study API's answers, kept in memory the way the server keeps them (one item per kind and verse). */
function studyApi(request: RecordedRequest, reply: { json: (status: number, body: unknown) => void }) {
  if (request.path === '/api/study/items' && request.method === 'GET') {
    const kind = new URLSearchParams(request.search).get('kind');
    return reply.json(200, { items: items.filter((item) => !kind || item.kind === kind) });
  }
  if (request.path === '/api/study/items' && request.method === 'POST') {
    const body = request.body as StudyItem;
    const now = '2026-11-22T04:00:00.000Z';
    const item: StudyItem = {
      ...body,
      id: nextId++,
      reference: `${body.book} ${body.chapter}:${body.verse}`,
      translationName: 'World English Bible',
      text: john316Text,
      color: body.color ?? null,
      note: body.note ?? null,
      createdAt: now,
      updatedAt: now,
    };
    items = [...items.filter((other) => other.kind !== item.kind), item];
    return reply.json(201, item);
  }
  const match = /^\/api\/study\/items\/(\d+)$/.exec(request.path);
  if (match && request.method === 'DELETE') {
    items = items.filter((item) => item.id !== Number(match[1]));
    return reply.json(204, null);
  }
  if (request.path === '/api/study/verse-of-the-day')
    return reply.json(404, { error: 'Not Found', message: 'none' });
  return reply.json(404, { error: 'Not Found', message: 'No API route.' });
}

beforeAll(async () => {
  server = await startApiTestServer((request, reply) => studyApi(request, reply));
});
afterAll(() => server.close());
beforeEach(() => {
  items = [];
});

const john316 = {
  religion: 'christianity',
  book: 'John',
  chapter: 3,
  verse: 16,
  translation: 'web',
} as const;

describe('VerseStudyActions', () => {
  it('bookmarks, highlights in a chosen colour and notes the verse, showing what is saved', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <VerseStudyActions {...john316} reference="John 3:16" />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark John 3:16' }));
    await screen.findByRole('button', { name: 'Remove bookmark from John 3:16' });
    expect(server.requestsTo('/api/study/items').find((request) => request.method === 'POST')?.body).toEqual({
      ...john316,
      kind: 'bookmark',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Highlight John 3:16' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Green' }));
    expect(await screen.findByRole('img', { name: 'Highlighted green' })).toBeTruthy();
    expect(document.querySelector('[data-highlight-tint]')?.getAttribute('data-highlight-tint')).toBe(
      'green',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add a note to John 3:16' }));
    fireEvent.change(await screen.findByLabelText('Note on John 3:16'), {
      target: { value: 'God gives first.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await screen.findByRole('button', { name: 'Edit note on John 3:16' });
    expect(items.map((item) => [item.kind, item.color ?? item.note])).toEqual([
      ['bookmark', null],
      ['highlight', 'green'],
      ['note', 'God gives first.'],
    ]);
    // Many clicks through real HTTP: more than the default 5 s on a busy machine.
  }, 20_000);
});

describe('MyStudyPage', () => {
  it('lists items by tradition with their verse text, filters by kind and links the exports', async () => {
    items = [
      {
        id: 7,
        ...john316,
        kind: 'note',
        reference: 'John 3:16',
        translationName: 'World English Bible',
        text: john316Text,
        color: null,
        note: 'God gives first.',
        createdAt: '2026-11-21T10:00:00.000Z',
        updatedAt: '2026-11-21T10:00:00.000Z',
      },
    ];
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MyStudyPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Christianity' })).toBeTruthy();
    expect(screen.getByText(john316Text)).toBeTruthy();
    expect(screen.getByText('God gives first.')).toBeTruthy();
    expect(screen.getByText('World English Bible')).toBeTruthy();
    expect(screen.queryByText('(web)')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open John 3:16' }).getAttribute('href')).toBe(
      '/dashboard?religion=christianity&book=John&chapter=3&verse=16',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
      /\/api\/study\/export\?format=csv$/,
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'highlight' } });
    await screen.findByText('Nothing matches this search.');
    expect(server.requestsTo('/api/study/items').at(-1)?.search).toBe('?kind=highlight');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export Markdown' }).getAttribute('href')).toMatch(
        /format=markdown&kind=highlight$/,
      ),
    );
  });
});
