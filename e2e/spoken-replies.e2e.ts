import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import type { Locator, Page, Request } from '@playwright/test';
import { waitForSplashToLeave } from './support/app-shell';

/*
 * The server voice is real: the offline Flite voice answers POST /api/tts/speak with WAV and Chromium plays it.
 * Only the browser's own speech engine is replaced (headless Chromium has none that speaks): the fake records
 * each utterance with its rate, volume and language, and ends it after 50 ms. Every media element that play()
 * is called on is kept in window.__played so the test can read its currentTime.
 */
function installSpeechRecorders() {
  type Recorded = { text: string; rate: number; volume: number; pitch: number; lang: string };
  const scope = window as unknown as {
    __utterances: Recorded[];
    __played: HTMLMediaElement[];
    speechSynthesis: unknown;
    SpeechSynthesisUtterance: unknown;
  };
  scope.__utterances = [];
  scope.__played = [];
  class Utterance {
    rate = 1;
    volume = 1;
    pitch = 1;
    lang = '';
    voice = null;
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  const synthesis = {
    speak(utterance: Utterance) {
      const { text, rate, volume, pitch, lang } = utterance;
      scope.__utterances.push({ text, rate, volume, pitch, lang });
      setTimeout(() => utterance.onstart?.(), 0);
      setTimeout(() => utterance.onend?.(), 50);
    },
    cancel: () => undefined,
    getVoices: () => [],
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synthesis });
  scope.SpeechSynthesisUtterance = Utterance;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    scope.__played.push(this);
    return play.call(this);
  };
}

type Utterance = { text: string; rate: number; volume: number; pitch: number; lang: string };

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

async function openDashboard(query = ''): Promise<{ page: Page; problems: string[] }> {
  const page = await app.newPage({ viewport: { width: 1400, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(installSpeechRecorders);
  await page.goto(`/dashboard${query}`);
  await waitForSplashToLeave(page);
  return { page, problems };
}

const chat = (page: Page): Locator => page.getByRole('region', { name: 'AI scholar chat' });
const utterances = (page: Page) =>
  page.evaluate(() => (window as unknown as { __utterances: Utterance[] }).__utterances);
const playedCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __played: HTMLMediaElement[] }).__played.length);
/** The first played element's position and state: real playback moves currentTime on. */
const firstPlayed = (page: Page) =>
  page.evaluate(() => {
    const audio = (window as unknown as { __played: HTMLMediaElement[] }).__played[0];
    return audio ? { currentTime: audio.currentTime, paused: audio.paused, volume: audio.volume } : null;
  });

async function askWithAutoPlay(page: Page, question: string) {
  const panel = chat(page);
  await panel.getByRole('button', { name: 'Auto-play' }).click();
  await expect(page.getByText('Auto-play Enabled', { exact: true })).toBeVisible();
  await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
}

const speakRequest = (page: Page) =>
  page.waitForRequest((request) => request.url().endsWith('/api/tts/speak'), { timeout: 60_000 });

