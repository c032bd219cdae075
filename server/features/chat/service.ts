import { returnToCounter, takeFromCounter, utcDayWindow } from '../../lib/client-counters';
import type { FastifyBaseLogger } from 'fastify';
import {
  MODERATION_ERROR,
  type ChatMessage,
  type ChatRequest,
  type CompareResult,
  type ModerationBlock,
  type VerseReference,
} from '../../../common/api/chat';
import { findPersona, perspectiveOrder, selectPersona, type Persona } from '../../../common/personas';
import { religionIds, type ReligionId } from '../../../common/scripture/religions';
import { formatScriptureRef, type ScriptureRef } from '../../../common/scripture/scripture-ref';
import type { Config } from '../../config';
import { libraryOf } from '../../corpus/library-generation';
import type { Database } from '../../db/client';
import type { Guide, GuideRequest } from '../../lib/guide/guide';
import { checkScope } from '../../lib/guide/out-of-scope';
import { gateReferences } from '../../lib/guide/reference-gate';
import { tooManyRequests } from '../../lib/http-error';
import { assertNotBanned, banMessage } from '../../lib/identity';
import { screenUserMessage } from '../../lib/moderation/message-screen';
import { recordBlockedMessage } from '../../lib/moderation/offences';
import { retrievePassages } from './retrieval';
import {
  accountStatus,
  consumeDailyQuota,
  insertMessage,
  recentMessages,
  referencesExist,
  type MessageRow,
} from './store';

export type ChatDeps = {
  db: Database;
  guide: Guide;
  config: Config;
  log: FastifyBaseLogger;
  /** The caller's client counter key (from its IP): free answers are counted per client as well as per person. */
  client: string;
};

/** A message the moderation refused: answered as the spec's 400 with a suggestion. */
export class MessageBlocked extends Error {
  constructor(readonly body: ModerationBlock) {
    super(body.message);
  }
}

const HISTORY_TURNS = 6;
const PASSAGES_FOR_CHAT = 3;

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    sessionId: row.sessionId,
    type: row.type,
    content: row.content,
    context: row.context ?? null,
    verseReference: (row.verseReference as VerseReference[] | null) ?? null,
    isInterrupted: row.isInterrupted,
    responseLatency: row.responseLatency,
    timestamp: row.timestamp.toISOString(),
  };
}

/** Bans first, then moderation, then the free tier's quota: a blocked message never costs an answer. */
async function admit(deps: ChatDeps, userId: string, sessionId: string, text: string): Promise<void> {
  const account = await accountStatus(deps.db, userId);
  if (account) assertNotBanned(account);

  const verdict = screenUserMessage(text);
  if (!verdict.allowed) {
    const outcome = await recordBlockedMessage(deps.db, { userId, sessionId, content: text, verdict });
    deps.log.info({ userId, reason: verdict.reason, warnings: outcome.warnings }, 'chat message blocked');
    const banNote = outcome.ban
      ? ` ${banMessage({ banReason: outcome.ban.reason, banExpiresAt: outcome.ban.expiresAt })}`
      : '';
    throw new MessageBlocked({
      error: MODERATION_ERROR,
      message: `Your message was not sent: it was flagged as disrespectful.${banNote}`,
      suggestion: verdict.suggestion,
    });
  }

  if (account?.plan !== 'premium') {
    // Per client first: new guests or accounts from one address share its ceiling, so they cannot mint
    // fresh quotas. The ceiling is a multiple of the per-person quota so a household is not starved.
    const day = utcDayWindow();
    const perClient = deps.config.FREE_DAILY_AI_QUOTA_PER_IP;
    if ((await takeFromCounter(deps.db, deps.client, day, perClient)) === null) {
      throw tooManyRequests(
        `Today's ${perClient} free AI answers for your network are used up. They renew at midnight UTC; signed-in premium members have unlimited conversations.`,
      );
    }
    const limit = deps.config.FREE_DAILY_AI_QUOTA;
    if ((await consumeDailyQuota(deps.db, userId, limit)) === null) {
      await returnToCounter(deps.db, deps.client, day);
      throw tooManyRequests(
        `You have used today's ${limit} free AI answers. They renew at midnight UTC; premium members have unlimited conversations.`,
      );
    }
  }
}

async function checkRefs(db: Database, refs: readonly ScriptureRef[]) {
  return referencesExist(db, refs);
}

function toVerseReferences(refs: readonly ScriptureRef[]): VerseReference[] {
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
  startedAt: number;
};

