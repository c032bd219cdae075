import { expect, test, useFileFixtures } from './support/fixtures';
import type { Page } from '@playwright/test';
import { installFakeVoiceInput } from './support/fake-voice-input';
import { waitForSplashToLeave } from './support/app-shell';

const firstQuestion = 'How can I forgive someone who hurt me?';
const secondQuestion = 'What does the Dhammapada say about anger?';

test.use({ serverSetup: { env: { CHAT_RATE_LIMIT_MAX: '1000', FREE_DAILY_AI_QUOTA: '1000' } } });
const app = useFileFixtures();

const status = (page: Page) => page.getByTestId('voice-status');

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
    await page.goto('/dashboard');
    await waitForSplashToLeave(page);
    const chat = page.getByRole('region', { name: 'AI scholar chat' });

    await expect(status(page)).toHaveText('Need Permission');
    await chat.getByRole('button', { name: 'Start voice input' }).click();
    await expect(status(page)).toHaveText('Listening...');
    await expect(page.getByText('Voice auto-send', { exact: true })).toBeVisible();

    const speech = page.waitForResponse((response) => response.url().endsWith('/api/tts/speak'), {
      timeout: 60_000,
    });
    await say(page, firstQuestion);
    await expect(
      page.getByTestId('voice-transcript').getByText('Current transcript (90% confidence)'),
    ).toBeVisible();
    await expect(chat.getByText(firstQuestion, { exact: true })).toBeVisible({ timeout: 5_000 });

    const spoken = await speech;
    expect(spoken.status()).toBe(200);
    expect(spoken.headers()['content-type']).toBe('audio/wav');
    expect(spoken.headers()['x-tts-voice']).toBe('flite-kal16');
    await expect(status(page)).toHaveText('Responding...', { timeout: 30_000 });
    await expect(chat.getByText('Just speak to interrupt')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __played: HTMLMediaElement[] }).__played.length),
    ).toBe(1);
    await expect(chat.getByRole('button', { name: 'Start voice input' })).toHaveAttribute(
      'title',
      'Input locked during AI speech',
    );

    await page.evaluate(() => {
      (window as unknown as { __level: number }).__level = 40;
    });
    await expect(status(page)).toHaveText('Interrupted');
    await expect(page.getByText('🎤 Interrupted—Listening...', { exact: true })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __level: number }).__level = 0;
    });
    const paused = await page.evaluate(() =>
      [...document.querySelectorAll('audio')].every((audio) => audio.paused),
    );
    expect(paused).toBe(true);

    await say(page, secondQuestion);
    await expect(chat.getByText(secondQuestion, { exact: true })).toBeVisible({ timeout: 5_000 });
    expect(problems).toEqual([]);
    await page.close();
  });
});
