import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder block while content loads; hidden from assistive tech (announce loading elsewhere). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
