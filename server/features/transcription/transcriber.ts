import { toFile } from 'openai';
import type OpenAI from 'openai';
import { HttpError, serviceUnavailable } from '../../lib/http-error';
import { classifyOpenAiError, createOpenAiClient, type OpenAiConnection } from '../../lib/openai-client';

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

export const transcriptionNotConfigured = () =>
  serviceUnavailable(
    'Voice transcription is not set up on this server. Please type your question, or use Chrome or Edge for voice input.',
  );

const transcriptionDown = (detail: string) =>
  serviceUnavailable(
    `The transcription service is not available right now (${detail}). Please try again or type your question.`,
  );

/** The upstream's statuses that mean the recording itself was refused. */
const recordingRefusedStatuses = new Set([400, 413, 415, 422]);

/** Any server that speaks OpenAI's POST /audio/transcriptions (multipart file + model, JSON { text } back). */
export class OpenAiTranscriber implements Transcriber {
  readonly name = 'openai-compatible' as const;

  private readonly client: OpenAI;

  constructor(
    connection: OpenAiConnection,
    private readonly model: string,
  ) {
    this.client = createOpenAiClient(connection);
  }

  async transcribe({ audio, contentType, fileName }: TranscribeInput): Promise<string> {
    let response: Response;
    try {
      response = await this.client.audio.transcriptions
        .create({
          file: await toFile(audio, fileName, { type: contentType }),
          model: this.model,
          response_format: 'json',
        })
        .asResponse();
    } catch (error) {
      const failure = classifyOpenAiError(error, recordingRefusedStatuses);
      // The recording itself was refused (unreadable, too short): the caller can record again.
      if (failure.kind === 'refused') {
        throw new HttpError(400, `The transcription service could not read the recording: ${failure.reason}`);
      }
      // A bad key, a wrong URL, a rate limit or an outage: not the speaker's fault, and nothing they can fix.
      throw transcriptionDown(failure.detail);
    }
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
