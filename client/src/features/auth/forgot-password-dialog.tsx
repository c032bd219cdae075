import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailField, OTP_LENGTH, passwordField } from '@common/api/auth';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useToast } from '@/lib/use-toast';
import { messageOf, requestCode, resetPassword } from './auth-api';
import { FieldError } from './field-error';

const emailStepSchema = z.object({ email: emailField });
const resetStepSchema = z.object({
  code: z.string().length(OTP_LENGTH, `Enter all ${OTP_LENGTH} digits of the code`),
  newPassword: passwordField,
});

/** 'Forgot password?': ask for a code by email, then choose a new password with it. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (email: string) => void;
}) {
  const { toast } = useToast();
  const [email, setEmail] = useState<string | null>(null);
  const emailForm = useForm<z.input<typeof emailStepSchema>, unknown, z.output<typeof emailStepSchema>>({
    resolver: zodResolver(emailStepSchema),
    defaultValues: { email: '' },
  });
  const resetForm = useForm<z.infer<typeof resetStepSchema>>({
    resolver: zodResolver(resetStepSchema),
    defaultValues: { code: '', newPassword: '' },
  });

  const close = (next: boolean) => {
    if (!next) {
      setEmail(null);
      emailForm.reset();
      resetForm.reset();
    }
    onOpenChange(next);
  };

  const sendCode = useMutation({
    mutationFn: (address: string) => requestCode({ email: address, purpose: 'reset' }),
    onSuccess: (result, address) => {
      setEmail(address);
      toast({ title: 'Check Your Email', description: result.message });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Code Not Sent',
        description: messageOf(error, 'Please try again.'),
      }),
  });

  const reset = useMutation({
    mutationFn: (values: z.infer<typeof resetStepSchema>) =>
      resetPassword({ email: email ?? '', code: values.code, newPassword: values.newPassword }),
    onSuccess: (result) => {
      toast({ title: 'Password Reset', description: result.message });
      const address = email ?? '';
      close(false);
      onDone(address);
    },
    onError: (error) => {
      resetForm.setValue('code', '');
      toast({
        variant: 'destructive',
        title: 'Reset Failed',
        description: messageOf(error, 'Invalid verification code. Please try again.'),
      });
    },
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            {email
              ? `Enter the ${OTP_LENGTH}-digit code we sent to ${email} and choose a new password.`
              : 'Enter the email of your account and we will send you a code.'}
          </DialogDescription>
        </DialogHeader>
        {email === null ? (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={emailForm.handleSubmit((values) => sendCode.mutate(values.email))}
          >
            <div className="grid gap-2">
              <Label htmlFor="reset-email">Email</Label>
              <Input
                id="reset-email"
                type="email"
                autoComplete="email"
                aria-invalid={emailForm.formState.errors.email ? true : undefined}
                aria-describedby={emailForm.formState.errors.email ? 'reset-email-error' : undefined}
                {...emailForm.register('email')}
              />
              <FieldError id="reset-email-error" message={emailForm.formState.errors.email?.message} />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={sendCode.isPending}>
                {sendCode.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                Send Code
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={resetForm.handleSubmit((values) => reset.mutate(values))}
          >
            <Controller
              control={resetForm.control}
              name="code"
              render={({ field }) => (
                <OtpCodeInput value={field.value} onChange={field.onChange} label="Reset code" autoFocus />
              )}
            />
            <FieldError id="reset-code-error" message={resetForm.formState.errors.code?.message} />
            <div className="grid gap-2">
              <Label htmlFor="reset-password">New password</Label>
              <PasswordInput
                id="reset-password"
                autoComplete="new-password"
                aria-invalid={resetForm.formState.errors.newPassword ? true : undefined}
                aria-describedby={resetForm.formState.errors.newPassword ? 'reset-password-error' : undefined}
                {...resetForm.register('newPassword')}
              />
              <FieldError
                id="reset-password-error"
                message={resetForm.formState.errors.newPassword?.message}
              />
            </div>
            <p className="text-sm text-muted-foreground">
              Didn&apos;t receive it? Check your spam folder, or try again in a few minutes.
            </p>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={reset.isPending}>
                {reset.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                Set New Password
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
