import { ArrowRight, Waypoints } from 'lucide-react';
import { useState } from 'react';
import type { ParallelPassage } from '@common/api/parallels';
import { getReligion, religionIds } from '@common/scripture/religions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { preparedPercent, useMeaningProgress, useParallels } from './use-parallels';

export type VerseParallelsProps = VerseScriptureRef & {
  /** 'John 3:16'. */
  reference: string;
  /** Opens a passage in the reader (the dialog closes first). */
  onOpenVerse: (target: VerseScriptureRef) => void;
};

/** The verse card's "Parallels" action: the closest passages in meaning of the four other traditions. */
export function VerseParallels({ reference, onOpenVerse, ...target }: VerseParallelsProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={`Parallels of ${reference} in other traditions`}
        title="Parallels"
        onClick={() => setOpen(true)}
      >
        <Waypoints aria-hidden="true" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Parallels of {reference}</DialogTitle>
            <DialogDescription>Passages of the other traditions closest in meaning.</DialogDescription>
          </DialogHeader>
          {open && (
            <ParallelsList
              target={target}
              onOpen={(passage) => {
                setOpen(false);
                onOpenVerse(passage);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ParallelsList({
  target,
  onOpen,
}: {
  target: VerseScriptureRef;
  onOpen: (passage: VerseScriptureRef) => void;
}) {
  const { data, error, isPending } = useParallels(target, true);
  const preparing = Boolean(data && (data.status === 'indexing' || data.pending.length > 0));
  const progress = useMeaningProgress(preparing).data;
  const named = (religion: ParallelPassage['religion']) => {
    const percent = progress && preparedPercent(progress, religion);
    return `${getReligion(religion).name}${percent === undefined ? '' : ` (${percent}%)`}`;
  };
  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Finding parallels">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (error) return <p role="alert">Parallels could not be loaded: {error.message}</p>;
  if (data.status === 'indexing') {
    return (
      <p role="status">
        The library is still being prepared for finding parallels
        {data.pending.length > 0 ? ` (${data.pending.map(named).join(', ')})` : ''}. This panel updates when
        it is ready.
      </p>
    );
  }
  const byReligion = religionIds
    .map((religion) => ({ religion, passages: data.parallels.filter((p) => p.religion === religion) }))
    .filter((group) => group.passages.length > 0);
  return (
    <div className="grid gap-4">
      {byReligion.map(({ religion, passages }) => (
        <section key={religion} aria-labelledby={`parallels-${religion}`} className="grid gap-2">
          <h3 id={`parallels-${religion}`} className="text-sm font-semibold text-muted-foreground">
            {getReligion(religion).name}
          </h3>
          <ul className="grid gap-2">
            {passages.map((passage) => (
              <ParallelItem key={passage.reference} passage={passage} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
      {data.pending.length > 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          Still being prepared: {data.pending.map(named).join(', ')}.
        </p>
      )}
      {byReligion.length === 0 && data.pending.length === 0 && <p>No parallels were found.</p>}
    </div>
  );
}

function ParallelItem({
  passage,
  onOpen,
}: {
  passage: ParallelPassage;
  onOpen: (passage: VerseScriptureRef) => void;
}) {
  const { religion, book, chapter, verse } = passage;
  return (
    <li className="rounded-md border p-3">
      <p className="line-clamp-4 whitespace-pre-line text-sm">{passage.text}</p>
      <Button
        variant="link"
        className="mt-1 h-auto p-0"
        aria-label={`Open ${passage.reference} in the reader`}
        onClick={() => onOpen({ religion, book, chapter, verse })}
      >
        {passage.reference}
        <ArrowRight aria-hidden="true" />
      </Button>
      {passage.citation ? (
        <span className="ms-1 text-xs text-muted-foreground">({passage.citation})</span>
      ) : null}
    </li>
  );
}
