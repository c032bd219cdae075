import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, Send } from 'lucide-react';
import { useForm, type Path } from 'react-hook-form';
import {
  CONTACT_MESSAGE_MAX,
  contactRequestSchema,
  type ContactFormValues,
  type ContactRequest,
} from '@common/api/contact';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError } from '@/lib/api-client';
import { useToast } from '@/lib/use-toast';
import { sendContactMessage } from './contact-api';

const EMPTY: ContactFormValues = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;

/** The server's 400 names the field (`body.email: ...`); put its sentence under that field. */
function serverFieldErrors(error: unknown): { field: Path<ContactFormValues>; message: string }[] {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return [];
  const issues = (error.body?.details as { issues?: { path?: string; message?: string }[] } | undefined)
    ?.issues;
  return (issues ?? []).flatMap((issue) => {
    const field = FIELDS.find((name) => issue.path === `body.${name}`);
    return field && issue.message ? [{ field, message: issue.message }] : [];
  });
}

export function ContactForm() {
  const { toast } = useToast();
  const form = useForm<ContactFormValues, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: EMPTY,
    // Errors first appear on submit (then update as the visitor types): a message appearing on blur would
    // push the button down under the pointer mid-click.
    mode: 'onSubmit',
  });
  const { errors } = form.formState;

  const send = useMutation({
    mutationFn: (values: ContactRequest) => sendContactMessage(values),
    onSuccess: (result) => {
      form.reset(EMPTY);
      toast({ title: 'Message sent', description: result.message });
    },
    onError: (error) => {
      for (const { field, message } of serverFieldErrors(error)) form.setError(field, { message });
      toast({
        variant: 'destructive',
        title: 'Message not sent',
        description:
          error instanceof ApiRequestError && error.serverMessage
            ? error.serverMessage
            : 'We could not reach the server. Please check your connection and try again.',
      });
    },
  });

  const describedBy = (field: (typeof FIELDS)[number]) =>
    errors[field] ? `contact-${field}-error` : undefined;
  const fieldError = (field: (typeof FIELDS)[number]) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="text-sm font-medium text-destructive">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <form
      noValidate
      aria-label="Contact form"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className="grid gap-5 rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
    >
      <div className="grid gap-2">
        <Label htmlFor="contact-name">Your Name</Label>
        <Input
          id="contact-name"
          type="text"
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          {...form.register('name')}
        />
        {fieldError('name')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-email">Email Address</Label>
        <Input
          id="contact-email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          {...form.register('email')}
        />
        {fieldError('email')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-message">Your Message</Label>
        <Textarea
          id="contact-message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          {...form.register('message')}
        />
        {fieldError('message')}
      </div>
      {/* Its own start, in a box: classes given to the button would wake tailwind-merge (lib/utils). */}
      <div className="justify-self-start">
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {send.isPending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
