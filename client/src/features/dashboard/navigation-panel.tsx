import { useId } from 'react';
import type { ReligionSummary } from '@common/api/scripture';
import { religions as religionCatalog, type ReligionId } from '@common/scripture/religions';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { ReligionSymbol } from '@/components/religion-symbol';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useBookDetail } from '@/lib/scripture-queries';
import { cn } from '@/lib/utils';
import { BookPicker } from './book-picker';
import { SaveForOffline } from './save-for-offline';

/** The chapter picker offers 10 chapters when a book's count is not known, so it is never empty. */
export const DEFAULT_MAX_CHAPTERS = 10;

export type NavigationPanelProps = {
  religions: readonly ReligionSummary[];
  religion: ReligionId | null;
  book: string | null;
  chapter: number;
  maxChapters?: number;
  onSelectReligion: (religion: ReligionId) => void;
  onSelectBook: (book: string) => void;
  onSelectChapter: (chapter: number) => void;
  /** Opens a passage typed into the book picker as a reference. */
  onOpenVerse: (target: VerseScriptureRef) => void;
};

/** The left panel: the five symbols, the religion and book dropdowns, and the chapter picker. */
export function NavigationPanel({
  religions,
  religion,
  book,
  chapter,
  maxChapters = DEFAULT_MAX_CHAPTERS,
  onSelectReligion,
  onSelectBook,
  onSelectChapter,
  onOpenVerse,
}: NavigationPanelProps) {
  const ids = { religion: useId(), book: useId(), chapter: useId() };
  const summary = religions.find((entry) => entry.id === religion);
  const detail = useBookDetail(religion, book);
  const chapterCount = detail.data?.chapters || maxChapters;
  const chapterLabel = detail.data?.chapterLabel ?? 'Chapter';
  return (
    <div className="grid gap-5 p-4">
      <section aria-labelledby="traditions-heading" className="grid gap-3">
        <h2
          id="traditions-heading"
          className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
        >
          Sacred Texts
        </h2>
        <div className="flex flex-wrap gap-2">
          {religionCatalog.map((entry) => (
            <Tooltip key={entry.id}>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  aria-label={entry.symbolTooltip}
                  aria-pressed={entry.id === religion}
                  onClick={() => onSelectReligion(entry.id)}
                  className={cn(
                    'flex size-11 items-center justify-center rounded-full border bg-background transition-colors hover:bg-accent hover:text-accent-foreground',
                    entry.id === religion &&
                      'border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
                  )}
                >
                  <ReligionSymbol religion={entry.id} />
                </button>
              </TooltipTrigger>
              <TooltipContent>{entry.symbolTooltip}</TooltipContent>
            </Tooltip>
          ))}
        </div>
        <Label htmlFor={ids.religion} className="sr-only">
          Religion
        </Label>
        <Select value={religion ?? ''} onValueChange={(value) => onSelectReligion(value as ReligionId)}>
          <SelectTrigger id={ids.religion}>
            <SelectValue placeholder="Or select from dropdown..." />
          </SelectTrigger>
          <SelectContent>
            {religionCatalog.map((entry) => (
              <SelectItem key={entry.id} value={entry.id}>
                {entry.name} ({entry.symbolTooltip})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </section>
      {religion && (
        <section aria-label="Book and chapter" className="grid gap-3">
          <div className="grid gap-1.5">
            <p id={ids.book} className="text-sm font-medium">
              Book
            </p>
            {summary ? (
              <BookPicker
                books={summary.books}
                sections={summary.sections}
                value={book}
                religion={religion}
                onChange={onSelectBook}
                onOpenVerse={onOpenVerse}
              />
            ) : (
              <Skeleton className="h-10 w-full" />
            )}
          </div>
          {book && (
            <div className="grid gap-1.5">
              <Label htmlFor={ids.chapter}>{chapterLabel}</Label>
              {detail.isPending ? (
                <Skeleton className="h-10 w-full" />
              ) : (
                <Select value={String(chapter)} onValueChange={(value) => onSelectChapter(Number(value))}>
                  <SelectTrigger id={ids.chapter}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent className="max-h-72">
                    {Array.from({ length: chapterCount }, (_, index) => index + 1).map((number) => {
                      const entry = detail.data?.chapterTitles.find(
                        (candidate) => candidate.number === number,
                      );
                      return (
                        <SelectItem key={number} value={String(number)}>
                          {chapterLabel} {number}
                          {entry?.citation ? ` · ${entry.citation}` : ''}
                          {entry?.title ? ` · ${entry.title}` : ''}
                        </SelectItem>
                      );
                    })}
                  </SelectContent>
                </Select>
              )}
            </div>
          )}
          {book && detail.data ? (
            <SaveForOffline
              key={`${religion}/${book}`}
              religion={religion}
              book={book}
              detail={detail.data}
            />
          ) : null}
        </section>
      )}
    </div>
  );
}
