import { ArrowRight, RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { quoteVerse } from '@common/scripture/quote-verse';
import { getReligion } from '@common/scripture/religions';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { cn } from '@/lib/utils';
import { useRandomVerseCard } from './use-random-verse';

function deepLink(target: VerseScriptureRef): string {
  const params = new URLSearchParams({
    religion: target.religion,
    book: target.book,
    chapter: String(target.chapter),
    verse: String(target.verse),
  });
  return `/dashboard?${params.toString()}`;
}

/** The random verse card: a verse from any tradition, a new one every minute, and a way to read it in full. */
export function RandomVerseCard({ onOpenVerse }: { onOpenVerse: (target: VerseScriptureRef) => void }) {
  const card = useRandomVerseCard();
  const { verse } = card;
  return (
    <Card className="grid gap-3 p-5" aria-labelledby="random-verse-title">
      <div className="flex items-center justify-between gap-2">
        <h2
          id="random-verse-title"
          className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground"
        >
          <Sparkles className="size-4 text-gold" aria-hidden="true" />
          Verse of the moment
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Show another verse"
          onClick={card.refresh}
          disabled={card.isFetching}
        >
          <RefreshCw aria-hidden="true" className={cn(card.isFetching && 'animate-spin')} />
        </Button>
      </div>
      {verse ? (
        <figure className="grid gap-2" aria-live="polite">
          <blockquote className="scripture max-w-none whitespace-pre-line text-lg">
            {quoteVerse(verse.text)}
          </blockquote>
          <figcaption className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">{verse.reference}</span>
            {' · '}
            {getReligion(verse.religion).name}
            {' · '}
            {verse.translationName}
          </figcaption>
        </figure>
      ) : (
        <div className="grid gap-2" role="status">
          <span className="sr-only">Loading a verse...</span>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-3/4" />
        </div>
      )}
      {verse && (
        <a
          href={deepLink(verse)}
          onClick={(event) => {
            event.preventDefault();
            onOpenVerse(verse);
          }}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Read full chapter
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </a>
      )}
      <div className="grid gap-1">
        <div
          role="progressbar"
          aria-label="Time until the next verse"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(card.progress)}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary transition-[width] duration-1000 ease-linear"
            style={{ width: `${card.progress}%` }}
          />
        </div>
        <p className="text-xs text-muted-foreground">Next verse in {card.secondsLeft}s</p>
      </div>
    </Card>
  );
}
