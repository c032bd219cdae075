import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { DEFAULT_VOICE_SETTINGS } from '../common/api/tts';
import { OfflineTtsProvider } from '../server/features/tts/providers/offline-provider';
import { readWavHeader } from '../server/features/tts/testing/wav-header';
import {
  startTranscriptionServer,
  type TranscriptionServer,
} from '../server/features/transcription/testing/transcription-server';
import { waitForSplashToLeave } from './support/app-shell';

const question = 'What does the Dhammapada say about anger?';

/*
 * Voice input in a browser without Web Speech: Chromium with its recogniser removed, a fake microphone that
 * plays a WAV of the question (spoken by the offline Flite voice) once, the real MediaRecorder and Web Audio
 * level meter, the real server, and an OpenAI-protocol transcription server (outside our process) that
 * answers with the question's text.
 */

/** 16-bit PCM WAV with silence before (the recorder arms meanwhile) and after (the end of the question). */
function padWav(wav: Buffer, beforeSeconds: number, afterSeconds: number): Buffer {
  const info = readWavHeader(wav);
  if (!info || info.bitsPerSample !== 16) throw new Error('The offline voice did not give 16-bit PCM WAV');
  const pcm = wav.subarray(wav.indexOf('data', 12, 'latin1') + 8).subarray(0, info.dataBytes);
  const frameBytes = 2 * info.channels;
  const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * info.sampleRate) * frameBytes);
  const data = Buffer.concat([silence(beforeSeconds), pcm, silence(afterSeconds)]);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(info.channels, 22);
  header.writeUInt32LE(info.sampleRate, 24);
  header.writeUInt32LE(info.sampleRate * frameBytes, 28);
  header.writeUInt16LE(frameBytes, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function removeSpeechRecognition() {
  const scope = window as unknown as Record<string, unknown>;
  delete scope.SpeechRecognition;
  delete scope.webkitSpeechRecognition;
}

/** The question as a WAV file, spoken by the offline Flite voice, for Chromium's fake microphone. */
async function writeQuestionWav(workDir: string): Promise<string> {
  const flite = new OfflineTtsProvider();
  const spoken = await flite.speak({
    text: question,
    voiceId: 'flite-kal16',
    settings: { ...DEFAULT_VOICE_SETTINGS },
  });
  await flite.close();
  const wavPath = path.join(workDir, 'question.wav');
  writeFileSync(wavPath, padWav(spoken.audio, 1, 2));
  return wavPath;
}

const voiceTest = test.extend<object, { transcription: TranscriptionServer; questionWav: string }>({
  questionWav: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const workDir = mkdtempSync(path.join(tmpdir(), 'sacred-circle-voice-recorder-'));
      await use(await writeQuestionWav(workDir));
      rmSync(workDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  transcription: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const transcription = await startTranscriptionServer();
      transcription.answer(200, { text: question });
      await use(transcription);
      await transcription.close();
    },
    { scope: 'worker' },
  ],
  serverSetup: [
    async ({ transcription }, use) => {
      await use({
        env: {
          CHAT_RATE_LIMIT_MAX: '1000',
          FREE_DAILY_AI_QUOTA: '1000',
          TRANSCRIPTION_BASE_URL: transcription.baseUrl,
          TRANSCRIPTION_API_KEY: 'e2e-transcription-key',
        },
      });
    },
    { scope: 'worker' },
  ],
  // A fake microphone that plays the question once.
  launchOptions: [
    async ({ launchOptions, questionWav }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-audio-capture=${questionWav}%noloop`,
        ],
      });
    },
    { scope: 'worker' },
  ],
});

const status = (page: Page) => page.getByTestId('voice-status');

voiceTest.describe('voice input by server transcription in Chromium without Web Speech', () => {
  voiceTest(
    'records the question, shows the server transcript, auto-sends it and the scholar answers',
    async ({ newPage, transcription }) => {
      voiceTest.setTimeout(180_000);
      const page = await newPage({ viewport: { width: 1400, height: 900 } });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(removeSpeechRecognition);
      await page.goto('/dashboard');
      await waitForSplashToLeave(page);
      const chat = page.getByRole('region', { name: 'AI scholar chat' });
      expect(await page.evaluate(() => 'webkitSpeechRecognition' in window)).toBe(false);

      const microphone = chat.getByRole('button', { name: 'Start voice input' });
      await expect(microphone).toBeVisible({ timeout: 60_000 });
      await expect(microphone).toBeEnabled();
      await expect(status(page)).toHaveText('Need Permission');
      await expect(chat.getByText('Voice Unavailable')).toHaveCount(0);

      const transcribed = page.waitForResponse(
        (response) => response.url().endsWith('/api/voice/transcriptions'),
        { timeout: 30_000 },
      );
      const asked = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/chat'),
        { timeout: 60_000 },
      );
      const speech = page.waitForResponse((response) => response.url().endsWith('/api/tts/speak'), {
        timeout: 60_000,
      });
      await microphone.click();
      await expect(status(page)).toHaveText('Listening...');

      const response = await transcribed;
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ text: question });
      expect(response.request().headers()['content-type']).toMatch(/^audio\/webm/);

      const upload = transcription.uploads.at(-1)!;
      expect(upload.url).toBe('/v1/audio/transcriptions');
      expect(upload.headers.authorization).toBe('Bearer e2e-transcription-key');
      expect(upload.fields.model).toBe('whisper-1');
      expect(upload.file!.name).toBe('recording.webm');
      expect(upload.file!.type).toBe('audio/webm');
      // A real WebM (EBML) file holding a few seconds of Opus, not an empty or cut-off recording.
      expect(upload.file!.bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(upload.file!.bytes.includes(Buffer.from('OpusHead'))).toBe(true);
      expect(upload.file!.bytes.length).toBeGreaterThan(4000);

      await expect(chat.getByTestId('voice-transcript').getByText(question, { exact: true })).toBeVisible();
      await expect(chat.getByTestId('voice-transcript')).toContainText('Current transcript');
      // Auto-sent as the user's chat message, exactly as transcribed.
      expect((await asked).postDataJSON()).toMatchObject({ message: question });
      await expect(chat.locator('li', { hasText: question }).first()).toBeVisible({ timeout: 5_000 });

      const spoken = await speech;
      expect(spoken.status()).toBe(200);
      // A real answer: more than 40 characters.
      await expect(chat.getByTestId('ai-message').last()).toHaveText(/^[\s\S]{41,}$/, {
        timeout: 30_000,
        useInnerText: true,
      });
      await expect(status(page)).toHaveText('Responding...', { timeout: 30_000 });
      expect(transcription.uploads).toHaveLength(1);
      expect(problems).toEqual([]);
    },
  );
});
