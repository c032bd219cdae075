import { useCallback } from 'react';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { ApiRequestError } from '@/lib/api-client';
import { useToast } from '@/lib/use-toast';
import { fetchVerseCard } from './study-api';

export type SharedVerse = VerseScriptureRef & {
  reference: string;
  /** The translation the card shows; without it the tradition's default. */
  translation?: string;
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

type ShareCapable = Pick<Navigator, 'share' | 'canShare'>;

/**
 * How this browser can pass the card on: the system share sheet when it accepts image files (most phones), else a
 * download of the PNG with the link on the clipboard (most desktops).
 */
export function shareMethodFor(browser: Partial<ShareCapable>, file: File): 'share-file' | 'download' {
  if (typeof browser.share !== 'function' || typeof browser.canShare !== 'function') return 'download';
  try {
    return browser.canShare({ files: [file] }) ? 'share-file' : 'download';
  } catch {
    return 'download';
  }
}

function download(file: File) {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started once click() returns; the object URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The server's own sentence (a 404's 'John 3:99 is not in the library.'), else a plain one. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return 'The image could not be made. Please check your connection and try again.';
}

async function copied(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Shares a verse as its image card and deep link: through the Web Share API where the browser can share files,
 * else by downloading the card and copying the link.
 */
export function useShareVerse() {
  const { toast } = useToast();
  return useCallback(
    async (verse: SharedVerse) => {
      const url = new URL(verseLink(verse), window.location.origin).toString();
      const text = verse.text ? `${verse.text} — ${verse.reference}` : verse.reference;
      let file: File;
      try {
        file = await fetchVerseCard(verse);
      } catch (error) {
        const linkCopied = await copied(`${text}\n${url}`);
        toast({
          title: 'Image not made',
          description: `${reasonOf(error)}${
            linkCopied ? ` A link to ${verse.reference} is on your clipboard instead.` : ''
          }`,
          variant: 'destructive',
        });
        return;
      }
      try {
        if (shareMethodFor(navigator, file) === 'share-file') {
          await navigator.share({ files: [file], title: verse.reference, text, url });
          return;
        }
        download(file);
        const linkCopied = await copied(url);
        toast({
          title: 'Image downloaded',
          description: linkCopied
            ? `The image of ${verse.reference} is in your downloads, and its link is on your clipboard.`
            : `The image of ${verse.reference} is in your downloads. Its link: ${url}`,
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        toast({ title: 'Not shared', description: 'The verse could not be shared.', variant: 'destructive' });
      }
    },
    [toast],
  );
}
