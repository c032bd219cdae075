import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useToast } from '@/lib/use-toast';
import { copiedFlagMachine } from './copied-flag-machine';

export const CHAT_DRAFT_PREFIX = 'Explain the following verse ';

/** The chat draft 'Explain' writes: this prefix followed by the verse text. */
export function chatDraftFor(text: string): string {
  return `${CHAT_DRAFT_PREFIX}${text}`;
}

async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins have no async clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy');
}

/** Copy with its 1 s 'copied' flag and toast. */
export function useCopyVerse() {
  const { toast } = useToast();
  const copiedFlag = useActorRef(copiedFlagMachine);
  const copiedVerse = useSelector(copiedFlag, (snapshot) => snapshot.context.verse);
  const copy = useCallback(
    async (verse: number, text: string, reference: string) => {
      try {
        await writeToClipboard(`${text}\n— ${reference}`);
        copiedFlag.send({ type: 'copied', verse });
        toast({ title: 'Verse copied', description: 'Verse copied to clipboard', duration: 3000 });
      } catch {
        toast({
          title: 'Copy failed',
          description: 'Your browser did not allow copying the verse.',
          variant: 'destructive',
        });
      }
    },
    [copiedFlag, toast],
  );
  return { copiedVerse, copy };
}
