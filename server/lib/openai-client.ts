import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';

/** How long any OpenAI-compatible server has to start answering (headers); a stream may run on after that. */
export const OPENAI_REQUEST_TIMEOUT_MS = 30_000;

export type OpenAiConnection = { baseURL: string; apiKey?: string };

/**
 * The one way the server talks to an OpenAI-compatible upstream (chat, speech, transcription). Local servers
 * need no key, but the SDK insists on one. No retries: every caller has a fallback that answers at once (the
 * offline guide, the browser's voice, typing the question), so a retry would only keep the person waiting.
 */
export function createOpenAiClient({ baseURL, apiKey }: OpenAiConnection): OpenAI {
  return new OpenAI({
    baseURL,
    apiKey: apiKey ?? 'not-needed',
    maxRetries: 0,
    timeout: OPENAI_REQUEST_TIMEOUT_MS,
  });
}

/**
 * A failed upstream call, sorted the same way for every feature: `refused` when the upstream answered one of the
 * statuses the caller treats as "your input was wrong" (the person can change it), `unavailable` for everything
 * else (a bad key, a wrong URL, a rate limit, an outage, no answer), which nobody but the operator can fix.
 */
export type OpenAiFailure =
  { kind: 'refused'; status: number; reason: string } | { kind: 'unavailable'; detail: string };

export function classifyOpenAiError(error: unknown, refusedStatuses: ReadonlySet<number>): OpenAiFailure {
  if (error instanceof APIConnectionTimeoutError) {
    return { kind: 'unavailable', detail: `no answer in ${OPENAI_REQUEST_TIMEOUT_MS / 1000} seconds` };
  }
  if (error instanceof APIError && error.status !== undefined) {
    if (refusedStatuses.has(error.status)) {
      return { kind: 'refused', status: error.status, reason: upstreamReason(error) };
    }
    return { kind: 'unavailable', detail: `HTTP ${error.status}` };
  }
  return { kind: 'unavailable', detail: (error as Error).message };
}

/** The upstream's own words: OpenAI's `{ error: { message } }`, else the body the SDK quoted after the status. */
function upstreamReason(error: APIError): string {
  const message = (error.error as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message) return message.slice(0, 300);
  return error.message.replace(/^\d{3} /, '').slice(0, 300);
}
