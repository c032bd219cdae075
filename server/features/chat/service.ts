import type { FastifyBaseLogger } from 'fastify';
import {
  COMPARE_DEFAULT_VERSES,
  SUMMARY_UNAVAILABLE,
  type ChatHistory,
  type ChatMessage,
  type ChatRequest,
  type CompareResult,
  type VerseReference,
} from '../../../common/api/chat';
import { findPersona, perspectiveOrder, selectPersona, type Persona } from '../../../common/personas';
import { religionIds, type ReligionId } from '../../../common/scripture/religions';
import { formatScriptureRef, type ScriptureRef } from '../../../common/scripture/scripture-ref';
import type { Config } from '../../config';
import { libraryOf } from '../../corpus/library-generation';
import type { Database } from '../../db/client';
import type { Guide, GuideRequest } from './guide/guide';
import { concernsSelfHarm } from './guide/danger-to-self';
import { checkScope } from './guide/out-of-scope';
import { namedFirst, namedTraditions } from './named-traditions';
import { admit, refundCharge, refundOnError, type QuotaCharge } from './admission';
import { answer, type AnswerOptions } from './answer';
import type { QueryEmbedder } from '../../lib/meaning/query-embedder';
import type { WorkQueue } from '../../lib/work-queue';
import { nearbyThemes } from './nearby-themes';
import { retrievePassages } from './retrieval';
import { deleteMessages, insertMessage, listMessages, recentMessages, type MessageRow } from './store';

export { MessageBlocked } from './admission';

export type ChatDeps = {
  db: Database;
  guide: Guide;
  config: Config;
  log: FastifyBaseLogger;
  /** The caller's client counter key (from its IP): free answers are counted per client as well as per person. */
  client: string;
  /** The question's embedding for the search by meaning (absent: full text alone). */
  meaning?: QueryEmbedder;
  /** Where rankings of questions and themes not cached wait their turn (bounded; full: a 503). */
  ranking?: WorkQueue;
};

const HISTORY_TURNS = 6;
/**
 * A question is ranked as compare ranks a theme (its default five a tradition, from the same cache): a shorter
 * list is not its first few, since the chapter spread and the classic passages' share depend on its length, and
 * the offline answer quotes the best of these while the model chooses among all of them.
 */
const PASSAGES_FOR_CHAT = COMPARE_DEFAULT_VERSES;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    sessionId: row.sessionId,
    type: row.type,
    content: row.content,
    context: row.context ?? null,
    verseReference: (row.verseReference as VerseReference[] | null) ?? null,
    isInterrupted: row.isInterrupted,
    offlineFallback: typeof row.context?.fallback === 'string',
    supportLines: row.context?.supportLines === true,
    responseLatency: row.responseLatency,
    timestamp: row.timestamp.toISOString(),
  };
}

export function toVerseReferences(refs: readonly ScriptureRef[]): VerseReference[] {
  const seen = new Set<string>();
  const list: VerseReference[] = [];
  for (const ref of refs) {
    if (ref.verse === undefined) continue;
    const reference = formatScriptureRef(ref);
    if (seen.has(`${ref.religion}|${reference}`)) continue;
    seen.add(`${ref.religion}|${reference}`);
    list.push({
      religion: ref.religion,
      book: ref.book,
      chapter: ref.chapter,
      verse: ref.verse,
      ...(ref.verseEnd ? { verseEnd: ref.verseEnd } : {}),
      reference,
    });
  }
  return list;
}

export type PreparedTurn = {
  persona: Persona;
  userMessage: MessageRow;
  /** Null when the question is out of scope and `refusal` answers it. */
  guideRequest: GuideRequest | null;
  refusal: string | null;
  context: Record<string, unknown>;
  /** The question named suicide or self-harm: its answer carries the help lines. */
  supportLines: boolean;
  startedAt: number;
  charge: QuotaCharge | null;
};

/** One conversation of a person, oldest first; someone the server does not know has none. */
export async function chatHistory(
  db: Database,
  userId: string | null,
  sessionId: string,
): Promise<ChatHistory> {
  const rows = userId ? await listMessages(db, userId, sessionId) : [];
  return { sessionId, messages: rows.map(toChatMessage) };
}

