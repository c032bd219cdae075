import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { OTP_LENGTH } from '@common/api/auth';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { OtpCodeInput } from './otp-code-input';

export type VerifyAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the code went: an email address or a phone number. */
  sentTo: { email?: string | null; phone?: string | null };
  /** Sends the code to the server; a thrown error keeps the dialog open. */
  onVerify: (code: string) => Promise<void>;
  /** Asks for a new code; omitted, no resend link is shown. */
  onResend?: () => Promise<void>;
  pending?: boolean;
};

/** 'Verify Your Account': six boxes, 'Verify Account' and 'Cancel', and the spam hint. */
export function VerifyAccountDialog({
  open,
  onOpenChange,
  sentTo,
  onVerify,
  onResend,
  pending,
}: VerifyAccountDialogProps) {
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const complete = code.length === OTP_LENGTH;
  const where = sentTo.email ? 'your email' : 'your phone';
  const address = sentTo.email ?? sentTo.phone;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!complete || pending) return;
    try {
      await onVerify(code);
      setCode('');
    } catch {
      // The caller has shown why; clear the boxes for another try.
      setCode('');
    }
  };

  const resend = async () => {
    if (!onResend) return;
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCode('');
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <form onSubmit={submit} className="grid gap-6">
          <DialogHeader>
            <DialogTitle>Verify Your Account</DialogTitle>
            <DialogDescription>
              We sent a {OTP_LENGTH}-digit verification code to {where}
              {address ? (
                <>
                  {' '}
                  <span className="font-medium text-foreground">{address}</span>
                </>
              ) : null}
              . Enter it below.
            </DialogDescription>
          </DialogHeader>
          <OtpCodeInput value={code} onChange={setCode} disabled={pending} autoFocus />
          <p className="text-center text-sm text-muted-foreground">
            Didn&apos;t receive it? Check your spam folder, or try again in a few minutes.
            {onResend ? (
              <>
                {' '}
                <button
                  type="button"
                  onClick={resend}
                  disabled={resending}
                  className="font-medium text-primary underline underline-offset-4 hover:no-underline disabled:opacity-50"
                >
                  Send a new code
                </button>
              </>
            ) : null}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!complete || pending}>
              {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              Verify Account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
