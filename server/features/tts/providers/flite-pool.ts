import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../../lib/project-root';
import { HttpError } from '../../../lib/http-error';

/*
 * Flite (WASI) can crash V8 natively, which no try/catch survives, so it runs in child processes: a crash
 * costs the one chunk that child held (a 503) and the next chunk gets a fresh child. The queue is bounded so
 * nobody can pile up work, and every chunk has a deadline after which its child is killed.
 */

export type PoolLogger = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type FlitePoolOptions = {
  /** Child processes at most; each holds the compiled 21 MB module (~100 MB resident). */
  size?: number;
  /** Chunks waiting for a child at most; a request that does not fit is refused at once. */
  maxQueuedChunks?: number;
  /** One chunk (at most a few hundred characters, ~1 s of work) gets this long before its child is killed. */
  chunkTimeoutMs?: number;
  /** A child is retired after this many chunks, so whatever state Flite leaves behind never grows old. */
  chunksPerChild?: number;
  /** The script to fork; tests point this at a stand-in that hangs or aborts. */
  childScript?: string;
  log?: PoolLogger;
  /** The Retry-After (seconds) of the 503 that refuses a request the queue has no room for. */
  retryAfterSeconds?: number;
};

// The child is a plain .mjs file found from the project root: the server runs from `server/` under tsx and
// from `dist/server/` as a bundle, and only the project root is the same for both.
export const fliteChildScript = path.join(projectRoot, 'server/features/tts/providers/flite-child.mjs');

const STDERR_TAIL_CHARS = 2000;

type Job = {
  voice: string;
  text: string;
  group: object;
  resolve: (audio: Buffer) => void;
  reject: (error: Error) => void;
};

type Slot = {
  child: ChildProcess;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  timedOut: boolean;
  retiring: boolean;
  chunksDone: number;
  stderr: string;
};

type ChildReply = { id: number; audio?: Uint8Array; error?: string };

export const offlineVoiceUnavailable = (reason: string, retryAfterSeconds?: number) =>
  new HttpError(
    503,
    `The offline voice is unavailable right now (${reason}). Please try again.`,
    undefined,
    undefined,
    retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : undefined,
  );

const noopLog: PoolLogger = { error: () => {}, warn: () => {} };