/** Deletes one conversation of a person and says how many messages went. */
export async function clearChat(db: Database, userId: string | null, sessionId: string) {
  const deleted = userId ? await deleteMessages(db, userId, sessionId) : 0;
  return { sessionId, deleted };
}

/** Admits and stores the user's message, chooses the persona and retrieves the passages the reply may quote. */
export async function prepareTurn(deps: ChatDeps, userId: string, body: ChatRequest): Promise<PreparedTurn> {
  const startedAt = performance.now();
  const charge = await admit(deps, userId, body.sessionId, body.message);
  return refundOnError(
    () => refundCharge(deps.db, charge),
    () => prepareAdmitted(deps, userId, body, charge, startedAt),
  );
}

async function prepareAdmitted(
  deps: ChatDeps,
  userId: string,
  body: ChatRequest,
  charge: QuotaCharge | null,
  startedAt: number,
): Promise<PreparedTurn> {
  const context = body.context ?? {};
  const persona =
    findPersona(context.persona) ?? selectPersona({ religion: context.religion, book: context.book });
  const storedContext = {
    religion: context.religion ?? null,
    book: context.book ?? null,
    chapter: context.chapter ?? null,
    persona: persona.name,
    ...(context.multiReligiousPerspective !== undefined
      ? { multiReligiousPerspective: context.multiReligiousPerspective }
      : {}),
  };
  // Refused before the question is stored, so a busy server leaves no question without its answer.
  deps.ranking?.assertRoom();
  const earlier = await recentMessages(deps.db, userId, body.sessionId, HISTORY_TURNS);
  const userMessage = await insertMessage(deps.db, {
    sessionId: body.sessionId,
    userId,
    type: 'user',
    content: body.message,
    context: storedContext,
  });

  const supportLines = concernsSelfHarm(body.message);
  const outOfScope = checkScope(body.message);
  if (outOfScope) {
    return {
      persona,
      userMessage,
      guideRequest: null,
      refusal: outOfScope.reply,
      context: storedContext,
      supportLines,
      startedAt,
      charge,
    };
  }
  const onlyOwn = context.multiReligiousPerspective === false && context.religion;
  const named = namedTraditions(body.message);
  const traditions: ReligionId[] = namedFirst(
    onlyOwn ? [context.religion!] : perspectiveOrder(persona),
    named,
  );
  const retrieval = await retrievePassages(deps.db, body.message, {
    religions: traditions,
    perReligion: PASSAGES_FOR_CHAT,
    meaning: deps.meaning,
    queue: deps.ranking,
  });
  return {
    persona,
    userMessage,
    refusal: null,
    context: storedContext,
    supportLines,
    startedAt,
    charge,
    guideRequest: {
      question: body.message,
      persona,
      // A passage the question names is answered first: its tradition leads the reply.
      traditions: citedFirst(traditions, retrieval.plan.citedRefs),
      passages: retrieval.passages,
      named,
      ...(supportLines ? { aboutSelfHarm: true } : {}),
      history: earlier.map((row) => ({ type: row.type, content: row.content })),
      context: {
        religion: context.religion ?? null,
        book: context.book ?? null,
        chapter: context.chapter ?? null,
      },
      themes: retrieval.plan.topics,
    },
  };
}

/**
 * Runs the guide for a prepared turn, releasing checked text through `onText` as it comes, and stores the reply
 * (marked interrupted when the reader went away before the end). Nothing is stored when the reader left before
 * any of it came (null); an answer the model never gave is not counted against the quota.
 */
export async function completeTurn(
  deps: ChatDeps,
  userId: string,
  turn: PreparedTurn,
  options: AnswerOptions = {},
): Promise<MessageRow | null> {
  const result = await refundOnError(
    () => refundCharge(deps.db, turn.charge),
    () => answer(deps, turn.guideRequest, turn.refusal, options),
  );
  if (!result.modelAnswered) await refundCharge(deps.db, turn.charge);
  if (!result.content) return null;
  return insertMessage(deps.db, {
    sessionId: turn.userMessage.sessionId,
    userId,
    type: 'ai',
    content: result.content,
    context: {
      ...turn.context,
      guide: result.guide,
      ...(turn.supportLines ? { supportLines: true } : {}),
      ...(result.fallback ? { fallback: result.fallback } : {}),
      ...(result.grounding ? { grounding: result.grounding } : {}),
    },
    verseReference: toVerseReferences(result.kept),
    isInterrupted: result.interrupted,
    responseLatency: Math.round(performance.now() - turn.startedAt),
  });
}

