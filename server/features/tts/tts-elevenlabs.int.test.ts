import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { personas } from '../../../common/personas';
import { createTestApp } from '../../test/test-app';

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** An MP3 frame header (MPEG-1 Layer III, 128 kbit/s, 44.1 kHz) followed by padding: what ElevenLabs answers. */
const mp3Audio = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

/** Speaks the ElevenLabs API: GET /v1/voices and POST /v1/text-to-speech/:voice_id, keyed by xi-api-key. */
function startElevenLabs(received: Received[]): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      if (request.headers['xi-api-key'] !== 'test-eleven-key') {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }));
        return;
      }
      if (request.method === 'GET' && request.url === '/v1/voices') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            voices: [
              {
                voice_id: 'pNInz6obpgDQGcFmaJgB',
                name: 'Adam',
                category: 'premade',
                description: null,
                labels: { accent: 'american', description: 'deep', age: 'middle aged', gender: 'male' },
              },
              {
                voice_id: 'EXAVITQu4vr4xnSDxMaL',
                name: 'Bella',
                category: 'premade',
                labels: { accent: 'american', description: 'soft', gender: 'female' },
              },
              {
                voice_id: 'cl0nedVoice000000001',
                name: 'My reading voice',
                category: 'cloned',
                description: 'Recorded at home',
                labels: { gender: 'male' },
              },
            ],
          }),
        );
        return;
      }
      const speak = /^\/v1\/text-to-speech\/([\w-]+)\?output_format=mp3_44100_128$/.exec(request.url!);
      if (request.method === 'POST' && speak) {
        if (speak[1] === 'missingVoice00000000') {
          response.writeHead(404, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              detail: { status: 'voice_not_found', message: 'A voice with that id was not found.' },
            }),
          );
          return;
        }
        response.writeHead(200, { 'content-type': 'audio/mpeg' });
        response.end(mp3Audio);
        return;
      }
      response.writeHead(404).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('text-to-speech with ElevenLabs (a local server speaking its API)', () => {
  const received: Received[] = [];
  let upstream: Server;
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    upstream = await startElevenLabs(received);
    const { port } = upstream.address() as AddressInfo;
    app = await createTestApp({
      ELEVENLABS_API_KEY: 'test-eleven-key',
      ELEVENLABS_BASE_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await app.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
  });

  it('lists ElevenLabs voices in the contract shape, premade male voices recommended', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tts/voices' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      voices: [
        {
          voice_id: 'pNInz6obpgDQGcFmaJgB',
          name: 'Adam',
          category: 'premade',
          gender: 'male',
          description: 'american, deep, middle aged',
        },
        {
          voice_id: 'EXAVITQu4vr4xnSDxMaL',
          name: 'Bella',
          category: 'premade',
          gender: 'female',
          description: 'american, soft',
        },
        {
          voice_id: 'cl0nedVoice000000001',
          name: 'My reading voice',
          category: 'cloned',
          gender: 'male',
          description: 'Recorded at home',
        },
      ],
      recommendedMaleVoices: [
        {
          voice_id: 'pNInz6obpgDQGcFmaJgB',
          name: 'Adam',
          category: 'premade',
          gender: 'male',
          description: 'american, deep, middle aged',
        },
      ],
    });
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: '/v1/voices',
      headers: { 'xi-api-key': 'test-eleven-key' },
    });
  });

  it('passes the reader settings through as voice_settings and returns the MP3', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: {
        text: 'The Lord is my shepherd; I shall not want.',
        voiceId: 'pNInz6obpgDQGcFmaJgB',
        settings: { stability: 0.35, similarityBoost: 0.9, style: 0.2, useSpeakerBoost: false },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['x-tts-provider']).toBe('elevenlabs');
    expect(response.rawPayload.equals(mp3Audio)).toBe(true);
    expect(received).toHaveLength(1);
    const call = received[0]!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v1/text-to-speech/pNInz6obpgDQGcFmaJgB?output_format=mp3_44100_128');
    expect(call.headers['xi-api-key']).toBe('test-eleven-key');
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers.accept).toBe('audio/mpeg');
    expect(JSON.parse(call.body)).toEqual({
      text: 'The Lord is my shepherd; I shall not want.',
      model_id: 'eleven_multilingual_v2',
      voice_settings: { stability: 0.35, similarity_boost: 0.9, style: 0.2, use_speaker_boost: false },
    });
  });

  it('uses the default settings (stability 0.5, similarity 0.75) when the chat sends text and voiceId only', async () => {
    const rabbi = personas.find((persona) => persona.id === 'jewish-rabbi')!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: 'Hear, O Israel.', voiceId: rabbi.voiceId },
    });
    expect(response.statusCode).toBe(200);
    expect(received[0]!.url).toBe(`/v1/text-to-speech/${rabbi.voiceId}?output_format=mp3_44100_128`);
    expect(JSON.parse(received[0]!.body).voice_settings).toEqual({
      stability: 0.5,
      similarity_boost: 0.75,
      style: 0,
      use_speaker_boost: true,
    });

    const again = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: 'Hear, O Israel.', voiceId: rabbi.voiceId },
    });
    expect(again.headers['x-tts-cache']).toBe('hit');
    expect(received).toHaveLength(1);
  });

  it("turns ElevenLabs' unknown voice into a 400 that quotes its reason", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: 'Peace be with you.', voiceId: 'missingVoice00000000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('A voice with that id was not found.');
  });
});

describe('text-to-speech with a wrong ElevenLabs key', () => {
  it('answers 502 (the server is misconfigured, the caller did nothing wrong)', async () => {
    const upstream = await startElevenLabs([]);
    const { port } = upstream.address() as AddressInfo;
    const app = await createTestApp({
      ELEVENLABS_API_KEY: 'wrong-key',
      ELEVENLABS_BASE_URL: `http://127.0.0.1:${port}`,
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/tts/speak',
        payload: { text: 'Peace be with you.', voiceId: 'pNInz6obpgDQGcFmaJgB' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(
        'The elevenlabs voice service could not speak this text (HTTP 401).',
      );
    } finally {
      await app.close();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