/** Admits and stores the user's message, chooses the persona and retrieves the passages the reply may quote. */
export async function prepareTurn(deps: ChatDeps, userId: string, body: ChatRequest): Promise<PreparedTurn> {
  const startedAt = performance.now();
  await admit(deps, userId, body.sessionId, body.message);
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
  const earlier = await recentMessages(deps.db, userId, body.sessionId, HISTORY_TURNS);
  const userMessage = await insertMessage(deps.db, {
    sessionId: body.sessionId,
    userId,
    type: 'user',
    content: body.message,
    context: storedContext,
  });

  const outOfScope = checkScope(body.message);
  if (outOfScope) {
    return {
      persona,
      userMessage,
      guideRequest: null,
      refusal: outOfScope.reply,
      context: storedContext,
      startedAt,
    };
  }
  const onlyOwn = context.multiReligiousPerspective === false && context.religion;
  const traditions: ReligionId[] = onlyOwn ? [context.religion!] : perspectiveOrder(persona);
  const retrieval = await retrievePassages(deps.db, body.message, {
    religions: traditions,
    perReligion: PASSAGES_FOR_CHAT,
  });
  return {
    persona,
    userMessage,
    refusal: null,
    context: storedContext,
    startedAt,
    guideRequest: {
      question: body.message,
      persona,
      traditions,
      passages: retrieval.passages,
      history: earlier.map((row) => ({ type: row.type, content: row.content })),
      context: {
        religion: context.religion ?? null,
        book: context.book ?? null,
        chapter: context.chapter ?? null,
      },
      themes: retrieval.plan.themes.map((theme) => theme.label),
    },
  };
}

async function* single(text: string): AsyncIterable<string> {
  yield text;
}

/**
 * Runs the guide for a prepared turn, releasing checked text through `onText` as it comes, and stores the
 * reply (marked interrupted when the reader went away before the end).
 */
export async function completeTurn(
  deps: ChatDeps,
  userId: string,
  turn: PreparedTurn,
  options: { onText?: (text: string) => void; signal?: AbortSignal } = {},
): Promise<MessageRow> {
  const kept: ScriptureRef[] = [];
  let content = '';
  let interrupted = false;
  const source = turn.guideRequest
    ? deps.guide.reply(turn.guideRequest, options.signal)
    : single(turn.refusal ?? '');
  try {
    for await (const text of gateReferences(
      source,
      (refs) => checkRefs(deps.db, refs),
      (checked) => kept.push(...checked.kept),
    )) {
      content += text;
      options.onText?.(text);
      if (options.signal?.aborted) {
        interrupted = true;
        break;
      }
    }
  } catch (error) {
    if (!options.signal?.aborted) throw error;
    interrupted = true;
  }
  return insertMessage(deps.db, {
    sessionId: turn.userMessage.sessionId,
    userId,
    type: 'ai',
    content: content.trim(),
    context: { ...turn.context, guide: deps.guide.kind },
    verseReference: toVerseReferences(kept),
    isInterrupted: interrupted,
    responseLatency: Math.round(performance.now() - turn.startedAt),
  });
}

/** Of the traditions an answer quotes, those whose scripture the background import has still to bring in. */
export function stillImporting(db: Database, traditions: readonly ReligionId[]): ReligionId[] {
  return libraryOf(db)
    .importing()
    .filter((religion) => traditions.includes(religion));
}

/** Spec §4 'Compare': verses per tradition on a theme, with the guide's summary. */
export async function compareTheme(
  deps: ChatDeps,
  userId: string,
  body: { theme: string; sessionId: string; maxVersesPerReligion: number },
): Promise<CompareResult> {
  await admit(deps, userId, body.sessionId, body.theme);
  const persona = selectPersona({});
  // Taken before the library is read: a source that lands while the passages are ranked is missing from them,
  // so the answer still names it as importing.
  const importing = stillImporting(deps.db, religionIds);
  const retrieval = await retrievePassages(deps.db, body.theme, {
    religions: religionIds,
    perReligion: body.maxVersesPerReligion,
  });
  const guideRequest: GuideRequest = {
    question: `What do the five traditions teach about ${body.theme}?`,
    persona,
    traditions: [...religionIds],
    passages: retrieval.passages,
    history: [],
    context: { religion: null, book: null, chapter: null },
    themes:
      retrieval.plan.themes.length > 0 ? retrieval.plan.themes.map((theme) => theme.label) : [body.theme],
  };
  let aiSummary = '';
  for await (const text of gateReferences(deps.guide.reply(guideRequest), (refs) =>
    checkRefs(deps.db, refs),
  )) {
    aiSummary += text;
  }
  const verses: CompareResult['verses'] = {};
  for (const religion of religionIds) {
    verses[religion] = (retrieval.passages[religion] ?? []).map((passage) => ({
      text: passage.text,
      reference: passage.reference,
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
    aiSummary: aiSummary.trim(),
    verses,
    guide: deps.guide.kind,
    importing,
  };
}
