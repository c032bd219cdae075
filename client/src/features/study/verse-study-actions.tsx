import { Bookmark, BookmarkCheck, Highlighter, NotebookPen, Share2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { highlightColors, MAX_NOTE_LENGTH, type StudyItem, type StudyVerse } from '@common/api/study';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { highlightStyles } from './highlight-colors';
import { useShareVerse } from './share-verse';
import { useStudyItems, useStudyMutations, verseKey } from './study-queries';

export type VerseStudyActionsProps = StudyVerse & { reference: string };

/** The caller's items by verse, so every verse card finds its own in one cached list. */
function useItemsOfVerse(verse: StudyVerse) {
  const { data } = useStudyItems();
  return useMemo(() => {
    const key = verseKey(verse);
    const mine = (data ?? []).filter((item) => verseKey(item) === key);
    const of = (kind: StudyItem['kind']) => mine.find((item) => item.kind === kind);
    return { bookmark: of('bookmark'), highlight: of('highlight'), note: of('note') };
  }, [data, verse]);
}

/** Bookmark, highlight (a colour), note and share actions of one verse card; a highlight tints the whole card. */
export function VerseStudyActions({ reference, ...verse }: VerseStudyActionsProps) {
  const { religion, book, chapter, translation } = verse;
  const target = useMemo(
    () => ({ religion, book, chapter, verse: verse.verse, translation }),
    [religion, book, chapter, verse.verse, translation],
  );
  const { bookmark, highlight, note } = useItemsOfVerse(target);
  const { save, remove } = useStudyMutations();
  const share = useShareVerse();
  const { toast } = useToast();
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: error.message, variant: 'destructive' });

  return (
    <>
      {highlight?.color && (
        // The whole verse card takes the colour: the card is positioned and isolated (verse-card.tsx), so this
        // layer sits on its background and under its text.
        <span
          aria-hidden="true"
          data-highlight-tint={highlight.color}
          className={cn(
            'pointer-events-none absolute inset-0 -z-10 rounded-[inherit]',
            highlightStyles[highlight.color].tint,
          )}
        />
      )}
      {highlight?.color && (
        <span
          className={cn('inline-block size-3 rounded-full', highlightStyles[highlight.color].swatch)}
          role="img"
          aria-label={`Highlighted ${highlightStyles[highlight.color].label.toLowerCase()}`}
          data-highlight-color={highlight.color}
        />
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-pressed={Boolean(bookmark)}
        aria-label={bookmark ? `Remove bookmark from ${reference}` : `Bookmark ${reference}`}
        title={bookmark ? 'Remove bookmark' : 'Bookmark'}
        onClick={() =>
          bookmark
            ? remove.mutate(bookmark, { onError: failed('Bookmark not removed') })
            : save.mutate({ ...target, kind: 'bookmark' }, { onError: failed('Bookmark not saved') })
        }
      >
        {bookmark ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      </Button>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Highlight ${reference}`}
            title="Highlight"
          >
            <Highlighter aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-2" aria-label={`Highlight colour for ${reference}`}>
          <div className="flex items-center gap-2">
            {highlightColors.map((color) => (
              <button
                key={color}
                type="button"
                className={cn(
                  'size-8 rounded-full border-2 border-transparent focus-visible:outline-2 focus-visible:outline-ring',
                  highlightStyles[color].swatch,
                  highlight?.color === color && 'border-foreground',
                )}
                aria-label={highlightStyles[color].label}
                aria-pressed={highlight?.color === color}
                onClick={() =>
                  save.mutate(
                    { ...target, kind: 'highlight', color },
                    { onError: failed('Highlight not saved') },
                  )
                }
              />
            ))}
            {highlight && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => remove.mutate(highlight, { onError: failed('Highlight not removed') })}
              >
                Remove
              </Button>
            )}
          </div>
        </PopoverContent>
      </Popover>
      <NotePopover reference={reference} note={note} target={target} onFailed={failed} />
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={`Share ${reference}`}
        title="Share as an image"
        onClick={() => void share({ ...target, reference })}
      >
        <Share2 aria-hidden="true" />
      </Button>
    </>
  );
}

function NotePopover({
  reference,
  note,
  target,
  onFailed,
}: {
  reference: string;
  note: StudyItem | undefined;
  target: StudyVerse;
  onFailed: (title: string) => (error: Error) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const { save, remove } = useStudyMutations();
  const close = () => setOpen(false);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(note?.note ?? '');
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn('size-9', note && 'text-primary')}
          aria-label={note ? `Edit note on ${reference}` : `Add a note to ${reference}`}
          title={note ? 'Edit note' : 'Add note'}
        >
          <NotebookPen aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="grid gap-2">
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!draft.trim()) return;
            save.mutate(
              { ...target, kind: 'note', note: draft },
              { onSuccess: close, onError: onFailed('Note not saved') },
            );
          }}
        >
          <label htmlFor={`note-${target.verse}`} className="text-sm font-medium">
            Note on {reference}
          </label>
          <Textarea
            id={`note-${target.verse}`}
            value={draft}
            maxLength={MAX_NOTE_LENGTH}
            rows={4}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            {note && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() =>
                  remove.mutate(note, { onSuccess: close, onError: onFailed('Note not deleted') })
                }
              >
                Delete
              </Button>
            )}
            <Button type="submit" size="sm" disabled={!draft.trim() || save.isPending}>
              Save note
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
