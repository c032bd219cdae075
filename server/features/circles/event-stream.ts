import { PassThrough } from 'node:stream';
import type { CircleEvent } from '../../../common/api/circles';

/**
 * One member's live stream of a circle: each event a `data:` line of JSON (read by EventSource's onmessage), and
 * at every `heartbeatMs` a comment line that readers ignore and proxies count as traffic. Each beat also asks
 * `stillMember`, so a member removed while their page is open loses the stream even when the news of it was
 * lost (another server's broadcast while Redis was down).
 */
export class CircleEventStream {
  readonly body = new PassThrough();
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly stops: (() => void)[] = [];

  constructor(heartbeatMs: number, stillMember: () => Promise<boolean>) {
    this.timer = setInterval(() => {
      this.write(': heartbeat\n\n');
      stillMember().then(
        (member) => {
          if (!member) this.removed();
        },
        () => undefined,
      );
    }, heartbeatMs);
    this.write(': connected\n\n');
  }

  /** Runs `stop` when the stream ends, whoever ends it. */
  onEnd(stop: () => void): void {
    if (this.body.writableEnded) stop();
    else this.stops.push(stop);
  }

  send(event: CircleEvent): void {
    this.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  /** The member is no longer in the circle: they are told so, and nothing more reaches them. */
  removed(): void {
    this.send({ type: 'removed' });
    this.end();
  }

  end(): void {
    clearInterval(this.timer);
    for (const stop of this.stops.splice(0)) stop();
    if (!this.body.writableEnded) this.body.end();
  }

  private write(text: string): void {
    if (!this.body.writableEnded) this.body.write(text);
  }
}
