import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailField, firstNameField, lastNameField, passwordField, usernameField } from '@common/api/auth';
import { PasswordInput } from '@/components/account/password-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from './field-error';

const signUpFormSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  username: usernameField,
  // The form asks for no phone, so the address is the contact sign-up needs (one of email or phone).
  email: z.string().trim().min(1, 'Either email or phone is required').pipe(emailField),
  password: passwordField,
});
export type SignUpFormValues = z.infer<typeof signUpFormSchema>;

const FIELDS = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name', type: 'text' },
  { name: 'username', label: 'Username', autoComplete: 'username', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
] as const;

export function SignUpForm({
  onSubmit,
  pending,
}: {
  onSubmit: (values: SignUpFormValues) => void;
  pending: boolean;
}) {
  const form = useForm<z.input<typeof signUpFormSchema>, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const describedBy = (name: keyof SignUpFormValues) => (errors[name] ? `signup-${name}-error` : undefined);

  return (
    <form
      noValidate
      aria-label="Create account"
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.slice(0, 2).map((field) => (
          <div key={field.name} className="grid gap-2">
            <Label htmlFor={`signup-${field.name}`}>{field.label}</Label>
            <Input
              id={`signup-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              {...form.register(field.name)}
            />
            <FieldError id={`signup-${field.name}-error`} message={errors[field.name]?.message} />
          </div>
        ))}
      </div>
      {FIELDS.slice(2).map((field) => (
        <div key={field.name} className="grid gap-2">
          <Label htmlFor={`signup-${field.name}`}>{field.label}</Label>
          <Input
            id={`signup-${field.name}`}
            type={field.type}
            autoComplete={field.autoComplete}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name)}
            {...form.register(field.name)}
          />
          <FieldError id={`signup-${field.name}-error`} message={errors[field.name]?.message} />
        </div>
      ))}
      <div className="grid gap-2">
        <Label htmlFor="signup-password">Password</Label>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password')}
          {...form.register('password')}
        />
        <FieldError id="signup-password-error" message={errors.password?.message} />
      </div>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        Create Account
      </Button>
    </form>
  );
}
