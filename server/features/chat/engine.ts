import type { FastifyInstance } from 'fastify';
import { createQueryEmbedder, type QueryEmbedder } from '../../lib/meaning/query-embedder';
import { createWorkQueue, workQueueLimits, type WorkQueue } from '../../lib/work-queue';
import { createGuide } from './guide/create-guide';
import type { Guide } from './guide/guide';

/** What every scholar answer of one app shares: the guide, the query encoder and the queue rankings wait in. */
export type ChatEngine = { guide: Guide; meaning: QueryEmbedder; ranking: WorkQueue };

// Keyed by the app's database handle, which the root app and each plugin context share: the chat routes and the
// scholar that answers in circles use one encoder process and one bounded queue, not one each.
const engines = new WeakMap<object, ChatEngine>();

export function chatEngineOf(app: FastifyInstance): ChatEngine {
  const existing = engines.get(app.database);
  if (existing) return existing;
  // One query encoder for the app, its process started by the first question that a built meaning index can use.
  const meaning = createQueryEmbedder({
    onMissing: (reason, { error }) =>
      app.log.debug({ reason, err: error }, 'question not embedded in time: full text alone'),
  });
  const engine: ChatEngine = {
    guide: createGuide(app.config),
    meaning,
    ranking: createWorkQueue({ what: 'New questions and themes are', ...workQueueLimits(app.config) }),
  };
  engines.set(app.database, engine);
  app.addHook('onClose', async () => {
    engines.delete(app.database);
    await meaning.close();
  });
  return engine;
}
