import type { FastifyInstance } from 'fastify';
import type { VerseReference } from '../../../common/api/chat';
import { perspectiveOrder, selectPersona } from '../../../common/personas';
import { clientKey } from '../../lib/client-counters';
import { admit, refundCharge, refundOnError } from './admission';
import { answer } from './answer';
import { chatEngineOf } from './engine';
import type { GuideRequest } from './guide/guide';
import { supportLinesText } from '../../../common/chat/support-lines';
import { checkScope } from './guide/out-of-scope';
import { retrievePassages } from './retrieval';
import { citedFirst, toVerseReferences, type ChatDeps } from './service';

const PASSAGES_FOR_CIRCLE = 3;

export type PublicQuestion = {
  userId: string;
  question: string;
  /** Where the question was asked ("circle:<id>"): a blocked question's record names it for the moderators. */
  place: string;
  /** The asker's address: free answers are counted per client as well as per person. */
  ip: string;
  /** The thread so far, oldest first, so the answer can follow the conversation. */
  history: { type: 'user' | 'ai'; content: string }[];
};

export type PublicAnswer = {
  content: string;
  references: VerseReference[];
  persona: { id: string; name: string };
  guide: 'openai-compatible' | 'offline';
  offlineFallback: boolean;
};

/** An admitted question: its answer, given back to the asker's quota when the model did not answer. */
export type AdmittedQuestion = { answer: () => Promise<PublicAnswer> };

/**
 * The scholar answering in front of others (a circle): the same admission (ban, guard, the asker's AI quota),
 * retrieval, personas and reference checks as a chat answer, without storing a chat conversation. Admission is
 * separate from answering so the caller stores the question only once the quota allowed it.
 */
export function createPublicScholar(app: FastifyInstance) {
  const engine = chatEngineOf(app);
  return async (input: PublicQuestion): Promise<AdmittedQuestion> => {
    const deps: ChatDeps = {
      db: app.database.db,
      guide: engine.guide,
      config: app.config,
      log: app.log,
      client: clientKey(app.serverSecret, 'ai', input.ip),
      meaning: engine.meaning,
      ranking: engine.ranking,
    };
    const charge = await admit(deps, input.userId, input.place, input.question);
    return {
      answer: () =>
        refundOnError(
          () => refundCharge(deps.db, charge),
          async () => {
            const persona = selectPersona({});
            const outOfScope = checkScope(input.question);
            let request: GuideRequest | null = null;
            if (!outOfScope) {
              const traditions = perspectiveOrder(persona);
              const retrieval = await retrievePassages(deps.db, input.question, {
                religions: traditions,
                perReligion: PASSAGES_FOR_CIRCLE,
                meaning: deps.meaning,
                queue: deps.ranking,
              });
              request = {
                question: input.question,
                persona,
                // A passage the question names is answered first: its tradition leads the reply.
                traditions: citedFirst(traditions, retrieval.plan.citedRefs),
                passages: retrieval.passages,
                history: input.history,
                context: { religion: null, book: null, chapter: null },
                themes: retrieval.plan.topics,
              };
            }
            // A thread shows text only: the help lines a chat lists under its reply are written into this one.
            const refusal =
              outOfScope?.kind === 'self-harm'
                ? `${outOfScope.reply} ${supportLinesText()}`
                : (outOfScope?.reply ?? null);
            const result = await answer(deps, request, refusal, {});
            if (!result.modelAnswered) await refundCharge(deps.db, charge);
            return {
              content: result.content,
              references: toVerseReferences(result.kept),
              persona: { id: persona.id, name: persona.name },
              guide: result.guide,
              offlineFallback: result.fallback !== null,
            };
          },
        ),
    };
  };
}

export type PublicScholar = ReturnType<typeof createPublicScholar>;
