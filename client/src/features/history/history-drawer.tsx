import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Bookmark, BookmarkCheck, Download, MessageSquareText, Search, Trash2, X } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import {
  exportConversation,
  exportFileName,
  MAX_STORED_CONVERSATIONS,
  searchConversations,
  type ConversationEntry,
} from '@common/chat/history';
import { timeLabel } from '@common/chat/time-label';
import { Button } from '@/components/ui/button';
import { DialogOverlay, useReturnFocus } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ConversationHistory } from './use-conversation-history';

export type HistoryDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  history: ConversationHistory;
  /** The journey's progress view, shown in the Progress tab (passed in: features do not import each other). */
  Progress?: ComponentType<{ onClose?: () => void }>;
  /** Shows a past conversation in the chat panel, where the reader can go on with it. */
  onOpenConversation?: (entry: ConversationEntry) => void;
  /** The conversation the chat panel shows now. */
  currentSessionId?: string;
};

function download(entry: ConversationEntry) {
  const url = URL.createObjectURL(
    new Blob([exportConversation(entry)], { type: 'text/plain;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(entry);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type CardActions = {
  history: ConversationHistory;
  onOpen?: (entry: ConversationEntry) => void;
  currentSessionId?: string;
};

function ConversationCard({
  entry,
  history,
  now,
  onOpen,
  currentSessionId,
}: CardActions & { entry: ConversationEntry; now: number }) {
  const current = entry.sessionId === currentSessionId;
  return (
    <li
      className="grid gap-1 rounded-lg border p-3"
      data-testid="conversation-card"
      aria-current={current ? 'true' : undefined}
    >
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 text-sm font-semibold">{entry.title}</h3>
        <span className="shrink-0 text-xs text-muted-foreground">{timeLabel(entry.lastActivity, now)}</span>
      </div>
      <p className="text-sm text-muted-foreground">{entry.summary}</p>
      <div className="flex items-center gap-1 text-xs text-muted-foreground">
        <span className="flex-1">
          {entry.persona} • {entry.messageCount} messages
        </span>
        {onOpen ? (
          current ? (
            <span className="px-2 font-medium text-foreground">Shown in the chat</span>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="h-8"
              aria-label={`Open “${entry.title}”`}
              onClick={() => onOpen(entry)}
            >
              <MessageSquareText />
              Open
            </Button>
          )
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-pressed={entry.bookmarked}
          aria-label={
            entry.bookmarked ? `Remove bookmark from “${entry.title}”` : `Bookmark “${entry.title}”`
          }
          onClick={() => history.toggleBookmark(entry.id)}
        >
          {entry.bookmarked ? <BookmarkCheck /> : <Bookmark />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Export “${entry.title}” as text`}
          onClick={() => download(entry)}
        >
          <Download />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Delete “${entry.title}”`}
          onClick={() => history.remove(entry.id)}
        >
          <Trash2 />
        </Button>
      </div>
    </li>
  );
}

/** Mounted each time the drawer opens, so the time labels ('2h ago') are counted from that moment. */
function ConversationList({ entries, ...actions }: CardActions & { entries: ConversationEntry[] }) {
  const [now] = useState(() => Date.now());
  return (
    <ul className="grid gap-2">
      {entries.map((entry) => (
        <ConversationCard key={entry.id} entry={entry} now={now} {...actions} />
      ))}
    </ul>
  );
}

/** The chat history panel: fixed on the right, with the Chat History and Progress tabs. */
export function HistoryDrawer({
  open,
  onOpenChange,
  history,
  Progress,
  onOpenConversation,
  currentSessionId,
}: HistoryDrawerProps) {
  const [term, setTerm] = useState('');
  const found = searchConversations(history.entries, term);
  const { focusHandlers } = useReturnFocus({});

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          className="fixed inset-y-0 end-0 z-50 flex w-full max-w-md flex-col border-s bg-background shadow-lg"
          aria-describedby={undefined}
          {...focusHandlers}
        >
          <div className="flex items-center gap-2 border-b p-3">
            <DialogPrimitive.Title className="flex-1 font-semibold">History</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close history">
                <X />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <Tabs defaultValue="chat" className="flex min-h-0 flex-1 flex-col p-3">
            <TabsList className="w-full">
              <TabsTrigger value="chat" className="flex-1">
                Chat History
              </TabsTrigger>
              <TabsTrigger value="progress" className="flex-1">
                Progress
              </TabsTrigger>
            </TabsList>
            <TabsContent value="chat" className="flex min-h-0 flex-1 flex-col gap-3">
              <div className="relative">
                <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
                <Input
                  value={term}
                  onChange={(event) => setTerm(event.target.value)}
                  placeholder="Search conversations..."
                  aria-label="Search conversations"
                  className="ps-9"
                />
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto">
                {found.length === 0 ? (
                  <div className="grid gap-1 p-6 text-center">
                    <p className="font-medium">No conversations found</p>
                    <p className="text-sm text-muted-foreground">Try a different search term</p>
                  </div>
                ) : (
                  <ConversationList
                    entries={found}
                    history={history}
                    onOpen={onOpenConversation}
                    currentSessionId={currentSessionId}
                  />
                )}
              </div>
              <p className="border-t pt-2 text-center text-xs text-muted-foreground">
                Conversations auto-saved • {history.entries.length}/{MAX_STORED_CONVERSATIONS} stored
              </p>
            </TabsContent>
            <TabsContent value="progress" className="min-h-0 flex-1 overflow-y-auto">
              {Progress ? (
                <Progress />
              ) : (
                <p className="p-6 text-sm text-muted-foreground">Progress is not available.</p>
              )}
            </TabsContent>
          </Tabs>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
