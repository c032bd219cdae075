import { useCallback } from 'react';
import { useToast } from '@/lib/use-toast';

export type SharedVerse = {
  religion: string;
  book: string;
  chapter: number;
  verse: number;
  reference: string;
  text?: string;
};

/** The dashboard deep link that opens and highlights the verse. */
export function verseLink(verse: SharedVerse): string {
  const params = new URLSearchParams({
    religion: verse.religion,
    book: verse.book,
    chapter: String(verse.chapter),
    verse: String(verse.verse),
  });
  return `/dashboard?${params.toString()}`;
}

/** Shares a verse's link with the Web Share API where there is one, else copies it. */
export function useShareVerse() {
  const { toast } = useToast();
  return useCallback(
    async (verse: SharedVerse) => {
      const url = new URL(verseLink(verse), window.location.origin).toString();
      const text = verse.text ? `${verse.text} — ${verse.reference}` : verse.reference;
      try {
        if (navigator.share) {
          await navigator.share({ title: verse.reference, text, url });
          return;
        }
        await navigator.clipboard.writeText(`${text}\n${url}`);
        toast({ title: 'Link copied', description: `A link to ${verse.reference} is on your clipboard.` });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        toast({ title: 'Not shared', description: 'The link could not be shared.', variant: 'destructive' });
      }
    },
    [toast],
  );
}
