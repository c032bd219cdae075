import type { FastifyBaseLogger } from 'fastify';
import type { ScriptureRef } from '../../../common/scripture/scripture-ref';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { GuideFailure, withDeadlines, type GuideFailureReason } from './guide/deadlines';
import { amongSources } from './guide/grounding';
import type { Guide, GuideRequest, Passage } from './guide/guide';
import { OfflineGuide } from './guide/offline-guide';
import { gateReferences, type GatedText, type ReferenceChecker } from './guide/reference-gate';
import { referencesExist } from './store';

export type AnswerDeps = { db: Database; guide: Guide; config: Config; log: FastifyBaseLogger };

/** What the checks took out of a model's reply: counted on the stored message and logged. */
export type GroundingCounts = { referencesDropped: number; quotesReplaced: number; quotesRemoved: number };

export type Answer = {
  content: string;
  /** The references the answer cites, all checked. */
  kept: ScriptureRef[];
  /** The reader left before the end. */
  interrupted: boolean;
  /** Set when the model gave no answer and the offline guide's answer stands in for it. */
  fallback: GuideFailureReason | null;
  /** Which guide's words these are. */
  guide: Guide['kind'];
  grounding: GroundingCounts | null;
  /** Whether any of the model's own answer reached the reader (the quota is spent only then). */
  modelAnswered: boolean;
};

export type AnswerOptions = {
  onText?: (text: string) => void;
  /** The model failed: what was shown of its reply is withdrawn, the offline guide's answer follows. */
  onFallback?: (reason: GuideFailureReason) => void;
  signal?: AbortSignal;
  /** False: a failed model gives an empty answer with its reason instead of the offline guide's (compare). */
  fallBackToOffline?: boolean;
};

const offline = new OfflineGuide();

async function* single(text: string): AsyncIterable<string> {
  yield text;
}

/** Whether a passage of the same tradition holds every verse the reference names (a chapter: any of its verses). */
function heldBy(ref: ScriptureRef, passages: readonly Passage[]): boolean {
  return passages.some(
    (passage) =>
      passage.religion === ref.religion &&
      passage.book === ref.book &&
      passage.chapter === ref.chapter &&
      (ref.verse === undefined ||
        (passage.ref.verse <= ref.verse &&
          (ref.verseEnd ?? ref.verse) <= (passage.ref.verseEnd ?? passage.ref.verse))),
  );
}

/**
 * Whether each reference exists in the library. A passage the reply was built from was read from the library for
 * this turn, so its references are known to exist; only the others are asked of the database. The offline reply
 * cites nothing else, and asking for each of its sentences was ~8 queries a reply.
 */
function inLibrary(db: Database, passages: readonly Passage[]): ReferenceChecker {
  return async (refs) => {
    const held = refs.map((ref) => heldBy(ref, passages));
    const rest = refs.filter((_, index) => !held[index]);
    const found = rest.length > 0 ? await referencesExist(db, rest) : [];
    let next = 0;
    return held.map((known) => known || found[next++] === true);
  };
}

