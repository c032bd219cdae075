import { useCallback, useMemo } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';
import { DashboardPage, type ChatSlotProps, type ReaderSlotProps } from '@/features/dashboard/dashboard-page';
import type { SelectionChange } from '@/features/dashboard/use-dashboard-selection';
import { VerseParallels } from '@/features/parallels/verse-parallels';
import { SpiritualJourneyProgress } from '@/features/progress/spiritual-journey-progress';
import { useReadingSession } from '@/features/progress/use-reading-session';
import { ScriptureReader, type VerseActionTarget } from '@/features/reader/scripture-reader';
import { WisdomSearch } from '@/features/search/wisdom-search';
import { SpeechOutputProvider } from '@/features/speech-output/speech-output-provider';
import { TodayPlansCard } from '@/features/plans/today-plans-card';
import { CirclesCard } from '@/features/circles/circles-card';
import { ShareToCircle } from '@/features/circles/share-to-circle';
import { VerseOfTheDayCard } from '@/features/study/verse-of-the-day-card';
import { VerseStudyActions } from '@/features/study/verse-study-actions';
import { ScholarPanel } from './scholar-panel';

/**
 * Where the dashboard's features meet: the dashboard lays out the panels and owns the selection, and is handed
 * the reader and Wisdom Search here (features do not import each other). The journey's reading session follows
 * the selection (docs/product.md); the scholar's chat, compare and history (ScholarPanel) fill DashboardPage's Chat slot.
 */
// Personal study's bookmark, highlight and note actions, sharing to a circle and the parallels in other
// traditions on every verse card; today's plans, the reader's circles and the verse of the day below.
function ReaderWithStudy(props: ReaderSlotProps) {
  const { onOpenVerse } = props;
  const renderVerseActions = useCallback(
    (target: VerseActionTarget) => (
      <>
        <VerseStudyActions {...target} />
        <ShareToCircle
          religion={target.religion}
          book={target.book}
          chapter={target.chapter}
          verse={target.verse}
          reference={target.reference}
        />
        <VerseParallels
          religion={target.religion}
          book={target.book}
          chapter={target.chapter}
          verse={target.verse}
          reference={target.reference}
          onOpenVerse={onOpenVerse}
        />
      </>
    ),
    [onOpenVerse],
  );
  return (
    <div className="grid gap-4">
      <ScriptureReader {...props} renderVerseActions={renderVerseActions} />
      <div className="mx-auto grid w-full max-w-5xl gap-4">
        <TodayPlansCard onOpenVerse={props.onOpenVerse} />
        <CirclesCard />
        <VerseOfTheDayCard onOpenVerse={props.onOpenVerse} />
      </div>
    </div>
  );
}

export function DashboardRoute() {
  const { start, changeChapter, end, recordVerseRead, recordChatMessage } = useReadingSession();
  // The scholar counts each message in the reading session and shows the journey in its history drawer.
  const Chat = useMemo(
    () =>
      function ChatSlot(props: ChatSlotProps) {
        return (
          <ScholarPanel {...props} onMessageSent={recordChatMessage} Progress={SpiritualJourneyProgress} />
        );
      },
    [recordChatMessage],
  );
  const onSelectionChange = useCallback(
    (change: SelectionChange) => {
      if (change.kind === 'religion') return void end();
      const selection = { religion: change.religion, book: change.book, chapter: change.chapter };
      if (change.kind === 'book') void start(selection);
      else void changeChapter(selection);
    },
    [start, changeChapter, end],
  );
  // Only the dashboard speaks (chat, reader, voice conversation) and shows tooltips (the tradition symbols), so
  // speech output with its machines and the tooltips' positioning code load with it, not with the landing page.
  return (
    <SpeechOutputProvider>
      <TooltipProvider>
        <DashboardPage
          Reader={ReaderWithStudy}
          Search={WisdomSearch}
          Progress={SpiritualJourneyProgress}
          Chat={Chat}
          onSelectionChange={onSelectionChange}
          onVerseRead={recordVerseRead}
        />
      </TooltipProvider>
    </SpeechOutputProvider>
  );
}
