import {
  chatClearedSchema,
  chatHistorySchema,
  moderationBlockSchema,
  MODERATION_ERROR,
  type ChatMessage,
  type ChatRequest,
  type ChatStreamEvent,
  type ModerationBlock,
} from '@common/api/chat';
import { apiRequest, apiRequestJson, ApiRequestError } from '@/lib/api-client';
import { readChatEvents } from './sse-events';

export const chatQueryKey = (sessionId: string) => ['/api/chat', sessionId] as const;

export function fetchChat(sessionId: string, signal?: AbortSignal) {
  return apiRequestJson(chatHistorySchema, 'GET', `/api/chat/${encodeURIComponent(sessionId)}`, undefined, {
    signal,
  });
}

export function clearChat(sessionId: string) {
  return apiRequestJson(chatClearedSchema, 'DELETE', `/api/chat/${encodeURIComponent(sessionId)}`);
}

/** A 400 whose error contains 'Message blocked to promote unity' is the moderation notice. */
export function moderationBlockOf(error: unknown): ModerationBlock | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  try {
    const parsed = moderationBlockSchema.safeParse(JSON.parse(error.bodyText));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: not a moderation answer
  }
  return error.bodyText.includes(MODERATION_ERROR)
    ? { error: MODERATION_ERROR, message: error.bodyText, suggestion: '' }
    : null;
}

export type StreamHandlers = {
  onEvent: (event: ChatStreamEvent) => void;
  signal?: AbortSignal;
};

/** Sends a message and streams the reply; resolves with the stored AI message (or throws). */
export async function streamChat(request: ChatRequest, handlers: StreamHandlers): Promise<ChatMessage> {
  const response = await apiRequest('POST', '/api/chat/stream', request, { signal: handlers.signal });
  if (!response.body) throw new Error('The reply could not be read');
  let finished: ChatMessage | null = null;
  for await (const event of readChatEvents(response.body)) {
    handlers.onEvent(event);
    if (event.event === 'done') finished = event.aiMessage;
    if (event.event === 'error') throw new Error(event.message);
  }
  if (!finished) throw new Error('The reply ended before it was complete');
  return finished;
}
