import { Check, Copy, MessageSquarePlus, Volume2 } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { TranslationInfo, Verse } from '@common/api/scripture';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ScriptureText } from './scripture-text';

export type VerseCardProps = {
  verse: Verse;
  /** 'John 3:16', from formatScriptureRef. */
  reference: string;
  /** 'Verse', 'Ayah', 'Hadith', 'Segment'. */
  verseLabel: string;
  translation: TranslationInfo;
  originals: readonly TranslationInfo[];
  fontSize: number;
  isReading: boolean;
  isHighlighted: boolean;
  isCopied: boolean;
  onReadAloud: (verse: number) => void;
  onCopy: (verse: number) => void;
  onSendToChat: (verse: number) => void;
  /** Actions another feature adds (bookmark, highlight, note), after the reader's own. */
  renderActions?: (verse: number) => ReactNode;
};

function narratorOf(verse: Verse): string | null {
  const narrator = verse.meta?.narrator;
  return typeof narrator === 'string' && narrator.trim() ? narrator.trim() : null;
}

/** One verse: number, text (with the original beside or under it), reference, and its three actions. */
export const VerseCard = memo(function VerseCard({
  verse,
  reference,
  verseLabel,
  translation,
  originals,
  fontSize,
  isReading,
  isHighlighted,
  isCopied,
  onReadAloud,
  onCopy,
  onSendToChat,
  renderActions,
}: VerseCardProps) {
  const parallelTexts = originals
    .map((original) => ({ original, text: verse.parallel?.[original.id] }))
    .filter((entry): entry is { original: TranslationInfo; text: string } => Boolean(entry.text));
  const narrator = narratorOf(verse);
  const label = `${verseLabel} ${verse.verse}`;
  return (
    <article
      id={`verse-${verse.verse}`}
      data-verse={verse.verse}
      data-reading={isReading || undefined}
      data-highlighted={isHighlighted || undefined}
      aria-label={reference}
      aria-current={isReading ? 'true' : undefined}
      // Positioned and isolated so an action may lay a tint over the card's background (a study highlight).
      className={cn(
        'relative isolate scroll-mt-24 rounded-lg border bg-card p-4 text-card-foreground shadow-sm transition-colors duration-500',
        isReading && 'border-primary ring-2 ring-primary/60',
        isHighlighted && 'bg-accent text-accent-foreground',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className="mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
          aria-hidden="true"
        >
          {verse.verse}
        </span>
        <div className="min-w-0 flex-1">
          <span className="sr-only">{label}</span>
          {narrator && <p className="mb-1 text-sm text-muted-foreground">{narrator}</p>}
          <div className={cn('grid gap-3', parallelTexts.length > 0 && '@2xl:grid-cols-2')}>
            {verse.text && (
              <ScriptureText
                text={verse.text}
                language={translation.language}
                direction={translation.direction}
                fontSize={fontSize}
              />
            )}
            {parallelTexts.length > 0 && (
              <div className="grid gap-2 border-t pt-3 @2xl:border-t-0 @2xl:border-s @2xl:ps-4 @2xl:pt-0">
                {parallelTexts.map(({ original, text }) => (
                  <ScriptureText
                    key={original.id}
                    text={text}
                    language={original.language}
                    direction={original.direction}
                    fontSize={fontSize}
                    muted={!original.isOriginal}
                  />
                ))}
              </div>
            )}
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-medium text-muted-foreground">{reference}</p>
            <div className="flex flex-wrap items-center justify-end gap-1">
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={`Read ${reference} aloud`}
                title="Read aloud"
                onClick={() => onReadAloud(verse.verse)}
              >
                <Volume2 aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={isCopied ? `${reference} copied` : `Copy ${reference}`}
                title="Copy verse"
                onClick={() => onCopy(verse.verse)}
              >
                {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={`Send ${reference} to chat`}
                title="Send to chat"
                onClick={() => onSendToChat(verse.verse)}
              >
                <MessageSquarePlus aria-hidden="true" />
              </Button>
              {renderActions?.(verse.verse)}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
});
