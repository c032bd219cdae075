import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Mountable } from '@copilotkit/aimock';

/** How the model misbehaves, chosen by the reader's question. */
export type Stall = {
  /** Answers 200 with SSE headers, then sends the given SSE text and ends, or hangs when `hang` is set. */
  send: string;
  hang: boolean;
};

export type StalledCall = {
  question: string;
  /** Resolves when the connection closes; with true when it closed before the answer was finished (aborted). */
  closed: Promise<boolean>;
};

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-stall',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'scholar-test',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

/**
 * An OpenAI-protocol chat endpoint mounted on aimock for the faults its fixtures cannot play: a model that never
 * sends a word, one that stops halfway, a stream that breaks mid-answer. It records whether each call was closed
 * by the caller before it finished, which is how a test sees the scholar cancel a model call.
 */
export class StallingModel implements Mountable {
  readonly calls: StalledCall[] = [];
  private readonly open = new Set<ServerResponse>();

  constructor(private readonly choose: (question: string) => Stall) {}

  static chunk = chunk;

  async handleRequest(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (pathname !== '/v1/chat/completions' || req.method !== 'POST') return false;
    let raw = '';
    for await (const piece of req) raw += String(piece);
    const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
    const question = body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
    const stall = this.choose(question);
    this.open.add(res);
    const closed = new Promise<boolean>((resolve) => {
      res.once('close', () => {
        this.open.delete(res);
        resolve(!res.writableFinished);
      });
    });
    this.calls.push({ question, closed });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    if (stall.send) res.write(stall.send);
    if (!stall.hang) res.end();
    return true;
  }

  /** Ends every call still hanging (after the tests), so the mock server can stop. */
  release(): void {
    for (const res of this.open) res.destroy();
  }
}
