import { HttpError, serviceUnavailable } from '../../lib/http-error';

export type TranscribeInput = {
  audio: Buffer;
  /** The media type without parameters, e.g. audio/webm. */
  contentType: string;
  /** A file name whose extension tells the upstream the format (OpenAI reads the extension). */
  fileName: string;
};

export interface Transcriber {
  readonly name: 'openai-compatible';
  transcribe(input: TranscribeInput): Promise<string>;
}

const REQUEST_TIMEOUT_MS = 30_000;

export const transcriptionNotConfigured = () =>
  serviceUnavailable(
    'Voice transcription is not set up on this server. Please type your question, or use Chrome or Edge for voice input.',
  );

const transcriptionDown = (detail: string) =>
  serviceUnavailable(
    `The transcription service is not available right now (${detail}). Please try again or type your question.`,
  );

async function upstreamReason(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).slice(0, 2000);
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string' && message) return message.slice(0, 300);
  } catch {
    // Not JSON: quote the text itself.
  }
  return text.slice(0, 300) || response.statusText;
}

/** Any server that speaks OpenAI's POST /audio/transcriptions (multipart file + model, JSON { text } back). */
export class OpenAiTranscriber implements Transcriber {
  readonly name = 'openai-compatible' as const;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string | undefined,
    private readonly model: string,
  ) {}

  async transcribe({ audio, contentType, fileName }: TranscribeInput): Promise<string> {
    const url = new URL(
      'audio/transcriptions',
      this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`,
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(audio)], { type: contentType }), fileName);
    form.append('model', this.model);
    form.append('response_format', 'json');
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {},
        body: form,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = error as Error;
      throw transcriptionDown(cause.name === 'TimeoutError' ? 'no answer in 30 seconds' : cause.message);
    }
    // The recording itself was refused (unreadable, too short): the caller can record again.
    if (
      response.status === 400 ||
      response.status === 413 ||
      response.status === 415 ||
      response.status === 422
    ) {
      throw new HttpError(
        400,
        `The transcription service could not read the recording: ${await upstreamReason(response)}`,
      );
    }
    // A bad key, a wrong URL, a rate limit or an outage: not the speaker's fault, and nothing they can fix.
    if (!response.ok) throw transcriptionDown(`HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw transcriptionDown('the answer was not JSON');
    }
    const text = (body as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') throw transcriptionDown('the answer had no text');
    return text.trim();
  }
}
