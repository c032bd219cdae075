import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personas } from '../../../common/personas';
import { createTestApp } from '../../test/test-app';

type Received = { url: string; headers: IncomingHttpHeaders; body: string };

const mp3Audio = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413, 1)]);

/** Speaks OpenAI's POST /v1/audio/speech: JSON { model, input, voice, response_format } in, audio out. */
function startSpeechServer(received: Received[]): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ url: request.url!, headers: request.headers, body });
      if (request.method !== 'POST' || request.url !== '/v1/audio/speech') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      const { voice } = JSON.parse(body) as { voice: string };
      if (!['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'].includes(voice)) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `Invalid voice: ${voice}` } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.end(mp3Audio);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('text-to-speech with an OpenAI-compatible /audio/speech server', () => {
  const received: Received[] = [];
  let upstream: Server;
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    upstream = await startSpeechServer(received);
    const { port } = upstream.address() as AddressInfo;
    app = await createTestApp({
      TTS_BASE_URL: `http://127.0.0.1:${port}/v1`,
      TTS_API_KEY: 'test-speech-key',
      TTS_MODEL: 'tts-1-hd',
    });
  });
  afterAll(async () => {
    await app.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('maps the persona voice to an OpenAI voice and posts the text with the key and model', async () => {
    const mufti = personas.find((persona) => persona.id === 'islamic-mufti')!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: 'In the name of God, the Most Gracious, the Most Merciful.', voiceId: mufti.voiceId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['x-tts-provider']).toBe('openai-compatible');
    expect(response.headers['x-tts-voice']).toBe('onyx');
    expect(response.rawPayload.equals(mp3Audio)).toBe(true);
    const call = received.at(-1)!;
    expect(call.url).toBe('/v1/audio/speech');
    expect(call.headers.authorization).toBe('Bearer test-speech-key');
    expect(JSON.parse(call.body)).toEqual({
      model: 'tts-1-hd',
      input: 'In the name of God, the Most Gracious, the Most Merciful.',
      voice: 'onyx',
      response_format: 'mp3',
    });
  });

  it('lists its voices with the male ones recommended', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/tts/voices' })).json();
    expect(body.voices).toHaveLength(6);
    expect(body.recommendedMaleVoices.map((voice: { voice_id: string }) => voice.voice_id)).toEqual([
      'onyx',
      'echo',
      'fable',
      'alloy',
    ]);
  });

  it("passes the server's refusal of an unknown voice on as a 400", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: 'Peace', voiceId: 'baritone' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Invalid voice: baritone');
  });
});
