import { LRUCache } from 'lru-cache';
import { createUseEncoder, type Encoder } from './encoder';

/**
 * A reader's question as a unit vector, for the search by meaning. Its encoder is a child process of its own at
 * normal priority, apart from the indexer's (nice 19): a query that waits behind a batch of the library, or behind
 * the machine's other work at nice 19, would stall the answer (measured: 2.5 s at nice 19 on a loaded machine).
 */
export type QueryEmbedder = {
  /** The model's id, as the index stores it: only vectors of the same model are comparable. */
  readonly model: string;
  /**
   * The question's vector, or undefined when it is not back within the time allowed (the model is still loading,
   * the machine is overloaded) or the encoder failed: the caller then searches by words alone.
   */
  embed(text: string, options?: { timeoutMs?: number }): Promise<Float32Array | undefined>;
  close(): Promise<void>;
};

/**
 * What a reader waits for a question's vector at most. The embedding runs beside the full-text ranking, so only the
 * part beyond that ranking's own time is added; the model's first load (2-4 s) is more than this, and that one
 * request is answered by words alone.
 */
export const QUERY_EMBED_TIMEOUT_MS = 1_000;
const QUERY_CACHE_SIZE = 2_000;

export type QueryEmbedderOptions = {
  timeoutMs?: number;
  /** The encoder to use (tests give a fake); a priority-0 USE lite child by default, started on first use. */
  encoder?: Encoder;
  /** Told when a question goes without its vector, and why. */
  onMissing?: (reason: 'timeout' | 'error', detail: { text: string; error?: unknown }) => void;
};

export function createQueryEmbedder(options: QueryEmbedderOptions = {}): QueryEmbedder {
  const encoder = options.encoder ?? createUseEncoder({ priority: 0 });
  const defaultTimeout = options.timeoutMs ?? QUERY_EMBED_TIMEOUT_MS;
  // The same question asked again (a preset theme, a retry) is not embedded twice; a vector is 2 KB.
  const vectors = new LRUCache<string, Promise<Float32Array>>({ max: QUERY_CACHE_SIZE });
  let closed = false;

  const vectorOf = (text: string): Promise<Float32Array> => {
    const key = text.trim().toLowerCase();
    const cached = vectors.get(key);
    if (cached) return cached;
    const pending = encoder.embed([text.trim()]).then(([vector]) => {
      if (!vector) throw new Error('The encoder returned no vector');
      return vector;
    });
    vectors.set(key, pending);
    pending.catch(() => {
      if (vectors.peek(key) === pending) vectors.delete(key);
    });
    return pending;
  };

  return {
    model: encoder.id,
    async embed(text, embedOptions = {}) {
      if (closed || text.trim() === '') return undefined;
      const timeoutMs = embedOptions.timeoutMs ?? defaultTimeout;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), timeoutMs);
      });
      try {
        // A late vector still lands in the cache, so the next ask of the same question has it.
        const result = await Promise.race([vectorOf(text), late]);
        if (result === 'late') {
          options.onMissing?.('timeout', { text });
          return undefined;
        }
        return result;
      } catch (error) {
        if (!closed) options.onMissing?.('error', { text, error });
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      vectors.clear();
      await encoder.close();
    },
  };
}
