import { X } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ReligionId } from '@common/scripture/religions';
import type { ScriptureRef } from '@common/scripture/scripture-ref';
import { Button } from '@/components/ui/button';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { matchesMediaQuery, useMediaQuery } from '@/lib/media-query';
import { useReligions } from '@/lib/scripture-queries';
import { useStoredValue } from '@/lib/stored-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { ChatDraftPanel, type ChatPanelProps } from './chat-draft-panel';
import { ContinueReading } from './continue-reading';
import { DashboardHeader } from './dashboard-header';
import { DashboardErrorBoundary, DashboardFailed, DashboardLoading, NoBooksYet } from './dashboard-states';
import { ImportProgressBanner } from '@/components/library/import-progress-banner';
import { NavigationPanel } from './navigation-panel';
import { DESKTOP_QUERY, panelWidths } from './panel-layout';
import { focusSkipTarget } from './focus-skip-target';
import { SkipLinks, type SkipTarget } from './skip-links';
import { useChatShortcut } from './use-chat-shortcut';
import { FONT_SIZE_DEFAULT, FONT_SIZE_STORAGE_KEY, fontSizeSchema } from './reading-settings';
import { useDashboardSelection, type SelectionChange, type VerseTarget } from './use-dashboard-selection';
import type { HighlightRequest } from './verse-highlight-machine';
import { useRememberPlace } from './use-remember-place';
import { useSwipe } from './use-swipe';

export type ReaderSlotProps = {
  religion: ReligionId | null;
  book: string | null;
  chapter: number;
  highlight: HighlightRequest | null;
  fontSize: number;
  onSelectReligion: (religion: ReligionId) => void;
  onChapterChange: (chapter: number) => void;
  onOpenVerse: (target: VerseTarget) => void;
  onSendToChat: (draft: string) => void;
  /** Sets the chat draft without opening the chat (Copy). */
  onDraftChange?: (draft: string) => void;
  onVerseRead?: (ref: ScriptureRef) => void;
};
export type SearchSlotProps = {
  initialQuery: string;
  onOpenVerse: (target: VerseTarget) => void;
  onClose: () => void;
};
export type ProgressSlotProps = { onClose: () => void };
export type ChatSlotProps = ChatPanelProps & {
  religion: ReligionId | null;
  book: string | null;
  chapter: number;
  /** Opens a verse the scholar cited in the reader. */
  onOpenVerse: (target: VerseTarget) => void;
};

/**
 * The features the dashboard lays out. They are passed in (by client/src/app) rather than imported, so each
 * stays its own feature: the reader, Wisdom Search, the journey's progress view and the scholar's chat.
 */
export type DashboardPageProps = {
  Reader: ComponentType<ReaderSlotProps>;
  Search: ComponentType<SearchSlotProps>;
  Progress?: ComponentType<ProgressSlotProps>;
  Chat?: ComponentType<ChatSlotProps>;
  onSelectionChange?: (change: SelectionChange) => void;
  onVerseRead?: (ref: ScriptureRef) => void;
};

type CentreView = 'reader' | 'progress' | 'search';

export function DashboardPage(props: DashboardPageProps) {
  useDocumentTitle('Dashboard');
  const religions = useReligions();
  if (religions.isPending) return <DashboardLoading />;
  if (religions.isError) return <DashboardFailed />;
  return (
    <DashboardErrorBoundary>
      <DashboardLayout {...props} religions={religions.data} />
    </DashboardErrorBoundary>
  );
}

function initialSearch(): string | null {
  return new URLSearchParams(window.location.search).get('search');
}

