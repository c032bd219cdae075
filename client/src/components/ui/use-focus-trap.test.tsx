import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFocusTrap } from './use-focus-trap';

function Drawer({ popoverOpen = false }: { popoverOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useFocusTrap(ref, open, () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show panel
      </button>
      <aside ref={ref} aria-label="Panel" inert={!open}>
        <button type="button">First</button>
        <input aria-label="Middle" />
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Last
        </button>
        {popoverOpen && (
          <div role="dialog" aria-label="Reading settings" data-state="open">
            Settings
          </div>
        )}
      </aside>
      <button type="button">Outside</button>
    </>
  );
}

// jsdom lays nothing out, so every element has no boxes; the trap skips elements that are not rendered.
const getClientRects = HTMLElement.prototype.getClientRects;
beforeAll(() => {
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
afterAll(() => {
  HTMLElement.prototype.getClientRects = getClientRects;
});

describe('useFocusTrap', () => {
  it('moves focus in on opening, wraps Tab and Shift+Tab, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Drawer />);
    const trigger = screen.getByRole('button', { name: 'Show panel' });
    await user.click(trigger);
    const panel = screen.getByRole('complementary', { name: 'Panel' });
    expect(document.activeElement).toBe(panel);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Middle' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
    // Past the last control Tab wraps to the first, never to 'Outside'.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));

    await user.keyboard('{Escape}');
    expect(panel.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });

  it('gives focus back when closed from inside, and leaves the page alone while inactive', async () => {
    const user = userEvent.setup();
    render(<Drawer />);
    const trigger = screen.getByRole('button', { name: 'Show panel' });
    await user.click(trigger);
    await user.tab({ shift: true });
    const last = screen.getByRole('button', { name: 'Last' });
    expect(document.activeElement).toBe(last);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(trigger);

    // Closed: Tab goes on past the panel's end instead of wrapping (jsdom ignores inert, so it passes through).
    for (let i = 0; i < 4; i++) await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Outside' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Outside' }));
  });

  it('leaves Tab to a dialog opened from the drawer and portaled outside it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Drawer />
        <div role="dialog" aria-label="History" data-state="open">
          <button type="button">Close history</button>
          <button type="button">Open conversation</button>
        </div>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Show panel' }));
    screen.getByRole('button', { name: 'Close history' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open conversation' }));
    // Outside any open dialog, Tab still comes back into the drawer.
    screen.getAllByRole('button', { name: 'Outside' })[0]!.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
  });

  describe('Escape that a Radix layer marks as handled', () => {
    // What Radix's DismissableLayer does for its topmost layer: a capture listener on the document.
    const takeEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    };
    beforeAll(() => document.addEventListener('keydown', takeEscape, true));
    afterAll(() => document.removeEventListener('keydown', takeEscape, true));

    it('still closes the drawer when no popover, select, menu or dialog is open (a tooltip took it)', async () => {
      const user = userEvent.setup();
      render(<Drawer />);
      const trigger = screen.getByRole('button', { name: 'Show panel' });
      await user.click(trigger);
      await user.keyboard('{Escape}');
      expect(screen.getByRole('complementary', { name: 'Panel', hidden: true }).hasAttribute('inert')).toBe(
        true,
      );
      expect(document.activeElement).toBe(trigger);
    });

    it('leaves Escape to an open popover inside the drawer', async () => {
      const user = userEvent.setup();
      render(<Drawer popoverOpen />);
      await user.click(screen.getByRole('button', { name: 'Show panel' }));
      await user.keyboard('{Escape}');
      expect(screen.getByRole('complementary', { name: 'Panel' }).hasAttribute('inert')).toBe(false);
    });
  });
});
