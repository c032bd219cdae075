import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { withClasses } from '@/lib/utils';

export const LABEL_CLASSES =
  'text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={withClasses(LABEL_CLASSES, className)} {...props} />;
}
