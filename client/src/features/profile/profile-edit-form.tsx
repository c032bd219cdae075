import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailField, firstNameField, lastNameField, phoneField, type AuthUser } from '@common/api/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The profile form, with its validation messages. */
const profileFormSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(20, 'Username must be at most 20 characters'),
  email: emailField,
  phone: z.union([z.literal(''), phoneField]),
});
export type ProfileFormValues = z.output<typeof profileFormSchema>;

const FIELDS = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
] as const;

export function ProfileEditForm({
  user,
  pending,
  onSubmit,
  onCancel,
}: {
  user: AuthUser;
  pending: boolean;
  onSubmit: (values: ProfileFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof profileFormSchema>, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      username: user.username ?? '',
      email: user.email ?? '',
      phone: user.phone ?? '',
    },
  });
  const { errors } = form.formState;

  return (
    <form noValidate aria-label="Edit profile" onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className="grid gap-2">
            <Label htmlFor={`profile-${field.name}`}>{field.label}</Label>
            <Input
              id={`profile-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `profile-${field.name}-error` : undefined}
              {...form.register(field.name)}
            />
            {errors[field.name] ? (
              <p id={`profile-${field.name}-error`} className="text-sm font-medium text-destructive">
                {errors[field.name]?.message}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
