import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer } from '@/test/api-test-server';
import { shareMethodFor } from './share-verse';
import { VerseStudyActions } from './verse-study-actions';

// A real 1×1 PNG: the client passes on the server's bytes untouched, whatever the picture.
const cardPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const john316 = {
  religion: 'christianity',
  book: 'John',
  chapter: 3,
  verse: 16,
  translation: 'web',
} as const;
const deepLink = () =>
  `${window.location.origin}/dashboard?religion=christianity&book=John&chapter=3&verse=16`;

let cardStatus = 200;
let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) => {
    if (request.path === '/api/share/verse.png') {
      if (cardStatus !== 200) {
        return reply.json(cardStatus, { error: 'Not Found', message: 'John 3:16 is not in the library.' });
      }
      reply.raw.writeHead(200, { 'content-type': 'image/png' });
      return void reply.raw.end(cardPng);
    }
    if (request.path === '/api/study/items') return reply.json(200, { items: [] });
    return reply.json(404, { error: 'Not Found', message: 'No API route.' });
  });
});
afterAll(() => server.close());

type Downloaded = { name: string; href: string; bytes: Buffer };
let downloads: Downloaded[] = [];
let copied: string[] = [];
const objectUrls = new Map<string, Blob>();
const recordDownload = (event: MouseEvent) => {
  const anchor = event.target;
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.download) return;
  event.preventDefault();
  const blob = objectUrls.get(anchor.href);
  if (!blob) throw new Error(`No object URL ${anchor.href}`);
  void blob.arrayBuffer().then((buffer) => {
    downloads.push({ name: anchor.download, href: anchor.href, bytes: Buffer.from(buffer) });
  });
};

beforeEach(() => {
  cardStatus = 200;
  downloads = [];
  copied = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
  // jsdom has no object URLs; the browser's keep the blob alive behind a blob: address the same way.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:${window.location.origin}/${objectUrls.size + 1}`;
    objectUrls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void objectUrls.delete(url);
  document.addEventListener('click', recordDownload, true);
});
afterEach(() => {
  cleanup();
  document.removeEventListener('click', recordDownload, true);
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

function renderActions() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VerseStudyActions {...john316} reference="John 3:16" />
      <Toaster />
    </QueryClientProvider>,
  );
}

function giveWebShare(canShareFiles: boolean, shared: ShareData[]) {
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: ShareData) => void shared.push(data),
  });
  Object.defineProperty(navigator, 'canShare', {
    configurable: true,
    value: (data: ShareData) => canShareFiles || !data.files?.length,
  });
}

describe('shareMethodFor', () => {
  const file = new File([cardPng], 'card.png', { type: 'image/png' });
  it('uses the share sheet only where the browser says it can share the image file', () => {
    expect(shareMethodFor({}, file)).toBe('download');
    expect(shareMethodFor({ share: async () => {} }, file)).toBe('download');
    expect(shareMethodFor({ share: async () => {}, canShare: () => false }, file)).toBe('download');
    expect(shareMethodFor({ share: async () => {}, canShare: () => true }, file)).toBe('share-file');
    const throwing = () => {
      throw new TypeError('files are not supported');
    };
    expect(shareMethodFor({ share: async () => {}, canShare: throwing }, file)).toBe('download');
  });
});

describe('sharing a verse', () => {
  it('hands the card and the deep link to the Web Share API where it takes files', async () => {
    const shared: ShareData[] = [];
    giveWebShare(true, shared);
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Share John 3:16' }));
    await waitFor(() => expect(shared).toHaveLength(1));
    const [data] = shared;
    expect(data).toMatchObject({ title: 'John 3:16', text: 'John 3:16', url: deepLink() });
    const [file] = data!.files!;
    expect(file!.name).toBe('sacred-circle-john-3-16.png');
    expect(file!.type).toBe('image/png');
    expect(Buffer.from(await file!.arrayBuffer()).equals(cardPng)).toBe(true);
    expect(server.requestsTo('/api/share/verse.png').at(-1)?.search).toBe(
      '?religion=christianity&book=John&chapter=3&verse=16&translation=web',
    );
    expect(downloads).toEqual([]);
    expect(copied).toEqual([]);
  });

  it('downloads the card and copies the link where the browser cannot share files', async () => {
    const shared: ShareData[] = [];
    giveWebShare(false, shared);
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Share John 3:16' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('sacred-circle-john-3-16.png');
    expect(downloads[0]!.bytes.equals(cardPng)).toBe(true);
    await waitFor(() => expect(copied).toEqual([deepLink()]));
    expect(await screen.findByText('Image downloaded')).toBeTruthy();
    expect(
      screen.getByText('The image of John 3:16 is in your downloads, and its link is on your clipboard.'),
    ).toBeTruthy();
    expect(shared).toEqual([]);
  });

  it('copies the link and says why when the card cannot be made', async () => {
    cardStatus = 404;
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Share John 3:16' }));
    expect(await screen.findByText('Image not made')).toBeTruthy();
    expect(
      screen.getByText('John 3:16 is not in the library. A link to John 3:16 is on your clipboard instead.'),
    ).toBeTruthy();
    expect(copied).toEqual([`John 3:16\n${deepLink()}`]);
    expect(downloads).toEqual([]);
  });
});
