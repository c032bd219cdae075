import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLMock } from '@copilotkit/aimock';
import { TRANSCRIPTION_MAX_BYTES } from '../../../common/api/transcription';
import { createTestApp } from '../../test/test-app';
import { startTranscriptionServer, type TranscriptionServer } from './testing/transcription-server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A webm (EBML) header followed by data: enough for the magic-number check, not a playable file. */
const webmRecording = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(3000, 7)]);
const oggRecording = Buffer.concat([Buffer.from('OggS\0\x02', 'latin1'), Buffer.alloc(2000, 3)]);

async function closeServer(server: Server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

const post = (app: TestApp, payload: Buffer | string, contentType?: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/voice/transcriptions',
    payload,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(cookie ? { cookie } : {}) },
  });

describe('server transcription against an OpenAI-compatible /audio/transcriptions server', () => {
  let upstream: TranscriptionServer;
  let uploads: TranscriptionServer['uploads'];
  let app: TestApp;

  beforeAll(async () => {
    upstream = await startTranscriptionServer();
    uploads = upstream.uploads;
    app = await createTestApp({
      TRANSCRIPTION_BASE_URL: upstream.baseUrl,
      TRANSCRIPTION_API_KEY: 'test-transcription-key',
      TRANSCRIPTION_MODEL: 'whisper-large-v3',
      TRANSCRIPTION_RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });
  const answerNext = (status: number, body: unknown) => upstream.answer(status, body);
  const answerText = () => answerNext(200, { text: ' Peace be with you. ' });

  it('says it is available, with its limits and accepted types', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/voice/transcriptions/capabilities' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      available: true,
      maxBytes: 5 * 1024 * 1024,
      maxSeconds: 60,
      acceptedTypes: [
        'audio/webm',
        'audio/ogg',
        'audio/wav',
        'audio/x-wav',
        'audio/wave',
        'audio/mp4',
        'audio/x-m4a',
        'audio/mpeg',
      ],
    });
  });

  it('sends the recording bytes, the model and the key upstream and answers with the trimmed text', async () => {
    answerText();
    const response = await post(app, webmRecording, 'audio/webm;codecs=opus');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: 'Peace be with you.' });
    // A visitor becomes a guest, as in the chat.
    expect(String(response.headers['set-cookie'])).toMatch(/^sc_session=/);
    const upload = uploads.at(-1)!;
    expect(upload.url).toBe('/v1/audio/transcriptions');
    expect(upload.headers.authorization).toBe('Bearer test-transcription-key');
    expect(upload.fields).toEqual({ model: 'whisper-large-v3', response_format: 'json' });
    expect(upload.file!.name).toBe('recording.webm');
    expect(upload.file!.type).toBe('audio/webm');
    expect(upload.file!.bytes.equals(webmRecording)).toBe(true);
  });

  it('transcribes a real WAV from the offline voice, byte for byte, named .wav', async () => {
    const spoken = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: 'What does the Dhammapada say about anger?', voiceId: 'flite-kal16' },
    });
    expect(spoken.statusCode).toBe(200);
    const wav = spoken.rawPayload;
    answerNext(200, { text: 'What does the Dhammapada say about anger?' });
    const response = await post(app, wav, 'audio/wav');
    expect(response.json()).toEqual({ text: 'What does the Dhammapada say about anger?' });
    expect(uploads.at(-1)!.file!.name).toBe('recording.wav');
    expect(uploads.at(-1)!.file!.bytes.equals(wav)).toBe(true);
  });

  it('names Firefox ogg recordings .ogg', async () => {
    answerText();
    const response = await post(app, oggRecording, 'audio/ogg; codecs=opus');
    expect(response.statusCode).toBe(200);
    expect(uploads.at(-1)!.file!.name).toBe('recording.ogg');
  });

  it('answers an empty text when the recording held no words', async () => {
    answerNext(200, { text: '' });
    const response = await post(app, webmRecording, 'audio/webm');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: '' });
  });

  it('refuses an empty recording with a 400 and does not call upstream', async () => {
    const before = uploads.length;
    const response = await post(app, Buffer.alloc(0), 'audio/webm');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: 'The recording is empty: nothing was recorded.',
    });
    expect(uploads.length).toBe(before);
  });

  it('refuses a recording over 5 MB with a 413', async () => {
    const huge = Buffer.concat([webmRecording, Buffer.alloc(TRANSCRIPTION_MAX_BYTES, 1)]);
    const response = await post(app, huge, 'audio/webm');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'The recording is too large: at most 5 MB (about 60 seconds) can be transcribed.',
    );
  });

  it('stops reading a streamed recording (no Content-Length) once it passes 5 MB', async () => {
    const before = uploads.length;
    const chunk = Buffer.alloc(256 * 1024, 1);
    const chunks = [webmRecording, ...Array.from({ length: 21 }, () => chunk)];
    const response = await app.inject({
      method: 'POST',
      url: '/api/voice/transcriptions',
      headers: { 'content-type': 'audio/webm' },
      payload: Readable.from(chunks),
    });
    expect(response.statusCode).toBe(413);
    expect(uploads.length).toBe(before);
  });

  it('refuses other types with a 415 that lists the accepted ones', async () => {
    const text = await post(app, 'hello', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(
      "Recordings of type 'text/plain' cannot be transcribed. Send audio/webm, audio/ogg, audio/wav, audio/mp4 or audio/mpeg.",
    );
    const json = await post(app, JSON.stringify({ audio: 'AAAA' }), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain("Recordings of type 'application/json' cannot be transcribed");
    const flac = await post(app, Buffer.from('fLaC\0\0\0\x22'), 'audio/flac');
    expect(flac.statusCode).toBe(415);
    const none = await post(app, webmRecording);
    expect(none.statusCode).toBe(415);
    expect(none.json().message).toContain("type 'none'");
  });

  it('refuses bytes that are not the audio they claim to be with a 400', async () => {
    const response = await post(app, Buffer.from('<html>not audio</html>'), 'audio/webm');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The recording is not webm audio, although it was sent as audio/webm.',
    );
    const mislabelled = await post(app, webmRecording, 'audio/wav');
    expect(mislabelled.statusCode).toBe(400);
  });

  it("passes the server's refusal of the audio on as a 400 with its reason", async () => {
    answerNext(400, {
      error: { message: 'Audio file is too short. Minimum audio length is 0.1 seconds.' },
    });
    const response = await post(app, webmRecording, 'audio/webm');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The transcription service could not read the recording: Audio file is too short. Minimum audio length is 0.1 seconds.',
    );
  });

  it('turns a bad key, an outage or a malformed answer upstream into a 503, never a 500', async () => {
    for (const [status, body, detail] of [
      [401, { error: { message: 'Incorrect API key provided' } }, 'HTTP 401'],
      [500, { error: { message: 'boom' } }, 'HTTP 500'],
      [429, { error: { message: 'Rate limit reached' } }, 'HTTP 429'],
      [200, 'not json', 'the answer was not JSON'],
      [200, { transcript: 'wrong field' }, 'the answer had no text'],
    ] as const) {
      answerNext(status, body);
      const response = await post(app, webmRecording, 'audio/webm');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Service Unavailable',
        message: `The transcription service is not available right now (${detail}). Please try again or type your question.`,
      });
    }
  });
});

