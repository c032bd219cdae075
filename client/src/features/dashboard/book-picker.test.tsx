import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReferencedPassages } from '@common/api/search';
import { religionIds, type ReligionId } from '@common/scripture/religions';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer } from '@/test/api-test-server';
import { BookPicker } from './book-picker';
import { orderForReader } from './typed-reference';

const johnPassage = {
  religion: 'christianity' as const,
  book: 'John',
  chapter: 3,
  verse: 16,
  reference: 'John 3:16',
  text: 'For God so loved the world',
};
const genesis = (religion: ReligionId) => ({
  religion,
  book: 'Genesis',
  chapter: 1,
  verse: 1,
  reference: 'Genesis 1',
  text: 'In the beginning',
});
/** What the library answers per reference, as the search route does (a reference searches no words). */
const library: Record<string, ReferencedPassages> = {
  'Jn 3:16': { passages: [johnPassage], note: null },
  'Gen 1': { passages: [genesis('christianity'), genesis('judaism')], note: null },
  'John 3:99': { passages: [], note: 'There is no John 3:99: John 3 has 36 verses.' },
};
const counts = Object.fromEntries(religionIds.map((religion) => [religion, 0]));
let hold: Promise<void> | undefined;
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer(async (request, reply) => {
    await hold;
    const q = new URLSearchParams(request.search).get('q') ?? '';
    reply.json(200, { query: q, referenced: library[q], total: 0, counts, results: [] });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  hold = undefined;
  server.requests.length = 0;
});

function renderPicker(religion: ReligionId = 'christianity') {
  const onChange = vi.fn();
  const onOpenVerse = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BookPicker
        books={['Genesis', 'John', '1 John']}
        sections={undefined}
        value={null}
        religion={religion}
        onChange={onChange}
        onOpenVerse={onOpenVerse}
      />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Select a book...' }));
  const input = screen.getByRole('textbox', { name: 'Search books' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { input, type, onChange, onOpenVerse };
}

describe('BookPicker with a typed reference', () => {
  it('offers the passage first and opens it on Enter, announcing it', async () => {
    const { input, type, onOpenVerse, onChange } = renderPicker();
    type('Jn 3:16');
    const option = await screen.findByRole('button', { name: 'Open John 3:16 (Christianity)' });
    expect(option.textContent).toContain('For God so loved the world');
    expect(screen.getByRole('status').textContent).toContain('Open John 3:16 (Christianity): press Enter.');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onOpenVerse).toHaveBeenCalledWith({
      religion: 'christianity',
      book: 'John',
      chapter: 3,
      verse: 16,
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Search books' })).toBeNull();
  });

  it('opens the passage once the library answers when Enter came first', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const { input, type, onOpenVerse } = renderPicker();
    type('Jn 3:16');
    expect((await screen.findByRole('status')).textContent).toContain('Looking up “Jn 3:16”…');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onOpenVerse).not.toHaveBeenCalled();
    release();
    await waitFor(() =>
      expect(onOpenVerse).toHaveBeenCalledWith({
        religion: 'christianity',
        book: 'John',
        chapter: 3,
        verse: 16,
      }),
    );
  });

  it("puts the reader's own tradition first, and the arrow keys walk the options from the text field", async () => {
    const { input, type, onOpenVerse } = renderPicker('judaism');
    type('Gen 1');
    const tanakh = await screen.findByRole('button', { name: 'Open Genesis 1 (Judaism)' });
    const bible = screen.getByRole('button', { name: 'Open Genesis 1 (Christianity)' });
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tanakh);
    fireEvent.keyDown(tanakh, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(bible);
    fireEvent.keyDown(bible, { key: 'ArrowUp' });
    fireEvent.keyDown(tanakh, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input);
    fireEvent.click(bible);
    expect(onOpenVerse).toHaveBeenCalledWith({
      religion: 'christianity',
      book: 'Genesis',
      chapter: 1,
      verse: 1,
    });
  });

  it("says plainly what the library lacks, in the server's words, and Enter opens nothing", async () => {
    const { input, type, onOpenVerse, onChange } = renderPicker();
    type('John 3:99');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'There is no John 3:99: John 3 has 36 verses.',
      ),
    );
    expect(screen.queryByText(/No book matches/)).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onOpenVerse).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('filters books as before when the text is no reference, asking the server nothing', () => {
    const { input, type, onChange } = renderPicker();
    type('john');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Select a book...',
      'John',
      '1 John',
    ]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('John');
    expect(server.requests).toEqual([]);
  });
});

describe('orderForReader', () => {
  it("keeps the server's order for bare numbers, whose note names that order", () => {
    const quran = { ...johnPassage, religion: 'islam' as const, reference: "Qur'an 2:47" };
    const gita = { ...johnPassage, religion: 'hinduism' as const, reference: 'Bhagavad Gita 2:47' };
    const note = "“2:47” names no book: Qur'an 2:47 first, then Bhagavad Gita 2:47.";
    expect(orderForReader({ passages: [quran, gita], note }, 'hinduism')).toEqual([quran, gita]);
    expect(orderForReader({ passages: [quran, gita], note: null }, 'hinduism')).toEqual([gita, quran]);
  });
});