export function citedFirst(
  traditions: readonly ReligionId[],
  cited: readonly { religion: ReligionId }[],
): ReligionId[] {
  const first = cited.map((ref) => ref.religion).filter((religion) => traditions.includes(religion));
  return [...new Set([...first, ...traditions])];
}

/** Of the traditions an answer quotes, those whose scripture the background import has still to bring in. */
export function stillImporting(db: Database, traditions: readonly ReligionId[]): ReligionId[] {
  return libraryOf(db)
    .importing()
    .filter((religion) => traditions.includes(religion));
}

/** Compare (docs/product.md, Compare): verses per tradition on a theme, with the guide's summary. */
export async function compareTheme(
  deps: ChatDeps,
  userId: string,
  body: { theme: string; sessionId: string; maxVersesPerReligion: number },
  signal?: AbortSignal,
): Promise<CompareResult> {
  const charge = await admit(deps, userId, body.sessionId, body.theme);
  return refundOnError(
    () => refundCharge(deps.db, charge),
    () => compareAdmitted(deps, body, charge, signal),
  );
}

async function compareAdmitted(
  deps: ChatDeps,
  body: { theme: string; sessionId: string; maxVersesPerReligion: number },
  charge: QuotaCharge | null,
  signal: AbortSignal | undefined,
): Promise<CompareResult> {
  const persona = selectPersona({});
  // Taken before the library is read: a source that lands while the passages are ranked is missing from them,
  // so the answer still names it as importing.
  const importing = stillImporting(deps.db, religionIds);
  const retrieval = await retrievePassages(deps.db, body.theme, {
    religions: religionIds,
    perReligion: body.maxVersesPerReligion,
    meaning: deps.meaning,
    queue: deps.ranking,
  });
  const found = religionIds.some((religion) => (retrieval.passages[religion]?.length ?? 0) > 0);
  // Nothing to summarise: no guide is asked (its words would echo the request), and the comparison is free.
  if (!found) {
    await refundCharge(deps.db, charge);
    return {
      theme: body.theme,
      aiSummary: `No passages on “${body.theme}” were found in any of the five traditions.`,
      summaryUnavailable: true,
      verses: {},
      guide: deps.guide.kind,
      importing,
      suggestions: await nearbyThemes(body.theme),
    };
  }
  const guideRequest: GuideRequest = {
    question: `What do the five traditions teach about ${body.theme}?`,
    persona,
    traditions: [...religionIds],
    passages: retrieval.passages,
    history: [],
    context: { religion: null, book: null, chapter: null },
    themes: retrieval.plan.topics.length > 0 ? retrieval.plan.topics : [body.theme],
  };
  const summary = await answer(deps, guideRequest, null, { signal, fallBackToOffline: false });
  const summaryUnavailable = summary.fallback !== null || !summary.content;
  if (!summary.modelAnswered || summaryUnavailable) await refundCharge(deps.db, charge);
  const verses: CompareResult['verses'] = {};
  for (const religion of religionIds) {
    verses[religion] = (retrieval.passages[religion] ?? []).map((passage) => ({
      text: passage.text,
      reference: passage.reference,
      ...(passage.citation ? { citation: passage.citation } : {}),
      book: passage.book,
      chapter: passage.chapter,
      verse: passage.verse,
      ...(passage.ref.verseEnd ? { verseEnd: passage.ref.verseEnd } : {}),
      translation: passage.translation,
      translationName: passage.translationName,
    }));
  }
  return {
    theme: body.theme,
    // The model's summary, or (when it gave none) a plain notice rather than the offline guide's: the verses below
    // are already the library's passages, quoted in full.
    aiSummary: summaryUnavailable ? SUMMARY_UNAVAILABLE : summary.content,
    summaryUnavailable,
    verses,
    guide: deps.guide.kind,
    importing,
  };
}