function DashboardLayout({
  Reader,
  Search,
  Progress,
  Chat = ChatDraftPanel,
  onSelectionChange,
  onVerseRead,
  religions,
}: DashboardPageProps & { religions: NonNullable<ReturnType<typeof useReligions>['data']> }) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [navigationOpen, setNavigationOpen] = useState(() => matchesMediaQuery(DESKTOP_QUERY));
  const [chatOpen, setChatOpen] = useState(() => matchesMediaQuery('(min-width: 1280px)'));
  const [searchQuery] = useState(() => initialSearch());
  const [view, setView] = useState<CentreView>(searchQuery === null ? 'reader' : 'search');
  const [draft, setDraft] = useState('');
  const [fontSize, setFontSize] = useStoredValue(FONT_SIZE_STORAGE_KEY, fontSizeSchema, FONT_SIZE_DEFAULT);
  const selection = useDashboardSelection(religions, onSelectionChange);
  useRememberPlace(selection.religion, selection.book, selection.chapter);

  const bodyRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  // Progress and search replace the reader in the same scrolling area: each opens at its top, not wherever the
  // chapter had been scrolled to.
  useLayoutEffect(() => {
    if (view !== 'reader') mainRef.current?.scrollTo({ top: 0 });
  }, [view]);
  useSwipe(bodyRef, !isDesktop, {
    onSwipeLeft: useCallback(() => setNavigationOpen(false), []),
    onSwipeRight: useCallback(() => setNavigationOpen(true), []),
  });

  const openVerse = (target: VerseTarget) => {
    setView('reader');
    selection.navigateToVerse(target);
    // Navigating to a verse opens the navigation panel; below 768 px it would cover the verse, so it closes there
    // (a reference typed in its book picker), as does the chat overlay (still mounted: reopening shows it as it was).
    if (isDesktop) setNavigationOpen(true);
    else {
      setChatOpen(false);
      setNavigationOpen(false);
    }
  };
  const sendToChat = (text: string) => {
    setDraft(text);
    setChatOpen(true);
  };
  // A skip link or the chat shortcut opens its panel first (over a narrow screen, instead of the other one).
  const skipTo = (target: SkipTarget) => {
    flushSync(() => {
      if (target === 'chat') setChatOpen(true);
      if (target === 'navigation') setNavigationOpen(true);
      if (!isDesktop) {
        if (target !== 'chat') setChatOpen(false);
        if (target !== 'navigation') setNavigationOpen(false);
      }
    });
    focusSkipTarget(target);
  };
  useChatShortcut(() => skipTo('chat'));
  const widths = panelWidths(navigationOpen, chatOpen);
  const overlayOpen = !isDesktop && (navigationOpen || chatOpen);

  return (
    <div className="flex h-dvh flex-col overflow-hidden">
      <SkipLinks onSkip={skipTo} />
      <DashboardHeader
        navigationOpen={navigationOpen}
        chatOpen={chatOpen}
        view={view}
        fontSize={fontSize}
        onFontSizeChange={setFontSize}
        onToggleNavigation={() => setNavigationOpen((open) => !open)}
        onToggleChat={() => setChatOpen((open) => !open)}
        onToggleProgress={() => setView((current) => (current === 'progress' ? 'reader' : 'progress'))}
        onToggleSearch={() => setView((current) => (current === 'search' ? 'reader' : 'search'))}
      />
      <ImportProgressBanner />
      <div
        ref={bodyRef}
        data-testid="dashboard-body"
        className="relative flex min-h-0 flex-1 touch-pan-y overflow-hidden overscroll-x-none"
      >
        <SidePanel
          id="dashboard-navigation"
          label="Scripture navigation"
          side="start"
          open={navigationOpen}
          isDesktop={isDesktop}
          width={widths.navigation}
          onClose={() => setNavigationOpen(false)}
        >
          <NavigationPanel
            religions={religions}
            religion={selection.religion}
            book={selection.book}
            chapter={selection.chapter}
            onSelectReligion={selection.selectReligion}
            onSelectBook={selection.selectBook}
            onSelectChapter={selection.selectChapter}
            onOpenVerse={openVerse}
          />
        </SidePanel>
        {overlayOpen && (
          <button
            type="button"
            aria-label="Close panel"
            className="fixed inset-0 top-14 z-30 bg-black/40"
            onClick={() => {
              setNavigationOpen(false);
              setChatOpen(false);
            }}
          />
        )}
        <main
          ref={mainRef}
          id="main-content"
          className="relative min-w-0 flex-1 overflow-y-auto overscroll-x-none p-4 md:p-6"
          style={isDesktop ? { flexBasis: widths.reader } : undefined}
        >
          {view === 'search' ? (
            <Search
              initialQuery={searchQuery ?? ''}
              onOpenVerse={openVerse}
              onClose={() => setView('reader')}
            />
          ) : view === 'progress' && Progress ? (
            <Progress onClose={() => setView('reader')} />
          ) : selection.noBooks ? (
            <NoBooksYet religion={selection.religion} />
          ) : (
            <>
              {selection.religion ? null : <ContinueReading onOpen={selection.openChapter} />}
              <Reader
                religion={selection.religion}
                book={selection.book}
                chapter={selection.chapter}
                highlight={selection.highlight}
                fontSize={fontSize}
                onSelectReligion={selection.selectReligion}
                onChapterChange={selection.selectChapter}
                onOpenVerse={openVerse}
                onSendToChat={sendToChat}
                onDraftChange={setDraft}
                onVerseRead={onVerseRead}
              />
            </>
          )}
        </main>
        <SidePanel
          id="dashboard-chat"
          label="Universal Wisdom Explorer"
          title="Universal Wisdom Explorer"
          side="end"
          open={chatOpen}
          isDesktop={isDesktop}
          width={widths.chat}
          onClose={() => setChatOpen(false)}
        >
          <Chat
            draft={draft}
            onDraftChange={setDraft}
            religion={selection.religion}
            book={selection.book}
            chapter={selection.chapter}
            onOpenVerse={openVerse}
          />
        </SidePanel>
      </div>
    </div>
  );
}

function SidePanel({
  id,
  label,
  title,
  side,
  open,
  isDesktop,
  width,
  onClose,
  children,
}: {
  id: string;
  label: string;
  title?: string;
  side: 'start' | 'end';
  open: boolean;
  isDesktop: boolean;
  width: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  // Over a narrow screen the open panel is modal: focus stays in it and Escape closes it.
  useFocusTrap(ref, open && !isDesktop, onClose);
  return (
    <aside
      ref={ref}
      id={id}
      aria-label={label}
      data-open={open}
      inert={!open}
      style={isDesktop && open ? { flexBasis: width } : undefined}
      className={cn(
        'flex min-h-0 flex-col overflow-y-auto bg-card',
        side === 'start' ? 'border-e' : 'border-s',
        isDesktop
          ? cn('shrink-0', !open && 'hidden')
          : cn(
              'fixed bottom-0 top-14 z-40 w-[85vw] max-w-sm shadow-xl transition-transform duration-200',
              side === 'start' ? 'start-0' : 'end-0',
              open
                ? 'translate-x-0'
                : side === 'start'
                  ? 'invisible -translate-x-full rtl:translate-x-full'
                  : 'invisible translate-x-full rtl:-translate-x-full',
            ),
      )}
    >
      {(title || !isDesktop) && (
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
          {title ? <h2 className="font-serif text-lg font-semibold">{title}</h2> : <span />}
          {!isDesktop && (
            <Button variant="ghost" size="icon" aria-label={`Close ${label}`} onClick={onClose}>
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
      {children}
    </aside>
  );
}
