import { useState, type ComponentType } from 'react';
import type { ConversationEntry } from '@common/chat/history';
import { ChatPanel } from '@/features/chat/chat-panel';
import { createChatSessionId } from '@/features/chat/chat-session';
import { ComparePanel } from '@/features/compare/compare-panel';
import type { ChatSlotProps } from '@/features/dashboard/dashboard-page';
import { HistoryDrawer } from '@/features/history/history-drawer';
import { useConversationHistory } from '@/features/history/use-conversation-history';
import { VoiceArea } from '@/features/voice-input/voice-area';

export type ScholarPanelProps = ChatSlotProps & {
  /** Counts a chat message in the reading session. */
  onMessageSent?: () => void;
  /** The journey's progress view for the history drawer's Progress tab. */
  Progress?: ComponentType<{ onClose?: () => void }>;
};

/**
 * The dashboard's right panel: the scholar's chat and the compare panel (the chat/compare toggle), with the
 * history drawer. One chat session id per dashboard visit, shared by chat and compare: one visit, one conversation,
 * until the reader opens another one from the history.
 */
export function ScholarPanel({ onMessageSent, Progress, ...slot }: ScholarPanelProps) {
  const [sessionId, setSessionId] = useState(() => createChatSessionId());
  // '/dashboard?compare=forgiveness' (a reading plan's day) opens Compare on that theme.
  const [initialTheme] = useState(
    () => new URLSearchParams(window.location.search).get('compare')?.trim() || undefined,
  );
  const [mode, setMode] = useState<'chat' | 'compare'>(initialTheme ? 'compare' : 'chat');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [opened, setOpened] = useState<ConversationEntry | null>(null);
  const history = useConversationHistory();
  return (
    <>
      {mode === 'chat' ? (
        <ChatPanel
          {...slot}
          sessionId={sessionId}
          savedMessages={opened?.sessionId === sessionId ? opened.messages : undefined}
          onCompare={() => setMode('compare')}
          onOpenHistory={() => setHistoryOpen(true)}
          onConversationChange={history.save}
          onMessageSent={onMessageSent}
          VoiceArea={VoiceArea}
        />
      ) : (
        <ComparePanel
          sessionId={sessionId}
          onOpenVerse={slot.onOpenVerse}
          onShowChat={() => setMode('chat')}
          initialTheme={initialTheme}
        />
      )}
      <HistoryDrawer
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        history={history}
        Progress={Progress}
        currentSessionId={sessionId}
        onOpenConversation={(entry) => {
          // The chat goes on in that conversation: new messages join it on the server and in its history entry.
          setSessionId(entry.sessionId);
          setOpened(entry);
          setMode('chat');
          setHistoryOpen(false);
        }}
      />
    </>
  );
}
