import { MessageSquare, RotateCcw, Scale } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { compareThemes, type CompareResult } from '@common/api/chat';
import { parsePerspectives } from '@common/chat/perspective-tags';
import { referenceSegments } from '@common/chat/reference-segments';
import { quoteVerse } from '@common/scripture/quote-verse';
import { getReligion, religionIds, type ReligionId } from '@common/scripture/religions';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api-client';
import { COMPARE_OFFLINE_NOTICE, OfflineNotice } from '@/lib/offline/offline-notice';
import { useOnline } from '@/lib/offline/use-online';
import { useToast } from '@/lib/use-toast';
import { ImportingNotice } from '@/components/library/importing-notice';
import { compareTheme } from './compare-api';
import { NothingFound } from './nothing-found';

export type ComparePanelProps = {
  sessionId: string;
  onOpenVerse: (target: VerseScriptureRef) => void;
  /** Back to the chat (the chat/compare toggle). */
  onShowChat?: () => void;
  /** A theme to compare as soon as the panel opens (a reading plan's day links here). */
  initialTheme?: string;
};

const themeLabel = (theme: string) => theme.replace(/^\w/, (letter) => letter.toUpperCase());

function Linked({
  text,
  religion,
  onOpenVerse,
}: {
  text: string;
  religion?: ReligionId;
  onOpenVerse: ComparePanelProps['onOpenVerse'];
}) {
  return (
    <>
      {referenceSegments(text, religion).map((segment, index) =>
        segment.ref ? (
          <button
            key={index}
            type="button"
            className="font-medium text-primary underline decoration-dotted underline-offset-2"
            onClick={() => onOpenVerse({ ...segment.ref!, verse: segment.ref!.verse })}
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

function Summary({
  text,
  unavailable,
  onOpenVerse,
}: {
  text: string;
  unavailable: boolean;
  onOpenVerse: ComparePanelProps['onOpenVerse'];
}) {
  const { intro, perspectives } = parsePerspectives(text);
  return (
    <section className="grid gap-3 rounded-lg border bg-card p-3 text-sm" aria-label="AI summary">
      <h3 className="font-semibold">AI summary</h3>
      {unavailable ? (
        <p className="text-muted-foreground" role="note" data-testid="summary-unavailable">
          {text}
        </p>
      ) : intro ? (
        <p>{intro}</p>
      ) : null}
      {perspectives.map((block) => (
        <div key={block.religion} className="grid gap-1 border-s-2 ps-3">
          <Badge variant="secondary" className="w-fit">
            {block.name}
          </Badge>
          <p>
            <Linked text={block.text} religion={block.religion} onOpenVerse={onOpenVerse} />
          </p>
        </div>
      ))}
    </section>
  );
}

const traditionsFound = (result: CompareResult) =>
  religionIds.filter((religion) => (result.verses[religion]?.length ?? 0) > 0).length;

function Results({
  result,
  onOpenVerse,
  busy,
  onTry,
}: {
  result: CompareResult;
  onOpenVerse: ComparePanelProps['onOpenVerse'];
  busy: boolean;
  onTry: (theme: string) => void;
}) {
  if (traditionsFound(result) === 0) {
    return (
      <div className="grid gap-4">
        <ImportingNotice importing={result.importing} />
        <NothingFound
          message={result.aiSummary}
          suggestions={result.suggestions ?? []}
          disabled={busy}
          onTry={onTry}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ImportingNotice importing={result.importing} />
      {religionIds.map((religion) => {
        const verses = result.verses[religion] ?? [];
        if (verses.length === 0) return null;
        return (
          <section key={religion} className="grid gap-2" aria-label={`${getReligion(religion).name} verses`}>
            <h3 className="flex items-center gap-2 font-semibold">
              <Badge>{getReligion(religion).name}</Badge>
              <span className="text-xs font-normal text-muted-foreground">{verses[0]!.translationName}</span>
            </h3>
            <ul className="grid gap-2">
              {verses.map((verse) => (
                <li
                  key={verse.reference}
                  className="rounded-md border p-2 text-sm"
                  data-testid="compare-verse"
                >
                  <p>{quoteVerse(verse.text)}</p>
                  <button
                    type="button"
                    className="mt-1 text-xs font-medium text-primary underline decoration-dotted underline-offset-2"
                    onClick={() =>
                      onOpenVerse({ religion, book: verse.book, chapter: verse.chapter, verse: verse.verse })
                    }
                    title={`Open ${verse.reference} in the reader`}
                  >
                    {verse.reference}
                  </button>
                  {verse.citation ? (
                    <span className="ms-1 text-xs text-muted-foreground">({verse.citation})</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <Summary text={result.aiSummary} unavailable={result.summaryUnavailable} onOpenVerse={onOpenVerse} />
    </div>
  );
}

/** A busy server (a 503) says when to come back: that sentence is shown rather than a bare failure. */
function busyMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.status === 503 ? error.serverMessage : undefined;
}

/** The compare panel: a theme grid or a custom theme, verses per tradition and the AI summary. */
export function ComparePanel({ sessionId, onOpenVerse, onShowChat, initialTheme }: ComparePanelProps) {
  const { toast } = useToast();
  const [custom, setCustom] = useState('');
  const inputId = useId();
  const comparison = useMutation({
    mutationFn: (theme: string) => compareTheme(theme, sessionId),
    onSuccess: (result) => {
      const found = traditionsFound(result);
      toast(
        found === 0
          ? { title: 'Nothing found', description: `No passages on "${result.theme}" were found.` }
          : {
              title: 'Comparison Complete',
              description: `Found verses about "${result.theme}" from ${found === 1 ? 'one religious tradition' : 'multiple religious traditions'}`,
            },
      );
    },
    onError: (error) =>
      toast({
        title: 'Comparison Failed',
        description: busyMessage(error) ?? 'Unable to fetch comparison verses. Please try again.',
        variant: 'destructive',
      }),
  });
  const busy = comparison.isPending;
  const online = useOnline();
  const offlineNoticeId = useId();
  const reason = online ? undefined : offlineNoticeId;
  const start = (theme: string) => {
    const trimmed = theme.trim();
    if (!trimmed || busy || !online) return;
    comparison.mutate(trimmed);
  };
  const askedInitial = useRef(false);
  useEffect(() => {
    // Once per panel: the theme the page was opened on.
    if (!initialTheme || askedInitial.current || !online) return;
    askedInitial.current = true;
    comparison.mutate(initialTheme);
  }, [initialTheme, online, comparison]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start(custom);
  };

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label="Compare traditions">
      <header className="flex items-center gap-2 border-b p-3">
        <Scale className="size-5 text-primary" aria-hidden="true" />
        <h2 className="flex-1 font-semibold">Compare Traditions</h2>
        {onShowChat ? (
          <Button variant="ghost" size="sm" onClick={onShowChat}>
            <MessageSquare />
            Chat
          </Button>
        ) : null}
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {comparison.data ? (
          <div className="grid gap-4">
            <div className="flex items-center gap-2">
              <h3 className="flex-1 text-lg font-semibold">{themeLabel(comparison.data.theme)}</h3>
              <Button variant="outline" size="sm" onClick={() => comparison.reset()}>
                <RotateCcw />
                New Search
              </Button>
            </div>
            <Results result={comparison.data} onOpenVerse={onOpenVerse} busy={busy} onTry={start} />
          </div>
        ) : (
          <div className="grid gap-4">
            {online ? null : <OfflineNotice id={offlineNoticeId}>{COMPARE_OFFLINE_NOTICE}</OfflineNotice>}
            <p className="text-sm text-muted-foreground">
              Choose a theme to see what each tradition’s texts say.
            </p>
            <ul className="grid grid-cols-2 gap-2" aria-label="Themes">
              {compareThemes.map((theme) => (
                <li key={theme}>
                  <Button
                    variant="outline"
                    className="w-full"
                    disabled={busy || !online}
                    aria-describedby={reason}
                    onClick={() => start(theme)}
                  >
                    {themeLabel(theme)}
                  </Button>
                </li>
              ))}
            </ul>
            <form className="grid gap-2" onSubmit={submit}>
              <label htmlFor={inputId} className="sr-only">
                Your own theme
              </label>
              <div className="flex gap-2">
                <Input
                  id={inputId}
                  value={custom}
                  onChange={(event) => setCustom(event.target.value)}
                  placeholder="Or enter your own theme (e.g., forgiveness, death, marriage)"
                  maxLength={120}
                />
                <Button type="submit" disabled={busy || !custom.trim() || !online} aria-describedby={reason}>
                  {busy ? 'Loading...' : 'Compare'}
                </Button>
              </div>
            </form>
            {busy ? (
              <p className="text-sm text-muted-foreground" role="status">
                Gathering verses from the five traditions…
              </p>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
