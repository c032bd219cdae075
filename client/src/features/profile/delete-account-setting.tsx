import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The last row of Account Settings: deleting the account, behind a dialog that asks for a fresh proof. */
export function DeleteAccountSetting({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-md border border-destructive/40 p-4">
      <span className="text-destructive [&_svg]:size-5">
        <Trash2 aria-hidden />
      </span>
      <div className="grid flex-1 gap-0.5">
        <p className="font-medium">Delete Account</p>
        <p className="text-sm text-muted-foreground">Erase your account and everything in it, for good</p>
      </div>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      {open ? <DeleteAccountDialog open onOpenChange={setOpen} hasPassword={hasPassword} /> : null}
    </div>
  );
}
