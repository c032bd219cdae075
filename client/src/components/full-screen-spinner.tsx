import { LOADING_APP_MESSAGE } from '@/lib/brand';
import { cn } from '@/lib/utils';

/** The full-screen 'Loading Sacred Circle...' shown while the auth state (or a page) loads. */
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
      className={cn('flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6', className)}
    >
      <div
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none"
      />
      <p className="text-muted-foreground">{label}</p>
    </div>
  );
}
