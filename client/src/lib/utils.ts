import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind class override an earlier one (`px-2` then `px-4` gives `px-4`). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * A component's own classes with its caller's: merged by `cn` only when the caller gave some. tailwind-merge
 * builds its whole class map on its first call (~30 ms of one task on a slow phone), which a page that passes
 * no classes (the landing page's contact form) need not pay; a component's own list has no conflicting classes
 * (components/ui/own-classes.test.ts holds them to that).
 */
export function withClasses(own: string, className?: string): string {
  return className ? cn(own, className) : own;
}
