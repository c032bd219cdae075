import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export type RedisLinkOptions = {
  url: string;
  /** Before every key and channel. */
  keyPrefix: string;
  /** A command slower than this counts as an outage. */
  commandTimeoutMs: number;
  log: { warn(message: string): void; info(message: string): void };
  /** Longest wait between reconnection attempts (ioredis backs off up to it). */
  maxReconnectDelayMs?: number;
};

type Listener = (message: string) => void;

/**
 * The app servers' one Redis, behind a circuit: `up` says whether to use it now. While it is down nothing waits on
 * it (commands fail at once, callers fall back to their own memory) and one warning is logged; ioredis reconnects
 * on its own, and a ping after each reconnection (or every few seconds after a command timed out on a connection
 * that stayed open) closes the circuit again, with one line saying so.
 */
export class RedisLink {
  readonly client: Redis;
  /** Tells this server's own broadcasts apart from the others'. */
  readonly instanceId = randomUUID();
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, Set<Listener>>();
  private healthy = false;
  private warned = false;
  private probe: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly changeWaiters = new Set<() => void>();

  constructor(private readonly options: RedisLinkOptions) {
    const maxDelay = options.maxReconnectDelayMs ?? 2000;
    const common = {
      // Fail at once while disconnected: a limit or a broadcast must never hold a request.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs,
      connectTimeout: Math.max(options.commandTimeoutMs, 1000),
      retryStrategy: (attempt: number) => Math.min(100 * attempt, maxDelay),
      lazyConnect: true,
    };
    this.client = new Redis(options.url, { ...common, keyPrefix: options.keyPrefix });
    // Subscribing waits for messages: no command timeout, and a queue so subscriptions survive a reconnection.
    this.subscriber = new Redis(options.url, {
      ...common,
      commandTimeout: undefined,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    });
    // Each reconnection attempt that fails emits 'error'; the circuit logs the outage once instead.
    this.client.on('error', () => this.markDown('connection lost'));
    this.subscriber.on('error', () => {});
    this.client.on('close', () => this.markDown('connection closed'));
    this.client.on('ready', () => void this.check());
    this.subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) =>
      this.deliver(channel.toString(), message.toString()),
    );
  }

  /** Opens both connections; an unreachable Redis at start is an outage like any other, not a failed start. */
  async connect(): Promise<void> {
    await Promise.all([
      this.client.connect().catch(() => this.markDown('not reachable at start')),
      this.subscriber.connect().catch(() => {}),
    ]);
  }

  /** Whether Redis is to be used now. */
  get up(): boolean {
    return this.healthy && !this.closed;
  }

  /** A command failed or timed out on a connection that looks open: fall back until a ping answers. */
  reportFailure(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    this.markDown(reason);
    this.scheduleProbe();
  }

  /** Resolves at the next change of `up` (tests and shutdown wait on it instead of on the clock). */
  nextChange(): Promise<void> {
    return new Promise((resolve) => this.changeWaiters.add(resolve));
  }

  /** Sends `message` to every app server listening on `channel` (this one included; see instanceId). */
  async publish(channel: string, message: string): Promise<void> {
    if (!this.up) return;
    try {
      await this.client.publish(this.options.keyPrefix + channel, message);
    } catch (error) {
      this.reportFailure(error);
    }
  }

  /** Calls `listener` with each message broadcast on `channel`, by any app server. */
  subscribe(channel: string, listener: Listener): () => void {
    const name = this.options.keyPrefix + channel;
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
      // Not awaited: with Redis down it waits in the queue until Redis returns, and the app starts meanwhile.
      this.subscriber.subscribe(name).catch(() => {});
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.probe);
    this.client.disconnect();
    this.subscriber.disconnect();
  }

  private deliver(channel: string, message: string): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(message);
  }

  private async check(): Promise<void> {
    if (this.closed) return;
    try {
      await this.client.ping();
      this.markUp();
    } catch (error) {
      this.markDown(error instanceof Error ? error.message : String(error));
      this.scheduleProbe();
    }
  }

  private scheduleProbe(): void {
    if (this.probe || this.closed) return;
    this.probe = setTimeout(() => {
      this.probe = undefined;
      // A closed connection is re-checked by its 'ready' event; an open but silent one by this ping.
      if (this.client.status === 'ready') void this.check();
    }, this.options.maxReconnectDelayMs ?? 2000);
    this.probe.unref();
  }

  private markUp(): void {
    if (this.healthy) return;
    this.healthy = true;
    if (this.warned) {
      this.warned = false;
      this.options.log.info('Redis is reachable again: rate limits are shared across app servers again');
    }
    this.changed();
  }

  private markDown(reason: string): void {
    if (this.closed) return;
    const was = this.healthy;
    this.healthy = false;
    if (!this.warned) {
      this.warned = true;
      this.options.log.warn(
        `Redis unreachable (${reason}): serving on, with rate limits counted by this server alone until it returns`,
      );
    }
    if (was) this.changed();
  }

  private changed(): void {
    const waiters = [...this.changeWaiters];
    this.changeWaiters.clear();
    for (const resolve of waiters) resolve();
  }
}
