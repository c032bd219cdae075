import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personas } from '../../../common/personas';
import { TTS_TEXT_MAX_LENGTH } from '../../../common/api/tts';
import { createTestApp } from '../../test/test-app';
import { readWavHeader } from './testing/wav-header';

const genesis = 'In the beginning God created the heaven and the earth.';

/** Root mean square of 16-bit little-endian samples after the 44-byte header: silence is near 0. */
function loudness(file: Buffer): number {
  let sum = 0;
  let count = 0;
  for (let offset = 44; offset + 1 < file.length; offset += 2) {
    const sample = file.readInt16LE(offset);
    sum += sample * sample;
    count += 1;
  }
  return Math.sqrt(sum / count);
}

describe('text-to-speech with the offline Flite voice (no key, no network)', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ TTS_RATE_LIMIT_MAX: '12' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the offline voices with the recommended male voices', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tts/voices' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.voices.map((voice: { voice_id: string }) => voice.voice_id)).toEqual([
      'flite-kal16',
      'flite-rms',
      'flite-awb',
      'flite-kal',
      'flite-slt',
    ]);
    expect(body.voices[4]).toEqual({
      voice_id: 'flite-slt',
      name: 'Sally',
      category: 'offline',
      gender: 'female',
      description: 'American English, bright (Flite, spoken on this server)',
    });
    expect(body.recommendedMaleVoices.map((voice: { voice_id: string }) => voice.voice_id)).toEqual([
      'flite-kal16',
      'flite-rms',
      'flite-awb',
      'flite-kal',
    ]);
  });

  it('speaks a verse as a real, playable WAV whose length fits the words', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: genesis, voiceId: 'flite-kal16' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['x-tts-provider']).toBe('offline');
    expect(response.headers['x-tts-cache']).toBe('miss');
    const wav = readWavHeader(response.rawPayload);
    expect(wav).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16 });
    // Ten words at a speaking pace of 2 to 5 words a second.
    expect(wav!.durationSeconds).toBeGreaterThan(2);
    expect(wav!.durationSeconds).toBeLessThan(5);
    expect(loudness(response.rawPayload)).toBeGreaterThan(300);

    const longer = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: `${genesis} And the earth was without form, and void.`, voiceId: 'flite-kal16' },
    });
    expect(readWavHeader(longer.rawPayload)!.durationSeconds).toBeGreaterThan(wav!.durationSeconds + 1);
  });

  it('answers the same text and voice from the cache, byte for byte', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: 'Blessed are the peacemakers.', voiceId: 'flite-slt' },
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: 'Blessed are the peacemakers.', voiceId: 'flite-slt' },
    });
    expect(first.headers['x-tts-cache']).toBe('miss');
    expect(second.headers['x-tts-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('maps a persona voice id to its offline voice', async () => {
    const monk = personas.find((persona) => persona.id === 'buddhist-monk')!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: 'Hatred does not cease by hatred.', voiceId: monk.voiceId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-tts-voice']).toBe('flite-kal');
    expect(readWavHeader(response.rawPayload)).toMatchObject({ sampleRate: 8000 });
  });

  it.each([
    [{ text: '   ', voiceId: 'flite-kal16' }, 'There is no text to speak.'],
    [
      { text: 'a'.repeat(TTS_TEXT_MAX_LENGTH + 1), voiceId: 'flite-kal16' },
      `text must be at most ${TTS_TEXT_MAX_LENGTH} characters`,
    ],
    [{ text: 'Peace', voiceId: '../etc/passwd' }, 'voiceId may only hold letters, digits, _ and -'],
    [
      { text: 'Peace', voiceId: 'flite-kal16', settings: { stability: 2 } },
      'settings.stability must be between 0 and 1',
    ],
    [{ text: 'Peace', voiceId: 'flite-kal16', speed: 2 }, 'speed'],
    [{ text: 'Peace', voiceId: 'no-such-voice' }, "Unknown voice 'no-such-voice'"],
  ])('refuses bad input %# with a clear 400', async (payload, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/tts/speak', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('limits speech requests per client with a 429 that says how long to wait', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/tts/speak',
        payload: { text: genesis, voiceId: 'flite-kal16' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(/^Too many voice requests\. Please wait \d+ seconds\.$/);
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('documents both routes in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/tts/voices'].get.summary).toContain('recommended male voices');
    expect(
      document.paths['/api/tts/speak'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['text', 'voiceId']);
  });
});
