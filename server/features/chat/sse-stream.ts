import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ChatStreamEvent } from '../../../common/api/chat';

/**
 * A server-sent-events body that keeps itself alive: when a whole `heartbeatMs` has passed without an event (the model
 * is thinking, or hanging until its deadline), it writes a comment line, which readers ignore and proxies count as
 * traffic.
 */
export class SseStream {
  readonly body = new PassThrough();
  private wroteSinceTick = false;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(heartbeatMs: number) {
    this.timer = setInterval(() => {
      if (!this.wroteSinceTick) this.write(': still thinking\n\n');
      this.wroteSinceTick = false;
    }, heartbeatMs);
  }

  send(event: ChatStreamEvent): void {
    this.write(`event: ${event.event}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  end(): void {
    clearInterval(this.timer);
    this.body.end();
  }

  private write(text: string): void {
    if (this.body.writableEnded) return;
    this.wroteSinceTick = true;
    this.body.write(text);
  }
}

/**
 * A signal that aborts when the reader goes away before the reply is finished. It listens on the response: the
 * request's own 'close' has already fired once its body was read (Node 16 and later), so it says nothing then.
 */
export function readerLeft(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the reader went away'));
  });
  return controller.signal;
}