/** The library's own words (the offline guide or a refusal): its references need only exist in the library. */
async function library(
  deps: AnswerDeps,
  pieces: AsyncIterable<string>,
  passages: readonly Passage[],
  options: AnswerOptions,
) {
  const kept: ScriptureRef[] = [];
  let content = '';
  let interrupted = false;
  try {
    for await (const text of gateReferences(pieces, {
      check: inLibrary(deps.db, passages),
      onChecked: (checked) => kept.push(...checked.kept),
    })) {
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
  return { content: content.trim(), kept, interrupted };
}

function readerWords(request: GuideRequest): string[] {
  return [
    request.question,
    ...request.history.filter((turn) => turn.type === 'user').map((turn) => turn.content),
  ];
}

function allPassages(request: GuideRequest): Passage[] {
  return request.traditions.flatMap((religion) => request.passages[religion] ?? []);
}

type ModelRun = {
  content: string;
  kept: ScriptureRef[];
  interrupted: boolean;
  counts: GroundingCounts;
  dropped: string[];
  replaced: string[];
};

/**
 * The model's reply under the deadlines, through the gate that keeps only references to its sources and the
 * library's wording of every quotation. Throws a GuideFailure when no answer came.
 */
async function fromModel(deps: AnswerDeps, request: GuideRequest, options: AnswerOptions): Promise<ModelRun> {
  const run: ModelRun = {
    content: '',
    kept: [],
    interrupted: false,
    counts: { referencesDropped: 0, quotesReplaced: 0, quotesRemoved: 0 },
    dropped: [],
    replaced: [],
  };
  const passages = allPassages(request);
  let raw = '';
  const model = withDeadlines((signal) => deps.guide.reply(request, signal), {
    firstTokenMs: deps.config.LLM_FIRST_TOKEN_TIMEOUT_MS,
    totalMs: deps.config.LLM_TOTAL_TIMEOUT_MS,
    signal: options.signal,
  });
  async function* counted() {
    for await (const piece of model) {
      raw += piece;
      yield piece;
    }
  }
  const onChecked = (checked: GatedText) => {
    run.kept.push(...checked.kept);
    run.counts.referencesDropped += checked.removed.length;
    run.dropped.push(...checked.removed);
    run.counts.quotesReplaced += checked.grounded?.replaced.length ?? 0;
    run.replaced.push(...(checked.grounded?.replaced ?? []));
    run.counts.quotesRemoved += checked.grounded?.removed.length ?? 0;
  };
  try {
    for await (const text of gateReferences(counted(), {
      check: amongSources(passages),
      sources: { passages, readerWords: readerWords(request) },
      onChecked,
    })) {
      run.content += text;
      options.onText?.(text);
      if (options.signal?.aborted) break;
    }
  } catch (error) {
    if (!options.signal?.aborted) throw error;
  }
  if (options.signal?.aborted) {
    run.interrupted = true;
    return run;
  }
  if (!run.content.trim()) {
    throw raw.trim()
      ? new GuideFailure(
          'ungrounded',
          'every sentence of the reply cited or quoted what its sources do not hold',
        )
      : new GuideFailure('empty', 'the model sent no text');
  }
  return run;
}

/**
 * Answers a request: with the offline guide when it is the guide; with the model otherwise, and when the model
 * gives no answer (an error, a timeout, an empty or wholly unfounded reply) with the offline guide's answer from
 * the same passages, marked as such. A reader who leaves cancels the model call.
 */
export async function answer(
  deps: AnswerDeps,
  request: GuideRequest | null,
  refusal: string | null,
  options: AnswerOptions = {},
): Promise<Answer> {
  if (!request || deps.guide.kind === 'offline') {
    const pieces = request ? offline.reply(request, options.signal) : single(refusal ?? '');
    const result = await library(deps, pieces, request ? allPassages(request) : [], options);
    return { ...result, fallback: null, guide: deps.guide.kind, grounding: null, modelAnswered: true };
  }
  try {
    const run = await fromModel(deps, request, options);
    const changed = run.counts.referencesDropped + run.counts.quotesReplaced + run.counts.quotesRemoved > 0;
    if (changed) {
      deps.log.warn(
        { grounding: run.counts, droppedReferences: run.dropped, replacedQuotations: run.replaced },
        'scholar reply grounded: unfounded references or quotations were taken out or replaced',
      );
    }
    return {
      content: run.content.trim(),
      kept: run.kept,
      interrupted: run.interrupted,
      fallback: null,
      guide: deps.guide.kind,
      grounding: run.counts,
      modelAnswered: run.content.trim().length > 0,
    };
  } catch (error) {
    const reason = error instanceof GuideFailure ? error.reason : 'error';
    deps.log.warn(
      { err: error, reason, guide: deps.guide.kind },
      'scholar model gave no answer; the offline guide answered instead',
    );
    if (options.fallBackToOffline === false) {
      return {
        content: '',
        kept: [],
        interrupted: false,
        fallback: reason,
        guide: 'offline',
        grounding: null,
        modelAnswered: false,
      };
    }
    options.onFallback?.(reason);
    const result = await library(deps, offline.reply(request, options.signal), allPassages(request), options);
    return { ...result, fallback: reason, guide: 'offline', grounding: null, modelAnswered: false };
  }
}
