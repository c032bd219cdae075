import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { OTP_LENGTH } from '@common/api/auth';
import { OtpCodeInput } from '@/components/account/otp-code-input';
import { PasswordInput } from '@/components/account/password-input';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useToast } from '@/lib/use-toast';
import { deleteAccount, fetchRetentionPeriods, requestDeletionCode } from './account-deletion-api';
import { forgetSession, messageOf } from './profile-api';

/** What the deletion erases, named so nobody is surprised by what is gone. */
const erased = [
  'Your profile, sign-ins and notification settings',
  'Your spiritual journey: streaks, milestones and weekly progress',
  'Your reading sessions and the places you were reading',
  'Your chats with the scholar',
  'Your study notes, highlights and bookmarks',
  'Your reading plans and their reminders',
];

/**
 * Confirms deleting the account with a fresh proof: the password, or for an account without one (Google
 * sign-in) a code sent to its address or phone. Done, the reader is signed out and back on the landing page.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  hasPassword,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasPassword: boolean;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const retention = useQuery({
    queryKey: ['/api/legal/retention'],
    queryFn: ({ signal }) => fetchRetentionPeriods(signal),
    staleTime: Infinity,
  });
  const keptFor = retention.data ? `for ${retention.data.moderationContentDays} days` : 'for a while';

  const sendCode = useMutation({
    mutationFn: requestDeletionCode,
    onSuccess: (result) => {
      setError(null);
      setSentTo(result.sentTo);
    },
    onError: (failure) => setError(messageOf(failure, 'We could not send a code. Please try again.')),
  });

  const remove = useMutation({
    mutationFn: () => deleteAccount(hasPassword ? { password } : { code }),
    onSuccess: (result) => {
      forgetSession(queryClient);
      navigate('/');
      toast({ title: 'Account Deleted', description: result.message });
    },
    onError: (failure) =>
      setError(messageOf(failure, 'Your account could not be deleted. Please try again.')),
  });

  const ready = hasPassword ? password.length > 0 : sentTo !== null && code.length === OTP_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !remove.isPending) remove.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This erases your account and everything in it. It cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm">
          <p className="font-medium">What will be erased:</p>
          <ul className="list-disc space-y-1 ps-5 text-muted-foreground">
            {erased.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="text-muted-foreground">
            Messages our moderation blocked are kept {keptFor} without your name, to protect others from
            abuse, then their words are removed.
          </p>
        </div>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          {hasPassword ? (
            <div className="grid gap-2">
              <Label htmlFor="delete-account-password">Enter your password to confirm</Label>
              <PasswordInput
                id="delete-account-password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'delete-account-error' : undefined}
              />
            </div>
          ) : sentTo ? (
            <div className="grid gap-2">
              <p className="text-sm">Enter the 6-digit code we sent to {sentTo}.</p>
              <OtpCodeInput
                value={code}
                onChange={setCode}
                autoFocus
                label="Deletion code"
                invalid={Boolean(error)}
              />
            </div>
          ) : (
            <div className="grid gap-2">
              <p className="text-sm">
                Your account has no password, so we confirm it is you with a code sent to your email or phone.
              </p>
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                onClick={() => sendCode.mutate()}
                disabled={sendCode.isPending}
              >
                {sendCode.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                Send me a code
              </Button>
            </div>
          )}
          {error ? (
            <p id="delete-account-error" role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!ready || remove.isPending}>
              {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              Delete my account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
