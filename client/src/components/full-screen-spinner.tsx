import { LOADING_APP_MESSAGE } from '@/lib/brand';
import { clsx } from 'clsx';

/**
 * The full-screen 'Loading Sacred Circle...' shown while the auth state (or a page) loads. `className` is added,
 * not merged (clsx, not cn): the spinner is in the first render, before tailwind-merge is worth loading.
 */
export function FullScreenSpinner({
  label = LOADING_APP_MESSAGE,
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx(
        'flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none"
      />
      <p className="text-muted-foreground">{label}</p>
    </div>
  );
}
