import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatHistory, ChatMessage, GuideKind } from '@common/api/chat';
import type { HistoryMessage } from '@common/chat/history';
import { selectPersona } from '@common/personas';
import type { ReligionId } from '@common/scripture/religions';
import { ApiRequestError } from '@/lib/api-client';
import { useToast } from '@/lib/use-toast';
import { chatQueryKey, clearChat, fetchChat, moderationBlockOf, streamChat } from './chat-api';

export type ChatStatus = 'idle' | 'thinking' | 'responding';
export type ChatContextInput = { religion: ReligionId | null; book: string | null; chapter: number | null };

/** A message on screen: stored ones, plus the one being written while it streams in. */
export type ShownMessage = Pick<ChatMessage, 'type' | 'content'> & {
  key: string;
  guide?: GuideKind;
  /** The offline guide answered because the model could not (labelled for the reader). */
  offlineFallback?: boolean;
  /** The question named suicide or self-harm: the help lines are shown under the reply. */
  supportLines?: boolean;
  streaming?: boolean;
};

const DEFAULT_MODERATION_TEXT = 'Please share your thoughts respectfully across all religious traditions.';
const ACTIVATION_TOAST_MS = 3000;

function shown(message: ChatMessage): ShownMessage {
  const guide = message.context?.guide;
  return {
    key: String(message.id),
    type: message.type,
    content: message.content,
    ...(guide === 'offline' || guide === 'openai-compatible' ? { guide } : {}),
    ...(message.offlineFallback ? { offlineFallback: true } : {}),
    ...(message.supportLines ? { supportLines: true } : {}),
  };
}

export function useScholarChat(options: {
  sessionId: string;
  context: ChatContextInput;
  onMessageSent?: () => void;
  onReply?: (message: ShownMessage) => void;
  /** The copy this browser saved of a conversation opened from the history. */
  savedMessages?: readonly HistoryMessage[];
}) {
  const { sessionId, context, onMessageSent, onReply, savedMessages } = options;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const persona = selectPersona(context);
  const history = useQuery({
    queryKey: chatQueryKey(sessionId),
    queryFn: ({ signal }) => fetchChat(sessionId, signal),
  });
  const [pending, setPending] = useState<{
    user: string;
    reply: string;
    guide?: GuideKind;
    offlineFallback?: boolean;
  } | null>(null);
  const [status, setStatus] = useState<ChatStatus>('idle');
  // Traditions the last answer could not fully draw on because the server was still importing them.
  const [importing, setImporting] = useState<ReligionId[]>([]);
  const abort = useRef<AbortController | null>(null);
  // The session whose conversation the reader cleared: its saved copy is not shown again.
  const [clearedSession, setClearedSession] = useState<string | null>(null);

  const setStored = useCallback(
    (update: (messages: ChatMessage[]) => ChatMessage[]) =>
      queryClient.setQueryData<ChatHistory>(chatQueryKey(sessionId), (current) => ({
        sessionId,
        messages: update(current?.messages ?? []),
      })),
    [queryClient, sessionId],
  );

  // A new persona is announced for 3 s. The conversation stays: opening a verse the scholar cited, in another
  // book or another tradition, must never take away the answer that cited it.
  const previousPersona = useRef(persona.id);
  useEffect(() => {
    if (previousPersona.current === persona.id) return;
    previousPersona.current = persona.id;
    toast({ title: `${persona.name} Activated`, duration: ACTIVATION_TOAST_MS });
  }, [persona.id, persona.name, toast]);

  // Another conversation opened (from the history): an answer still streaming belongs to the one left.
  useEffect(() => () => abort.current?.abort(), [sessionId]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || pending) return false;
      const controller = new AbortController();
      abort.current = controller;
      setPending({ user: message, reply: '' });
      setStatus('thinking');
      try {
        const aiMessage = await streamChat(
          {
            sessionId,
            message,
            context: { ...context, persona: persona.name, multiReligiousPerspective: true },
          },
          {
            signal: controller.signal,
            onEvent: (event) => {
              if (event.event === 'start') {
                setStored((messages) => [...messages, event.userMessage]);
                setPending((current) => current && { ...current, user: '', guide: event.guide });
                setImporting(event.importing);
              } else if (event.event === 'fallback') {
                // The model failed: what it wrote is withdrawn and the offline guide's answer streams in.
                setPending(
                  (current) => current && { ...current, reply: '', guide: 'offline', offlineFallback: true },
                );
              } else if (event.event === 'delta') {
                setStatus('responding');
                setPending((current) => current && { ...current, reply: current.reply + event.text });
              }
            },
          },
        );
        setStored((messages) => [...messages, aiMessage]);
        onMessageSent?.();
        onReply?.(shown(aiMessage));
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false;
        const blocked = moderationBlockOf(error);
        if (blocked) {
          toast({
            title: '🕊️ Message Moderated',
            description: blocked.suggestion || DEFAULT_MODERATION_TEXT,
            variant: 'destructive',
            duration: 6000,
          });
        } else {
          const description =
            error instanceof ApiRequestError
              ? (error.serverMessage ?? 'Failed to send message')
              : 'Failed to send message';
          toast({ title: 'Send Error', description, variant: 'destructive' });
        }
        return false;
      } finally {
        setPending(null);
        setStatus('idle');
        if (abort.current === controller) abort.current = null;
        void queryClient.invalidateQueries({ queryKey: chatQueryKey(sessionId) });
      }
    },
    [context, onMessageSent, onReply, pending, persona.name, queryClient, sessionId, setStored, toast],
  );

  const clear = useCallback(async () => {
    abort.current?.abort();
    try {
      await clearChat(sessionId);
      setStored(() => []);
      setClearedSession(sessionId);
      toast({ title: 'Chat Cleared', description: 'All messages have been removed' });
    } catch {
      toast({ title: 'Clear Failed', description: 'Could not clear chat messages', variant: 'destructive' });
    }
  }, [sessionId, setStored, toast]);

  // Messages of a reopened conversation that the server no longer has (an older version deleted a conversation
  // when the reader changed book) are shown from the browser's copy, ahead of the server's, and stay in its entry.
  const serverIds = new Set((history.data?.messages ?? []).map((message) => String(message.id)));
  const earlierMessages =
    history.isSuccess && clearedSession !== sessionId
      ? (savedMessages ?? []).filter((message) => !serverIds.has(message.id))
      : [];
  const stored = [
    ...earlierMessages.map((message) => ({
      key: `saved-${message.id}`,
      type: message.type,
      content: message.content,
    })),
    ...(history.data?.messages ?? []).map(shown),
  ];
  const messages: ShownMessage[] = pending
    ? [
        ...stored,
        ...(pending.user ? [{ key: 'pending-user', type: 'user' as const, content: pending.user }] : []),
        ...(pending.reply || status === 'responding'
          ? [
              {
                key: 'pending-ai',
                type: 'ai' as const,
                content: pending.reply,
                streaming: true,
                guide: pending.guide,
                ...(pending.offlineFallback ? { offlineFallback: true } : {}),
              },
            ]
          : []),
      ]
    : stored;

  return {
    persona,
    messages,
    storedMessages: history.data?.messages ?? [],
    earlierMessages,
    loading: history.isPending,
    pending: pending !== null,
    status,
    importing,
    send,
    clear,
  };
}