describe('server transcription with the upstream down, not configured, or rate limited', () => {
  it('answers 503 when the server is not reachable', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await closeServer(probe);
    const app = await createTestApp({ TRANSCRIPTION_BASE_URL: `http://127.0.0.1:${port}/v1` });
    try {
      const response = await post(app, webmRecording, 'audio/webm');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(
        /^The transcription service is not available right now \(.+\)\. Please try again or type your question\.$/,
      );
    } finally {
      await app.close();
    }
  });

  it('says it is unavailable and answers 503 when no server is configured', async () => {
    const app = await createTestApp();
    try {
      const capabilities = await app.inject({
        method: 'GET',
        url: '/api/voice/transcriptions/capabilities',
      });
      expect(capabilities.json().available).toBe(false);
      const response = await post(app, webmRecording, 'audio/webm');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        'Voice transcription is not set up on this server. Please type your question, or use Chrome or Edge for voice input.',
      );
    } finally {
      await app.close();
    }
  });

  it('limits recordings per person per minute with a 429', async () => {
    const upstream = await startTranscriptionServer();
    upstream.answer(200, { text: 'Peace' });
    const app = await createTestApp({
      TRANSCRIPTION_BASE_URL: upstream.baseUrl,
      TRANSCRIPTION_RATE_LIMIT_MAX: '2',
    });
    try {
      // The first call makes the visitor a guest. A guest is counted by address, like the visitor it
      // was: a new guest (cookies cleared) must not be a new allowance.
      const first = await post(app, webmRecording, 'audio/webm');
      const cookie = String(first.headers['set-cookie']).split(';')[0]!;
      expect((await post(app, webmRecording, 'audio/webm', cookie)).statusCode).toBe(200);
      const third = await post(app, webmRecording, 'audio/webm', cookie);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^Too many recordings to transcribe\. Please wait \d+ seconds\.$/);
      expect((await post(app, webmRecording, 'audio/webm')).statusCode).toBe(429);
      expect(upstream.uploads).toHaveLength(2);
    } finally {
      await app.close();
      await upstream.close();
    }
  });
});

describe('server transcription against aimock', () => {
  let mock: LLMock;
  let app: TestApp;

  beforeAll(async () => {
    mock = new LLMock({ port: 0 });
    mock.onTranscription({ transcription: { text: 'How can I forgive someone who hurt me?' } });
    await mock.start();
    app = await createTestApp({ TRANSCRIPTION_BASE_URL: `${mock.url}/v1`, TRANSCRIPTION_API_KEY: 'k' });
  });
  afterAll(async () => {
    await app?.close();
    await mock?.stop();
  });

  it('reads the text of its transcription and sends the default model whisper-1', async () => {
    const response = await post(app, oggRecording, 'audio/ogg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: 'How can I forgive someone who hurt me?' });
    const request = mock.getRequests().find((entry) => entry.path === '/v1/audio/transcriptions')!;
    expect((request.body as { model: string }).model).toBe('whisper-1');
  });
});
