import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, LogOut } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { passwordField } from '@common/api/auth';
import { PasswordInput } from '@/components/account/password-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Separator } from '@/components/ui/separator';
import { useToast } from '@/lib/use-toast';
import { changePassword, forgetSession, logOutEverywhere, messageOf } from './profile-api';

const passwordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: passwordField, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

/** Security: change (or first set) the password, and sign out on every device. */
export function SecurityDialog({
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
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const change = useMutation({
    mutationFn: (values: PasswordFormValues) =>
      changePassword({
        newPassword: values.newPassword,
        ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
      }),
    onSuccess: (result) => {
      form.reset();
      toast({ title: 'Password Changed', description: result.message });
      onOpenChange(false);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Password Not Changed',
        description: messageOf(error, 'Failed to change your password. Please try again.'),
      }),
  });

  const everywhere = useMutation({
    mutationFn: logOutEverywhere,
    onSuccess: (result) => {
      forgetSession(queryClient);
      navigate('/');
      toast({ title: 'Signed Out', description: result.message });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Logout Failed',
        description: messageOf(error, 'Failed to sign out. Please try again.'),
      }),
  });

  const renderPasswordField = (name: keyof PasswordFormValues, label: string, autoComplete: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`security-${name}`}>{label}</Label>
      <PasswordInput
        id={`security-${name}`}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `security-${name}-error` : undefined}
        {...form.register(name)}
      />
      {errors[name] ? (
        <p id={`security-${name}-error`} className="text-sm font-medium text-destructive">
          {errors[name]?.message}
        </p>
      ) : null}
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Security</DialogTitle>
          <DialogDescription>
            {hasPassword
              ? 'Change your password. Your other devices will be signed out.'
              : 'Your account signs in with Google. Set a password to also sign in with your email.'}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => change.mutate(values))}
        >
          {hasPassword
            ? renderPasswordField('currentPassword', 'Current password', 'current-password')
            : null}
          {renderPasswordField('newPassword', 'New password', 'new-password')}
          {renderPasswordField('confirmPassword', 'Confirm new password', 'new-password')}
          <Button type="submit" disabled={change.isPending} className="justify-self-end">
            {change.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {hasPassword ? 'Change Password' : 'Set Password'}
          </Button>
        </form>
        <Separator />
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            Lost a device, or signed in somewhere you no longer trust? End every session at once.
          </p>
          <Button
            variant="outline"
            onClick={() => everywhere.mutate()}
            disabled={everywhere.isPending}
            className="justify-self-start"
          >
            <LogOut aria-hidden />
            Sign Out Everywhere
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
