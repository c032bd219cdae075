import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReferencedPassages } from './referenced-passages';

const john = {
  religion: 'christianity' as const,
  book: 'John',
  chapter: 3,
  verse: 16,
  reference: 'John 3:16',
  text: 'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
};

describe('ReferencedPassages', () => {
  it('opens the passage a reference names in the reader', async () => {
    const onOpenVerse = vi.fn();
    render(<ReferencedPassages referenced={{ passages: [john], note: null }} onOpenVerse={onOpenVerse} />);
    const open = screen.getByRole('button', { name: 'Open John 3:16' });
    expect(open.textContent).toContain('For God so loved the world');
    await userEvent.click(open);
    expect(onOpenVerse).toHaveBeenCalledWith({
      religion: 'christianity',
      book: 'John',
      chapter: 3,
      verse: 16,
    });
  });

  it('says why nothing can be opened', () => {
    render(
      <ReferencedPassages
        referenced={{ passages: [], note: 'There is no John 3:99: John 3 has 36 verses.' }}
        onOpenVerse={() => {}}
      />,
    );
    expect(screen.getByText('There is no John 3:99: John 3 has 36 verses.').tagName).toBe('P');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
