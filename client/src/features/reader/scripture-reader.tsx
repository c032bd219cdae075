import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { MAX_PARALLEL_TRANSLATIONS, type Verse } from '@common/api/scripture';
import type { ReligionId } from '@common/scripture/religions';
import { formatScriptureRef, type ScriptureRef } from '@common/scripture/scripture-ref';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { ApiRequestError } from '@/lib/api-client';
import { useBookDetail, useChapter } from '@/lib/scripture-queries';
import { useStoredValue } from '@/lib/stored-value';
import { useToast } from '@/lib/use-toast';
import { ReaderHeader } from './reader-header';
import {
  ChapterNotFound,
  SCRIPTURE_ERROR_TOAST_DESCRIPTION,
  SCRIPTURE_ERROR_TOAST_TITLE,
  VerseListEmpty,
  VerseListError,
  VerseListSkeleton,
} from './reader-states';
import { RandomVerseCard } from './random-verse-card';
import { ReadingControlBar } from './reading-control-bar';
import { ReligionChooser } from './religion-chooser';
import { TranslationPicker } from './translation-picker';
import {
  defaultTranslationPreference,
  translationPreferenceSchema,
  planTranslations,
  translationPreferenceKey,
} from './translation-preference';
import { useReadingPlayback } from '@/lib/speech-output-context';
import { chatDraftFor, useCopyVerse } from './use-verse-actions';
import { useVersesReadOnScreen } from './use-verses-read-on-screen';
import type { HighlightRequest } from './reader-highlight-machine';
import { useFollowReading, useVerseHighlight } from './use-verse-highlight';
import { VerseCard } from './verse-card';

export type ScriptureReaderProps = {
  religion: ReligionId | null;
  book: string | null;
  chapter: number;
  /** A verse to scroll to and tint (deep link, search hit); a new requestId repeats it. */
  highlight: HighlightRequest | null;
  /** Reading size of scripture text, in rem. */
  fontSize: number;
  onSelectReligion: (religion: ReligionId) => void;
  onChapterChange: (chapter: number) => void;
  onOpenVerse: (target: VerseScriptureRef) => void;
  /** The chat draft for 'send to chat'. */
  onSendToChat: (draft: string) => void;
  /** The chat draft for 'copy': set without opening the chat, so the reader can ask about it when they choose. */
  onDraftChange?: (draft: string) => void;
  /** A verse counts as read once it stayed on screen a few seconds (the journey's reading session counts it). */
  onVerseRead?: (ref: ScriptureRef) => void;
  /** More actions on each verse card (the dashboard fills it with personal study's bookmark, highlight, note). */
  renderVerseActions?: (target: VerseActionTarget) => ReactNode;
};

export type VerseActionTarget = VerseScriptureRef & { translation: string; reference: string };

/** The centre of the dashboard: the religion chooser, or the chapter being read. */
export function ScriptureReader(props: ScriptureReaderProps) {
  if (!props.religion) {
    return <ReligionChooser onSelectReligion={props.onSelectReligion} onOpenVerse={props.onOpenVerse} />;
  }
  // Keyed by tradition: each remembers its own translation choice.
  return <ChapterReader key={props.religion} {...props} religion={props.religion} />;
}

const noVerses: Verse[] = [];

