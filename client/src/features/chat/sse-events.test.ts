// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChatEvents } from './sse-events';

const message = {
  id: 2,
  sessionId: 's',
  type: 'ai',
  content: 'Hello',
  context: null,
  verseReference: [],
  isInterrupted: false,
  offlineFallback: false,
  supportLines: false,
  responseLatency: 5,
  timestamp: '2025-08-26T12:00:00.000Z',
};

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function readAll(chunks: string[]) {
  const events = [];
  for await (const event of readChatEvents(streamOf(chunks))) events.push(event);
  return events;
}

describe('readChatEvents', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads events whose lines end in CRLF, even when a chunk splits the CR from the LF', async () => {
    const events = await readAll([
      'event: delta\r\ndata: {"event":"delta","text":"Hello"}\r',
      '\n\r\nevent: delta\r\ndata: {"event":"delta","text":" there"}\r\n\r\n',
    ]);
    expect(events).toEqual([
      { event: 'delta', text: 'Hello' },
      { event: 'delta', text: ' there' },
    ]);
  });

  it('skips and logs an event whose data is not JSON, and keeps reading the ones after it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events = await readAll([
      'data: {"event":"delta","text":"A"}\n\n',
      'data: {"event":"delta","text":\n\n',
      'data: {"event":"delta","text":"B"}\n\n',
    ]);
    expect(events).toEqual([
      { event: 'delta', text: 'A' },
      { event: 'delta', text: 'B' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not JSON'), '{"event":"delta","text":');
  });

  it('yields a last event that the stream ends without a blank line after', async () => {
    expect(await readAll(['data: {"event":"delta","text":"end"}'])).toEqual([
      { event: 'delta', text: 'end' },
    ]);
  });

  it('yields events split across network chunks, in order', async () => {
    const body = [
      'event: delta\ndata: {"event":"delta","text":"Hel',
      'lo"}\n\nevent: delta\ndata: {"event":"delta","text":" there"}\n',
      `\nevent: done\ndata: ${JSON.stringify({ event: 'done', aiMessage: message })}\n\n`,
    ];
    const events = [];
    for await (const event of readChatEvents(streamOf(body))) events.push(event);
    expect(events).toEqual([
      { event: 'delta', text: 'Hello' },
      { event: 'delta', text: ' there' },
      { event: 'done', aiMessage: message },
    ]);
  });

  it('skips blocks that are not chat events', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events = [];
    for await (const event of readChatEvents(streamOf([': keep-alive\n\ndata: {"event":"nope"}\n\n']))) {
      events.push(event);
    }
    expect(events).toEqual([]);
  });

  it('reads a fallback between heartbeats: the shown text is withdrawn for the offline answer', async () => {
    const body = [
      ': still thinking\n\n',
      'event: fallback\ndata: {"event":"fallback","message":"The AI model could not answer"}\n\n',
      ': still thinking\n\nevent: delta\ndata: {"event":"delta","text":"Peace."}\n\n',
    ];
    const events = [];
    for await (const event of readChatEvents(streamOf(body))) events.push(event);
    expect(events).toEqual([
      { event: 'fallback', message: 'The AI model could not answer' },
      { event: 'delta', text: 'Peace.' },
    ]);
  });
});
