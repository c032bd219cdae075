import { AlertCircle, BookOpen, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** The reader's loading, empty and error states, with their user-facing strings. */
export const SCRIPTURE_ERROR_INLINE = 'Error loading scriptures. Please try again.';
export const SCRIPTURE_ERROR_TOAST_TITLE = 'Error loading scriptures';
export const SCRIPTURE_ERROR_TOAST_DESCRIPTION = 'Failed to load scripture content. Please try again.';

export function VerseListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">Loading verses...</span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex gap-3 rounded-lg border bg-card p-4">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function VerseListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 p-8 text-center"
    >
      <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Error loading verses</h2>
      <p className="text-muted-foreground">Please try again or select a different chapter.</p>
      <p className="text-sm text-destructive">{SCRIPTURE_ERROR_INLINE}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

export function VerseListEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border p-8 text-center">
      <BookOpen className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">No verses available for this selection.</p>
      <p className="text-muted-foreground">Please select a different book or chapter.</p>
    </div>
  );
}

/**
 * A chapter the book does not have (a mistyped or stale link such as chapter 999 of 21): said plainly, with the
 * way back to the book's first chapter, instead of a caption that counts past the end.
 */
export function ChapterNotFound({
  book,
  chapter,
  label,
  total,
  onFirstChapter,
}: {
  book: string;
  chapter: number;
  label: string;
  total: number | null;
  onFirstChapter: () => void;
}) {
  const unit = label.toLowerCase();
  return (
    <section
      aria-labelledby="chapter-not-found-title"
      className="flex flex-col items-center gap-3 rounded-lg border p-8 text-center"
    >
      <BookOpen className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 id="chapter-not-found-title" className="text-lg font-semibold">
        {label} not found
      </h2>
      <p className="text-muted-foreground">
        {book} has no {unit} {chapter}
        {total ? `: it has ${total} ${unit}${total === 1 ? '' : 's'}.` : '.'}
      </p>
      <Button type="button" variant="outline" onClick={onFirstChapter}>
        Go to {book} {label === 'Chapter' ? '' : `${label} `}1
      </Button>
    </section>
  );
}