function ChapterReader({
  religion,
  book,
  chapter,
  highlight,
  fontSize,
  onChapterChange,
  onOpenVerse,
  onSendToChat,
  onDraftChange,
  onVerseRead,
  renderVerseActions,
}: ScriptureReaderProps & { religion: ReligionId }) {
  const { toast } = useToast();
  const [preference, setPreference] = useStoredValue(
    translationPreferenceKey(religion),
    translationPreferenceSchema,
    defaultTranslationPreference,
  );
  const detailQuery = useBookDetail(religion, book);
  const detail = detailQuery.data;
  const plan = detail
    ? planTranslations(detail.translations, detail.defaultTranslation, preference, MAX_PARALLEL_TRANSLATIONS)
    : null;
  const shownOriginals = plan && preference.showOriginal ? plan.originals : [];
  const chapterQuery = useChapter(
    book && (detail || detailQuery.isError)
      ? {
          religion,
          book,
          chapter,
          translation: plan?.main,
          parallel: shownOriginals.map((original) => original.id),
        }
      : null,
  );
  const chapterData = chapterQuery.data;
  const verses = chapterData?.verses ?? noVerses;
  const notFound = chapterQuery.error instanceof ApiRequestError && chapterQuery.error.status === 404;
  const failed = chapterQuery.isError && !notFound;
  const beyondTheBook = Boolean(detail?.chapters && chapter > detail.chapters);

  useEffect(() => {
    if (!failed) return;
    toast({
      title: SCRIPTURE_ERROR_TOAST_TITLE,
      description: SCRIPTURE_ERROR_TOAST_DESCRIPTION,
      variant: 'destructive',
    });
  }, [failed, chapterQuery.errorUpdatedAt, toast]);

  const texts = useMemo(
    () => verses.map((verse) => verse.text || Object.values(verse.parallel ?? {})[0] || ''),
    [verses],
  );
  const playback = useReadingPlayback(texts);
  const readingVerse =
    playback.state.verseIndex === null ? null : (verses[playback.state.verseIndex]?.verse ?? null);
  useFollowReading(readingVerse);
  const tinted = useVerseHighlight(chapterData ? highlight : null);
  const { copiedVerse, copy } = useCopyVerse();

  const refOf = useCallback(
    (verse: number) => ({ religion, book: chapterData?.book ?? book ?? '', chapter, verse }),
    [religion, book, chapter, chapterData?.book],
  );
  const verseListRef = useRef<HTMLElement>(null);
  useVersesReadOnScreen(verseListRef, `${religion}/${book}/${chapter}`, verses, (verse) =>
    onVerseRead?.(refOf(verse)),
  );
  const verseByNumber = useMemo(
    () => new Map(verses.map((verse, index) => [verse.verse, { verse, index }])),
    [verses],
  );
  const translationId = chapterData?.translation.id;
  const renderActions = useMemo(
    () =>
      renderVerseActions && translationId
        ? (number: number) =>
            renderVerseActions({
              ...refOf(number),
              translation: translationId,
              reference: formatScriptureRef(refOf(number)),
            })
        : undefined,
    [renderVerseActions, translationId, refOf],
  );
  const textOf = (number: number) => texts[verseByNumber.get(number)?.index ?? -1] ?? '';

  const handlers = {
    onReadAloud: (number: number) => {
      const entry = verseByNumber.get(number);
      if (entry) playback.readVerse(entry.index);
    },
    onCopy: (number: number) => {
      onDraftChange?.(chatDraftFor(textOf(number)));
      void copy(number, textOf(number), formatScriptureRef(refOf(number)));
    },
    onSendToChat: (number: number) => onSendToChat(chatDraftFor(textOf(number))),
  };

  if (!book) return <VerseListSkeleton />;
  return (
    <div className="@container mx-auto grid w-full max-w-5xl gap-4">
      <ReaderHeader
        religion={religion}
        book={book}
        chapter={chapter}
        detail={detail}
        onChapterChange={onChapterChange}
      />
      {plan && (
        <TranslationPicker
          choices={plan.choices}
          value={plan.main}
          originals={plan.originals}
          showOriginal={preference.showOriginal}
          onTranslationChange={(translation) => setPreference({ ...preference, translation })}
          onShowOriginalChange={(showOriginal) => setPreference({ ...preference, showOriginal })}
        />
      )}
      {verses.length > 0 && <ReadingControlBar playback={playback} />}
      {chapterQuery.isPending && (chapterQuery.isFetching || detailQuery.isPending) ? (
        <VerseListSkeleton />
      ) : beyondTheBook || (notFound && detail) ? (
        <ChapterNotFound
          book={book}
          chapter={chapter}
          label={detail?.chapterLabel ?? (religion === 'islam' ? 'Surah' : 'Chapter')}
          total={detail?.chapters || null}
          onFirstChapter={() => onChapterChange(1)}
        />
      ) : failed ? (
        <VerseListError onRetry={() => void chapterQuery.refetch()} />
      ) : verses.length === 0 ? (
        <VerseListEmpty />
      ) : (
        <section
          ref={verseListRef}
          aria-label={chapterData?.reference ?? `${book} ${chapter}`}
          className="grid gap-3"
        >
          {verses.map((verse) => (
            <VerseCard
              key={verse.verse}
              verse={verse}
              reference={formatScriptureRef(refOf(verse.verse))}
              verseLabel={detail?.verseLabel ?? 'Verse'}
              translation={chapterData!.translation}
              originals={chapterData!.parallels}
              fontSize={fontSize}
              isReading={readingVerse === verse.verse}
              isHighlighted={tinted === verse.verse}
              isCopied={copiedVerse === verse.verse}
              renderActions={renderActions}
              {...handlers}
            />
          ))}
        </section>
      )}
      {chapterData && (
        <footer className="grid gap-1 border-t pt-3 text-xs text-muted-foreground">
          {[chapterData.translation, ...chapterData.parallels].map((translation) => (
            <p key={translation.id}>
              {translation.name}: {translation.licence}. Source: {translation.source}.
            </p>
          ))}
        </footer>
      )}
      <RandomVerseCard onOpenVerse={onOpenVerse} />
    </div>
  );
}
