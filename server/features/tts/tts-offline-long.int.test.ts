import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TTS_TEXT_MAX_LENGTH } from '../../../common/api/tts';
import { createTestApp } from '../../test/test-app';
import { longReply } from './testing/long-reply';
import { readWavHeader } from './testing/wav-header';

/** Root mean square of the 16-bit samples between two fractions of the data: near 0 for silence. */
function loudness(file: Buffer, from: number, to: number): number {
  const data = file.subarray(44);
  const start = Math.floor((data.length * from) / 2) * 2;
  const end = Math.floor((data.length * to) / 2) * 2;
  let sum = 0;
  for (let offset = start; offset < end; offset += 2) sum += data.readInt16LE(offset) ** 2;
  return Math.sqrt(sum / ((end - start) / 2));
}

// Measured on a 2-core machine: 3,000 characters read in 173-195 s by every voice (about 16 characters a
// second). 120 s leaves room for a faster voice and fails clearly when a part of the text goes missing.
const MIN_SECONDS = 120;
const MAX_SECONDS = 300;
// Five voices, each ~8 pieces of work of about a second on two children; more on a busy machine.
const LONG_TEST_TIMEOUT_MS = 240_000;

describe('the offline voice reads the longest allowed text in full, with every voice', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it(
    'answers each voice with one whole WAV as long as the text, and stays up',
    async () => {
      expect(longReply).toHaveLength(TTS_TEXT_MAX_LENGTH);
      const voices = (await app.inject({ method: 'GET', url: '/api/tts/voices' })).json().voices as {
        voice_id: string;
      }[];
      expect(voices.length).toBeGreaterThanOrEqual(5);

      for (const { voice_id: voiceId } of voices) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/tts/speak',
          payload: { text: longReply, voiceId },
        });
        expect(response.statusCode, `${voiceId}: ${response.body.slice(0, 200)}`).toBe(200);
        expect(response.headers['content-type']).toBe('audio/wav');
        const file = response.rawPayload;
        const wav = readWavHeader(file)!;
        expect(wav, voiceId).toMatchObject({ channels: 1, bitsPerSample: 16 });
        // One canonical header whose sizes match the bytes sent: a player reads it to the end.
        expect(file.readUInt32LE(4), voiceId).toBe(file.length - 8);
        expect(wav.dataBytes, voiceId).toBe(file.length - 44);
        expect(wav.durationSeconds, voiceId).toBeGreaterThan(MIN_SECONDS);
        expect(wav.durationSeconds, voiceId).toBeLessThan(MAX_SECONDS);
        // Speech from beginning to end: no tenth of the audio is silence.
        for (let tenth = 0; tenth < 10; tenth += 1) {
          expect(loudness(file, tenth / 10, (tenth + 1) / 10), `${voiceId}, tenth ${tenth}`).toBeGreaterThan(
            200,
          );
        }
      }

      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    },
    LONG_TEST_TIMEOUT_MS,
  );

  it.each([
    ['a long run of dots', '.'.repeat(TTS_TEXT_MAX_LENGTH), 0],
    ['control characters', 'Peace\u0001be\u0007with\tyou\u001b.', 1],
    ['a thousand digits', '9'.repeat(1000), 200],
  ])('speaks %s as one valid WAV', async (_name, text, minSeconds) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text, voiceId: 'flite-slt' },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const wav = readWavHeader(response.rawPayload)!;
    expect(wav.dataBytes).toBe(response.rawPayload.length - 44);
    expect(wav.durationSeconds).toBeGreaterThanOrEqual(minSeconds);
  });

  it.each([
    ['nothing but control characters', '\u0001\u0002\u007f', 'There is no text to speak.'],
    [
      'thousands of symbols, each read as a word',
      '%$#@!&*'.repeat(400),
      'This text would take too long to read aloud (each digit and symbol is read as a word). Please shorten it.',
    ],
  ])('refuses %s with a clear 400', async (_name, text, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text, voiceId: 'flite-slt' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message });
  });
});
