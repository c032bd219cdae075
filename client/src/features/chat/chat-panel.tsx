import { History, Keyboard, Scale, Send, Trash2, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { ConversationSnapshot, HistoryMessage } from '@common/chat/history';
import { selectPersona } from '@common/personas';
import type { ReligionId } from '@common/scripture/religions';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { CHAT_OFFLINE_NOTICE, OfflineNotice } from '@/lib/offline/offline-notice';
import { useOnline } from '@/lib/offline/use-online';
import { useToast } from '@/lib/use-toast';
import { ChatMessageView } from './chat-message';
import { PersonaAvatar } from './persona-avatar';
import { useMessageSpeech } from '@/lib/speech-output-context';
import { useScholarChat, type ChatStatus } from './use-scholar-chat';
import { ImportingNotice } from '@/components/library/importing-notice';

/** What the chat gives the voice area (mounted by the app, so the chat does not import the voice feature). */
export type VoiceSlotProps = {
  onSend: (text: string) => Promise<boolean>;
  lastReply: { key: string; content: string } | null;
  voiceId: string;
};

export type ChatPanelProps = {
  sessionId: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  religion: ReligionId | null;
  book: string | null;
  chapter: number;
  onOpenVerse: (target: VerseScriptureRef) => void;
  onCompare?: () => void;
  onOpenHistory?: () => void;
  /** The browser's saved copy of a conversation opened from the history. */
  savedMessages?: readonly HistoryMessage[];
  /** Called whenever the conversation changes, for the chat history (saved in the browser). */
  onConversationChange?: (snapshot: ConversationSnapshot) => void;
  /** Called once per message sent, for the reading session's chat count. */
  onMessageSent?: () => void;
  /** The voice area (microphone, status, transcript), shown above the text form. */
  VoiceArea?: ComponentType<VoiceSlotProps>;
};

export const CLEAR_CONFIRMATION = 'Clear all chat messages? This will start a fresh conversation.';

const statusLabels: Record<ChatStatus, string> = {
  idle: 'Ready to help',
  thinking: 'Thinking...',
  responding: 'Responding...',
};

function ToggleButton(props: { on: boolean; onClick: () => void; label: string; icon: React.ReactNode }) {
  return (
    <Button
      variant={props.on ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={props.on}
      onClick={props.onClick}
      title={`${props.label} ${props.on ? 'on' : 'off'}`}
    >
      {props.icon}
      <span className="sr-only sm:not-sr-only">{props.label}</span>
    </Button>
  );
}

/** The AI scholar's panel: header, conversation and the text form. */
export function ChatPanel(props: ChatPanelProps) {
  const { toast } = useToast();
  // Replies are read in the voice of the scholar who answers them (docs/product.md, Scholar and personas).
  const speech = useMessageSpeech({
    voiceId: selectPersona({ religion: props.religion, book: props.book }).voiceId,
  });
  const [autoPlay, setAutoPlay] = useState(false);
  const [textMode, setTextMode] = useState(true);
  const [confirmClear, setConfirmClear] = useState(false);
  const inputId = useId();
  const autoPlayRef = useRef(autoPlay);
  const [lastReply, setLastReply] = useState<VoiceSlotProps['lastReply']>(null);
  // A question asked by voice is answered aloud by the voice area; auto-play must not read it a second time.
  const voiceTurn = useRef(false);

  const chat = useScholarChat({
    sessionId: props.sessionId,
    context: { religion: props.religion, book: props.book, chapter: props.religion ? props.chapter : null },
    onMessageSent: props.onMessageSent,
    savedMessages: props.savedMessages,
    onReply: (message) => {
      setLastReply({ key: message.key, content: message.content });
      const askedByVoice = voiceTurn.current;
      voiceTurn.current = false;
      if (autoPlayRef.current && !askedByVoice) speech.play(message.key, message.content);
    },
  });

  const { onConversationChange } = props;
  const stored = chat.storedMessages;
  const { earlierMessages } = chat;
  useEffect(() => {
    if (stored.length === 0 || !onConversationChange) return;
    onConversationChange({
      sessionId: props.sessionId,
      persona: chat.persona.name,
      context: { religion: props.religion, book: props.book, chapter: props.religion ? props.chapter : null },
      messages: [
        ...earlierMessages,
        ...stored.map((message) => ({
          id: String(message.id),
          type: message.type,
          content: message.content,
          timestamp: message.timestamp,
        })),
      ],
    });
    // The context at the time of the last message is what the entry records.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored, onConversationChange]);

  const endRef = useRef<HTMLDivElement>(null);
  const lastLength = chat.messages.at(-1)?.content.length ?? 0;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, lastLength]);

  const online = useOnline();
  const offlineNoticeId = useId();
  const canSend = props.draft.trim().length > 0 && !chat.pending && online;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const text = props.draft;
    props.onDraftChange('');
    const sent = await chat.send(text);
    if (!sent) props.onDraftChange(text);
  };

  const toggleAutoPlay = () => {
    const next = !autoPlay;
    autoPlayRef.current = next;
    setAutoPlay(next);
    if (!next) speech.stop();
    toast({ title: next ? 'Auto-play Enabled' : 'Auto-play Disabled' });
  };

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label="AI scholar chat">
      <header className="flex flex-wrap items-center gap-2 border-b p-3">
        <PersonaAvatar persona={chat.persona} active={chat.pending || speech.speakingId !== null} />
        {/* At least 10rem for the name and status: on a phone the buttons wrap below them instead of squeezing
            the name to "C..." and the status onto three lines. */}
        <div className="min-w-0 flex-1 basis-40">
          <h2 className="truncate font-semibold" data-testid="persona-name">
            {chat.persona.name}
          </h2>
          <p className="text-xs text-muted-foreground" role="status">
            {statusLabels[chat.status]}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {props.onCompare ? (
            <Button variant="ghost" size="sm" onClick={props.onCompare} title="Compare traditions on a theme">
              <Scale />
              <span className="sr-only sm:not-sr-only">Compare</span>
            </Button>
          ) : null}
          <ToggleButton
            on={autoPlay}
            onClick={toggleAutoPlay}
            label="Auto-play"
            icon={autoPlay ? <Volume2 /> : <VolumeX />}
          />
          <ToggleButton
            on={textMode}
            onClick={() => setTextMode((on) => !on)}
            label="Text"
            icon={<Keyboard />}
          />
          {props.onOpenHistory ? (
            <Button variant="ghost" size="sm" onClick={props.onOpenHistory} title="Chat history">
              <History />
              <span className="sr-only sm:not-sr-only">History</span>
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirmClear(true)}
            title="Clear the conversation"
          >
            <Trash2 />
            <span className="sr-only sm:not-sr-only">Clear</span>
          </Button>
        </div>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {chat.loading ? (
          <p className="p-6 text-center text-sm text-muted-foreground">Loading conversation...</p>
        ) : chat.messages.length === 0 ? (
          <div className="grid gap-2 p-6 text-center">
            <h3 className="font-semibold">Start a Voice Conversation</h3>
            <p className="text-sm text-muted-foreground">
              Click the microphone to ask about spiritual wisdom
            </p>
          </div>
        ) : (
          <ol className="grid gap-3" aria-live="polite">
            {chat.messages.map((message) => (
              <ChatMessageView
                key={message.key}
                message={message}
                speakingId={speech.speakingId}
                onSpeak={speech.play}
                onStop={speech.stop}
                onOpenVerse={props.onOpenVerse}
              />
            ))}
          </ol>
        )}
        <ImportingNotice importing={chat.importing} className="mt-3" />
        <div ref={endRef} />
      </div>

      {props.VoiceArea ? (
        <props.VoiceArea
          onSend={(text) => {
            voiceTurn.current = true;
            return chat.send(text);
          }}
          lastReply={lastReply}
          voiceId={chat.persona.voiceId}
        />
      ) : null}

      {online ? null : <OfflineNotice id={offlineNoticeId}>{CHAT_OFFLINE_NOTICE}</OfflineNotice>}

      {textMode ? (
        <form className="flex gap-2 border-t p-3" onSubmit={submit}>
          <label htmlFor={inputId} className="sr-only">
            Your question
          </label>
          <Input
            id={inputId}
            value={props.draft}
            onChange={(event) => props.onDraftChange(event.target.value)}
            placeholder="Ask about spiritual wisdom or use voice input..."
            // The dashboard's '/' brings focus here from anywhere on the page.
            aria-keyshortcuts="/"
            title="Press / anywhere on the page to ask a question"
            autoComplete="off"
            maxLength={2000}
          />
          <Button type="submit" disabled={!canSend} aria-describedby={online ? undefined : offlineNoticeId}>
            <Send />
            Send
          </Button>
        </form>
      ) : null}

      <Dialog open={confirmClear} onOpenChange={setConfirmClear}>
        <DialogContent hideCloseButton>
          <DialogHeader>
            <DialogTitle>Clear chat</DialogTitle>
            <DialogDescription>{CLEAR_CONFIRMATION}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirmClear(false);
                speech.stop();
                void chat.clear();
              }}
            >
              Clear
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
