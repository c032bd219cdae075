import { expect, test, useFileFixtures } from './support/fixtures';
import type { Page } from '@playwright/test';
import { installFakeVoiceInput } from './support/fake-voice-input';
import { waitForSplashToLeave } from './support/app-shell';

const firstQuestion = 'How can I forgive someone who hurt me?';
const secondQuestion = 'What does the Dhammapada say about anger?';

test.use({ serverSetup: { env: { CHAT_RATE_LIMIT_MAX: '1000', FREE_DAILY_AI_QUOTA: '1000' } } });
const app = useFileFixtures();

const status = (page: Page) => page.getByTestId('voice-status').innerText();

/** Speaks through the fake recogniser once it is listening again. */
async function say(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([words]) => (window as unknown as { __say: (t: string, c: number) => boolean }).__say(words!, 0.9),
          [text],
        ),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
}

test.describe('a voice conversation in Chromium', () => {
  test('speak, auto-send, hear the reply, interrupt it, and ask again', async () => {
    test.setTimeout(120_000);
    const page = await app.newPage({ viewport: { width: 1400, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(installFakeVoiceInput);
    await page.goto(`${app.server.url}/dashboard`);
    await waitForSplashToLeave(page);
    const chat = page.getByRole('region', { name: 'AI scholar chat' });

    expect(await status(page)).toBe('Need Permission');
    await chat.getByRole('button', { name: 'Start voice input' }).click();
    await expect.poll(() => status(page)).toBe('Listening...');
    await page.getByText('Voice auto-send', { exact: true }).waitFor();

    const speech = page.waitForResponse((response) => response.url().endsWith('/api/tts/speak'), {
      timeout: 60_000,
    });
    await say(page, firstQuestion);
    await page.getByTestId('voice-transcript').getByText('Current transcript (90% confidence)').waitFor();
    await chat.getByText(firstQuestion, { exact: true }).waitFor({ timeout: 5_000 });

    const spoken = await speech;
    expect(spoken.status()).toBe(200);
    expect(spoken.headers()['content-type']).toBe('audio/wav');
    expect(spoken.headers()['x-tts-voice']).toBe('flite-kal16');
    await expect.poll(() => status(page), { timeout: 30_000 }).toBe('Responding...');
    await chat.getByText('Just speak to interrupt').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __played: HTMLMediaElement[] }).__played.length),
    ).toBe(1);
    expect(await chat.getByRole('button', { name: 'Start voice input' }).getAttribute('title')).toBe(
      'Input locked during AI speech',
    );

    await page.evaluate(() => {
      (window as unknown as { __level: number }).__level = 40;
    });
    await expect.poll(() => status(page)).toBe('Interrupted');
    await page.getByText('🎤 Interrupted—Listening...', { exact: true }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { __level: number }).__level = 0;
    });
    const paused = await page.evaluate(() =>
      [...document.querySelectorAll('audio')].every((audio) => audio.paused),
    );
    expect(paused).toBe(true);

    await say(page, secondQuestion);
    await chat.getByText(secondQuestion, { exact: true }).waitFor({ timeout: 5_000 });
    expect(problems).toEqual([]);
    await page.close();
  });
});