export class FlitePool {
  private readonly size: number;
  private readonly maxQueuedChunks: number;
  private readonly chunkTimeoutMs: number;
  private readonly chunksPerChild: number;
  private readonly childScript: string;
  private readonly log: PoolLogger;
  private readonly retryAfterSeconds: number;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(options: FlitePoolOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.min(2, availableParallelism()));
    // Room for two of the costliest requests (about 30 pieces each); more waiting would only wait longer.
    this.maxQueuedChunks = options.maxQueuedChunks ?? 64;
    this.chunkTimeoutMs = options.chunkTimeoutMs ?? 30_000;
    this.chunksPerChild = options.chunksPerChild ?? 50;
    this.childScript = options.childScript ?? fliteChildScript;
    this.log = options.log ?? noopLog;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 5;
  }

  /**
   * One WAV file per text, in order, each read by the Flite voice `voice`. All or nothing: when one chunk fails
   * the others still waiting are dropped and the whole call fails with a 503.
   */
  synthesizeAll(voice: string, texts: readonly string[]): Promise<Buffer[]> {
    if (this.closed) return Promise.reject(offlineVoiceUnavailable('the server is shutting down'));
    if (this.queue.length + texts.length > this.maxQueuedChunks) {
      return Promise.reject(
        offlineVoiceUnavailable('too many texts are waiting to be spoken', this.retryAfterSeconds),
      );
    }
    const group = {};
    const results = texts.map(
      (text) =>
        new Promise<Buffer>((resolve, reject) => {
          this.queue.push({ voice, text, group, resolve, reject });
        }),
    );
    this.dispatch();
    return Promise.all(results).catch((error: Error) => {
      this.dropQueued(group, error);
      throw error;
    });
  }

  /** Pids of the live children (for operators and tests that kill one). */
  childPids(): number[] {
    return [...this.slots].flatMap((slot) => (slot.child.pid ? [slot.child.pid] : []));
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopping = offlineVoiceUnavailable('the server is shutting down');
    for (const job of this.queue.splice(0)) job.reject(stopping);
    await Promise.all(
      [...this.slots].map(
        (slot) =>
          new Promise<void>((resolve) => {
            slot.retiring = true;
            if (slot.child.exitCode !== null || slot.child.signalCode !== null) return resolve();
            slot.child.once('exit', () => resolve());
            // Held again so that a process with nothing else left waits for this exit instead of ending.
            slot.child.ref();
            slot.child.kill('SIGKILL');
          }),
      ),
    );
  }

  private dispatch() {
    while (this.queue.length > 0 && !this.closed) {
      const slot = this.freeSlot();
      if (!slot) return;
      this.run(slot, this.queue.shift()!);
    }
  }

  private freeSlot(): Slot | undefined {
    for (const slot of this.slots) if (!slot.job && !slot.retiring) return slot;
    if (this.slots.size < this.size) return this.spawn();
    return undefined;
  }

  private run(slot: Slot, job: Job) {
    slot.job = job;
    slot.timedOut = false;
    slot.timer = setTimeout(() => {
      slot.timedOut = true;
      slot.child.kill('SIGKILL');
    }, this.chunkTimeoutMs);
    slot.child.channel?.ref();
    slot.child.send({ id: slot.chunksDone, voice: job.voice, text: job.text });
  }

  private spawn(): Slot {
    const child = fork(this.childScript, [], {
      cwd: projectRoot,
      // Not the parent's flags (tsx's loader, inspector ports): the child is plain JavaScript.
      // --expose-gc: the child collects after every piece (see flite-child.mjs).
      execArgv: ['--no-warnings', '--expose-gc'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const slot: Slot = {
      child,
      job: null,
      timer: null,
      timedOut: false,
      retiring: false,
      chunksDone: 0,
      stderr: '',
    };
    this.slots.add(slot);
    child.unref();
    child.channel?.unref();
    // Idle children must not keep a process alive that has nothing else to do (a CLI, a test run).
    (child.stderr as { unref?: () => void } | null)?.unref?.();
    child.stderr?.on('data', (data: Buffer) => {
      slot.stderr = (slot.stderr + data.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    child.on('message', (reply: ChildReply) => this.onReply(slot, reply));
    child.on('error', (error) => this.onGone(slot, `could not run the synthesiser: ${error.message}`));
    child.on('exit', (code, signal) =>
      this.onGone(
        slot,
        slot.timedOut
          ? `it took longer than ${Math.round(this.chunkTimeoutMs / 1000)} s`
          : `the synthesiser stopped with ${signal ?? `exit code ${code}`}`,
      ),
    );
    return slot;
  }

  private onReply(slot: Slot, reply: ChildReply) {
    const job = slot.job;
    if (!job || reply.id !== slot.chunksDone) return;
    this.finish(slot);
    slot.chunksDone += 1;
    if (reply.audio) {
      job.resolve(Buffer.from(reply.audio.buffer, reply.audio.byteOffset, reply.audio.byteLength));
    } else {
      this.log.warn({ voice: job.voice, chars: job.text.length, reason: reply.error }, 'flite failed');
      job.reject(offlineVoiceUnavailable(reply.error ?? 'the synthesiser failed'));
    }
    if (slot.chunksDone >= this.chunksPerChild) {
      slot.retiring = true;
      slot.child.disconnect();
    }
    this.dispatch();
  }

  private onGone(slot: Slot, reason: string) {
    if (!this.slots.delete(slot)) return;
    const job = slot.job;
    this.finish(slot);
    if (job && this.closed) {
      job.reject(offlineVoiceUnavailable('the server is shutting down'));
    } else if (job) {
      this.log.error(
        { voice: job.voice, chars: job.text.length, pid: slot.child.pid, stderr: slot.stderr.trim() },
        `offline voice child failed: ${reason}`,
      );
      job.reject(offlineVoiceUnavailable(reason));
    } else if (!slot.retiring) {
      this.log.warn(
        { pid: slot.child.pid, stderr: slot.stderr.trim() },
        `idle offline voice child ended: ${reason}`,
      );
    }
    this.dispatch();
  }

  private finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.child.channel?.unref();
  }

  private dropQueued(group: object, error: Error) {
    for (let index = this.queue.length - 1; index >= 0; index -= 1) {
      if (this.queue[index]!.group === group) this.queue.splice(index, 1)[0]!.reject(error);
    }
  }
}
