import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailField, passwordField, type LoginRequest } from '@common/api/auth';
import { PasswordInput } from '@/components/account/password-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from './field-error';

const phonePattern = /^\+?[0-9 ()\-.]{7,20}$/;

const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Either email, phone, or username is required')
    .refine((value) => !value.includes('@') || emailField.safeParse(value).success, 'Invalid email address'),
  password: passwordField,
  rememberMe: z.boolean(),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** The one field takes an email and, for accounts made otherwise, a username or phone number. */
export function toLoginRequest(values: LoginFormValues): LoginRequest {
  const identifier = values.email.trim();
  const who = identifier.includes('@')
    ? { email: identifier }
    : phonePattern.test(identifier) && /\d{7}/.test(identifier.replace(/\D/g, ''))
      ? { phone: identifier }
      : { username: identifier };
  return { ...who, password: values.password, rememberMe: values.rememberMe };
}

export function LoginForm({
  onSubmit,
  onForgotPassword,
  pending,
  defaultEmail = '',
}: {
  onSubmit: (values: LoginFormValues) => void;
  onForgotPassword: () => void;
  pending: boolean;
  defaultEmail?: string;
}) {
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultEmail, password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  return (
    <form noValidate aria-label="Sign in" onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="login-email">Email, phone or username</Label>
        <Input
          id="login-email"
          type="text"
          inputMode="email"
          autoComplete="username"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...form.register('email')}
        />
        <FieldError id="login-email-error" message={errors.email?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">Password</Label>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...form.register('password')}
        />
        <FieldError id="login-password-error" message={errors.password?.message} />
      </div>
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id="login-remember"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor="login-remember" className="font-normal">
            Remember me
          </Label>
        </div>
        <button
          type="button"
          onClick={onForgotPassword}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        Sign In
      </Button>
    </form>
  );
}
