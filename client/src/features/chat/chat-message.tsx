import { Play, Square } from 'lucide-react';
import { OFFLINE_FALLBACK_LABEL } from '@common/api/chat';
import { parsePerspectives } from '@common/chat/perspective-tags';
import { selectPersona } from '@common/personas';
import { referenceSegments } from '@common/chat/reference-segments';
import type { ReligionId } from '@common/scripture/religions';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { PlayRequest } from '@/lib/speech-output-context';
import { SupportLines } from './support-lines';
import type { ShownMessage } from './use-scholar-chat';

/** Text whose scripture references are buttons that open the verse in the reader. */
export function LinkedText({
  text,
  religion,
  onOpenVerse,
}: {
  text: string;
  religion?: ReligionId;
  onOpenVerse: (target: VerseScriptureRef) => void;
}) {
  return (
    <>
      {referenceSegments(text, religion).map((segment, index) =>
        segment.ref ? (
          <button
            key={index}
            type="button"
            className="font-medium text-primary underline decoration-dotted underline-offset-2 hover:decoration-solid"
            onClick={() =>
              onOpenVerse({
                religion: segment.ref!.religion,
                book: segment.ref!.book,
                chapter: segment.ref!.chapter,
                verse: segment.ref!.verse,
              })
            }
            title={`Open ${segment.text} in the reader`}
          >
            {segment.text}
          </button>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

function SpeakingIndicator() {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <span
        className="size-1.5 animate-pulse rounded-full bg-primary motion-reduce:animate-none"
        aria-hidden="true"
      />
      Speaking…
    </span>
  );
}

function SpeakButton({
  speaking,
  onToggle,
  label,
}: {
  speaking: boolean;
  onToggle: () => void;
  label: string;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-7"
      onClick={onToggle}
      aria-label={speaking ? `Stop reading ${label}` : `Read ${label} aloud`}
      aria-pressed={speaking}
    >
      {speaking ? <Square /> : <Play />}
    </Button>
  );
}

export type ChatMessageProps = {
  message: ShownMessage;
  speakingId: string | null;
  onSpeak: (id: string, text: string, request?: PlayRequest) => void;
  onStop: () => void;
  onOpenVerse: (target: VerseScriptureRef) => void;
};

/** A user message, or the scholar's: an introduction and one block per tradition, each with its badge. */
export function ChatMessageView({ message, speakingId, onSpeak, onStop, onOpenVerse }: ChatMessageProps) {
  if (message.type === 'user') {
    return (
      <li className="ms-auto max-w-[85%] rounded-lg bg-primary px-3 py-2 text-sm text-primary-foreground">
        {message.content}
      </li>
    );
  }
  const { intro, perspectives } = parsePerspectives(message.content);
  // A tradition's part is read in the voice of that tradition's scholar; the whole answer in the chat's voice.
  const toggle = (id: string, text: string, voiceId?: string) =>
    speakingId === id ? onStop() : onSpeak(id, text, voiceId ? { byUser: true, voiceId } : { byUser: true });
  return (
    <li
      className="me-auto grid max-w-[95%] gap-3 rounded-lg border bg-card px-3 py-2 text-sm"
      aria-busy={message.streaming ? true : undefined}
      data-testid="ai-message"
    >
      {intro ? (
        <div className="flex items-start gap-2">
          <p className="flex-1 whitespace-pre-line">
            <LinkedText text={intro} onOpenVerse={onOpenVerse} />
          </p>
          {speakingId === message.key ? <SpeakingIndicator /> : null}
          {message.streaming ? null : (
            <SpeakButton
              speaking={speakingId === message.key}
              onToggle={() => toggle(message.key, message.content)}
              label="the whole answer"
            />
          )}
        </div>
      ) : null}
      {perspectives.map((block) => {
        const id = `${message.key}:${block.religion}`;
        return (
          <section
            key={block.religion}
            className="grid gap-1 border-s-2 ps-3"
            aria-label={`${block.name} perspective`}
          >
            <div className="flex items-center gap-2">
              <Badge variant="secondary">{block.name}</Badge>
              {speakingId === id ? <SpeakingIndicator /> : null}
              {message.streaming ? null : (
                <SpeakButton
                  speaking={speakingId === id}
                  onToggle={() => toggle(id, block.text, selectPersona({ religion: block.religion }).voiceId)}
                  label={`the ${block.name} perspective`}
                />
              )}
            </div>
            <p className="whitespace-pre-line">
              <LinkedText text={block.text} religion={block.religion} onOpenVerse={onOpenVerse} />
            </p>
          </section>
        );
      })}
      {message.supportLines ? <SupportLines /> : null}
      {message.offlineFallback ? (
        <p className="text-xs text-muted-foreground" role="note" data-testid="offline-fallback">
          {OFFLINE_FALLBACK_LABEL}
        </p>
      ) : message.guide === 'offline' && !message.streaming && perspectives.length > 0 ? (
        <p className={cn('text-xs text-muted-foreground')}>
          Offline guide: every passage is quoted from the library; no AI model wrote this answer.
        </p>
      ) : null}
    </li>
  );
}
