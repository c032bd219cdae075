import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { chatStreamEventSchema, type ChatStreamEvent } from '@common/api/chat';

/**
 * Reads the server-sent events of POST /api/chat/stream from a fetch body, yielding each event as it
 * arrives (EventSource cannot POST). eventsource-parser handles the framing (LF, CR and CRLF line ends,
 * comments, events split across chunks); an event whose data is not JSON or not a chat event is skipped
 * and logged, so one bad event never ends the reply.
 */
export async function* readChatEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: ChatStreamEvent[] = [];
  const parser = createParser({
    onEvent: (message) => {
      const event = toChatEvent(message);
      if (event) ready.push(event);
    },
  });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      parser.feed(decoder.decode(value, { stream: !done }));
      // The server may close the stream without the blank line after its last event: end that event.
      if (done) parser.feed('\n\n');
      while (ready.length > 0) yield ready.shift()!;
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
}

function toChatEvent(message: EventSourceMessage): ChatStreamEvent | null {
  if (!message.data) return null;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    console.warn('Skipped a chat stream event whose data is not JSON:', message.data);
    return null;
  }
  const parsed = chatStreamEventSchema.safeParse(data);
  if (!parsed.success) {
    console.warn('Skipped an unknown chat stream event:', message.data);
    return null;
  }
  return parsed.data;
}
