import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** Opened from state, as the profile and chat dialogs are: no DialogTrigger for Radix to return focus to. */
function SettingsWithDialog({
  unmountOnClose,
  autoFocusField = false,
}: {
  unmountOnClose: boolean;
  autoFocusField?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel="Close security">
        <DialogTitle>Security</DialogTitle>
        <DialogDescription>Password and signed-in devices</DialogDescription>
        <input aria-label="Current password" autoFocus={autoFocusField} />
      </DialogContent>
    </Dialog>
  );
  return (
    <>
      <button type="button">Configure</button>
      <button type="button" onClick={() => setOpen(true)}>
        Manage
      </button>
      {unmountOnClose ? open && dialog : dialog}
    </>
  );
}

describe('DialogContent', () => {
  for (const [unmountOnClose, autoFocusField] of [
    [false, false],
    [true, false],
    [true, true],
  ] as const) {
    it(`gives focus back to the button that opened it (${unmountOnClose ? 'unmounted' : 'kept'} on close${autoFocusField ? ', a field with autoFocus' : ''})`, async () => {
      const user = userEvent.setup();
      render(<SettingsWithDialog unmountOnClose={unmountOnClose} autoFocusField={autoFocusField} />);
      await user.tab();
      await user.tab();
      const manage = screen.getByRole('button', { name: 'Manage' });
      expect(document.activeElement).toBe(manage);
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Security' });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(manage));
    });
  }
});
