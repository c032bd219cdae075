import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useChatShortcut } from './use-chat-shortcut';

function Page({ onChat, dialogOpen = false }: { onChat: () => void; dialogOpen?: boolean }) {
  useChatShortcut(onChat);
  return (
    <>
      <button type="button">Copy John 3:16</button>
      <label>
        Search books
        <input />
      </label>
      {dialogOpen && <div role="dialog" data-state="open" aria-label="Add a note" />}
    </>
  );
}

describe("the chat shortcut '/'", () => {
  it('focuses the chat from the page or a control, and the key does not type itself', () => {
    const onChat = vi.fn();
    render(<Page onChat={onChat} />);
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Copy John 3:16' }), { key: '/' });
    expect(onChat).toHaveBeenCalledTimes(2);
  });

  it('leaves a slash typed in a text field, with a modifier, or while a dialog is open alone', () => {
    const onChat = vi.fn();
    const { rerender } = render(<Page onChat={onChat} />);
    expect(fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search books' }), { key: '/' })).toBe(true);
    fireEvent.keyDown(document.body, { key: '/', ctrlKey: true });
    rerender(<Page onChat={onChat} dialogOpen />);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(onChat).not.toHaveBeenCalled();
  });
});