test.describe('spoken replies and read-aloud in Chromium', () => {
  test('auto-plays a typed question’s answer in the server voice, shows it speaking, and stops it', async () => {
    test.setTimeout(120_000);
    const { page, problems } = await openDashboard();
    const requested = speakRequest(page);
    await askWithAutoPlay(page, 'How can I forgive someone who hurt me?');

    const request: Request = await requested;
    const body = request.postDataJSON() as { text: string; voiceId: string; settings?: unknown };
    expect(Object.keys(body).sort()).toEqual(['text', 'voiceId']);
    expect(body.voiceId).toBe('pNInz6obpgDQGcFmaJgB');
    expect(body.text).toContain('For if you forgive men their trespasses');
    expect(body.text).toContain('Christianity: ');
    expect(body.text).not.toContain('<perspective>');
    const response = (await request.response())!;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('audio/wav');
    expect(response.headers()['x-tts-voice']).toBe('flite-kal16');

    const answer = chat(page).getByTestId('ai-message').last();
    const stop = answer.getByRole('button', { name: 'Stop reading the whole answer' });
    await expect(stop).toBeVisible();
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    await expect(answer.getByText('Speaking…')).toHaveCount(1);
    await expect
      .poll(async () => (await firstPlayed(page))?.currentTime ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await firstPlayed(page)).toMatchObject({ paused: false, volume: 0.8 });
    expect(await playedCount(page)).toBe(1);
    expect(await utterances(page)).toEqual([]);

    await stop.click();
    expect((await firstPlayed(page))?.paused).toBe(true);
    await expect(answer.getByRole('button', { name: 'Read the whole answer aloud' })).toBeVisible();
    await expect(answer.getByText('Speaking…')).toHaveCount(0);

    // Escape stops a reply read aloud like the reader's read-aloud, with focus on the speaker button just pressed.
    await answer.getByRole('button', { name: 'Read the whole answer aloud' }).click();
    await expect(answer.getByText('Speaking…')).toHaveCount(1);
    await expect(stop).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(answer.getByText('Speaking…')).toHaveCount(0);
    await expect(answer.getByRole('button', { name: 'Read the whole answer aloud' })).toBeVisible();
    expect(problems).toEqual([]);
    await page.close();
  });

  test('reads the answer with the browser voice (rate 0.9, volume 0.8, en-US) when the server voice fails', async () => {
    test.setTimeout(120_000);
    const { page, problems } = await openDashboard();
    let refused = 0;
    await page.route('**/api/tts/speak', (route) => {
      refused += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service Unavailable', message: 'The voice service is down' }),
      });
    });
    await askWithAutoPlay(page, 'What does the Dhammapada say about anger?');

    await expect.poll(() => utterances(page), { timeout: 60_000 }).toHaveLength(1);
    const [utterance] = await utterances(page);
    expect(refused).toBe(1);
    expect(utterance).toMatchObject({ rate: 0.9, volume: 0.8, pitch: 1, lang: 'en-US' });
    expect(utterance!.text).not.toContain('<perspective>');
    expect(utterance!.text.length).toBeGreaterThan(100);
    expect(await playedCount(page)).toBe(0);
    // The fake engine ends the utterance after 50 ms: the message goes back to idle.
    await expect(
      chat(page)
        .getByTestId('ai-message')
        .last()
        .getByRole('button', { name: 'Read the whole answer aloud' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
    await page.close();
  });

  test('reads the first verse of a chapter in the server voice, and pauses and resumes the same audio', async () => {
    test.setTimeout(120_000);
    const { page, problems } = await openDashboard('?religion=christianity&book=Psalms&chapter=23');
    await expect(page.getByRole('article', { name: 'Psalms 23:1', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const controls = page.getByRole('toolbar', { name: 'Reading controls' });
    const requested = speakRequest(page);
    await controls.getByRole('button', { name: 'Play' }).click();

    const request = await requested;
    expect(request.postDataJSON()).toEqual({
      text: 'Yahweh is my shepherd: I shall lack nothing.',
      voiceId: 'pNInz6obpgDQGcFmaJgB',
      settings: { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true },
    });
    const response = (await request.response())!;
    expect(response.status()).toBe(200);
    expect(response.headers()['x-tts-voice']).toBe('flite-kal16');
    await expect(controls.getByText('Reading...')).toBeVisible();
    await expect
      .poll(async () => (await firstPlayed(page))?.currentTime ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await utterances(page)).toEqual([]);

    await controls.getByRole('button', { name: 'Pause' }).click();
    await expect(controls.getByText('Paused')).toBeVisible();
    const pausedAt = await firstPlayed(page);
    expect(pausedAt?.paused).toBe(true);
    await controls.getByRole('button', { name: 'Resume' }).click();
    await expect(controls.getByText('Reading...')).toBeVisible();
    // The same element goes on from where it stopped: no new request, no restart from 0.
    expect(await playedCount(page)).toBe(2);
    const resumed = await firstPlayed(page);
    expect(resumed?.paused).toBe(false);
    expect(resumed!.currentTime).toBeGreaterThanOrEqual(pausedAt!.currentTime);

    await controls.getByRole('button', { name: 'Stop' }).click();
    expect((await firstPlayed(page))?.paused).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('reads a verse with the browser voice (rate 0.8 x speed) when the server voice is refused', async () => {
    test.setTimeout(120_000);
    const { page, problems } = await openDashboard('?religion=christianity&book=Psalms&chapter=23');
    await expect(page.getByRole('article', { name: 'Psalms 23:1', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await page.route('**/api/tts/speak', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service Unavailable', message: 'The voice service is down' }),
      }),
    );
    await page.getByRole('button', { name: 'Read Psalms 23:2 aloud' }).click();
    await expect.poll(() => utterances(page), { timeout: 30_000 }).toHaveLength(1);
    expect((await utterances(page))[0]).toMatchObject({
      text: 'He makes me lie down in green pastures. He leads me beside still waters.',
      rate: 0.8,
      volume: 0.8,
      pitch: 1,
      lang: 'en-US',
    });
    expect(await playedCount(page)).toBe(0);
    await expect(page.getByText('Speech Error')).toHaveCount(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
