import { useQuery } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { Link } from 'wouter';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { Button } from '@/components/ui/button';
import { useShareVerse } from './share-verse';
import { fetchVerseOfTheDay, verseOfTheDayQueryKey } from './study-api';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The verse of the day in the reader's own time zone, with a link that opens it and a way to share that link. */
export function VerseOfTheDayCard({
  onOpenVerse,
}: {
  /** Opens the verse in place (the dashboard's reader); without it the link navigates. */
  onOpenVerse?: (target: VerseScriptureRef) => void;
}) {
  const timeZone = browserTimeZone();
  const share = useShareVerse();
  const { data: verse } = useQuery({
    queryKey: verseOfTheDayQueryKey(timeZone),
    queryFn: ({ signal }) => fetchVerseOfTheDay(timeZone, signal),
    staleTime: 60 * 60 * 1000,
  });
  if (!verse) return null;

  return (
    <section
      aria-labelledby="verse-of-the-day"
      className="grid gap-2 rounded-lg border bg-card p-4 shadow-sm"
    >
      <h2 id="verse-of-the-day" className="text-sm font-semibold text-muted-foreground">
        Verse of the day
      </h2>
      <blockquote className="font-serif text-lg">{verse.text}</blockquote>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {verse.reference} · {verse.translationName}
        </p>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => void share(verse)}>
            <Share2 aria-hidden="true" /> Share
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link
              href={verse.link}
              onClick={(event) => {
                if (!onOpenVerse) return;
                event.preventDefault();
                onOpenVerse({
                  religion: verse.religion,
                  book: verse.book,
                  chapter: verse.chapter,
                  verse: verse.verse,
                });
              }}
            >
              Read {verse.reference}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
