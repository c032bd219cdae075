import type { ComponentProps } from 'react';
import { withClasses } from '@/lib/utils';

export const TEXTAREA_CLASSES =
  'flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={withClasses(TEXTAREA_CLASSES, className)} {...props} />;
}
