import { expect, test, useFileFixtures } from './support/fixtures';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPastSplash } from './support/app-shell';
import { installFakeVoiceInput } from './support/fake-voice-input';
import { toastWith } from './support/public-site';

/*
 * The last small stumbles of a reader's day, each in real Chromium: a browser with no microphone, a browser whose
 * speech recogniser is gone, the sign-up form with no address, signing in by username, and a sentence of the
 * privacy policy that once glued the product name to the next word.
 */

// A mail sink for the code an unverified reader is sent on signing in; an empty library is enough for the rest.
test.use({ serverSetup: { withMailSink: true, env: { AUTH_RATE_LIMIT_MAX: '100' } } });
const app = useFileFixtures();

const DESKTOP = { width: 1400, height: 900 };

/** A reader who signs up through the form, then signs in with the username alone. */
const reader = {
  firstName: 'Chidi',
  lastName: 'Okafor',
  username: 'chidi_reads',
  email: 'chidi.okafor@example.org',
  password: 'quiet-dawn-2026',
};

async function openDashboard(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await openPastSplash(page, '/dashboard');
  return problems;
}

const chat = (page: Page) => page.getByRole('region', { name: 'AI scholar chat' });

/** A microphone-less machine: Chromium's getUserMedia rejects as it does when no capture device exists. */
function removeMicrophone() {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
    },
  });
}

/** A browser with neither speech recognition nor recording, the two ways the app can hear a reader. */
function removeVoiceApis() {
  const scope = window as unknown as Record<string, unknown>;
  delete scope.SpeechRecognition;
  delete scope.webkitSpeechRecognition;
  delete scope.MediaRecorder;
}

test.describe('voice in a browser that cannot hear', () => {
  test('with no microphone, pressing it says "No Microphone Found", never "Need Permission" or a code', async () => {
    const page = await app.newPage({ viewport: DESKTOP });
    await page.addInitScript(removeMicrophone);
    const problems = await openDashboard(page);
    const status = chat(page).getByTestId('voice-status');
    await expect(status).toHaveText('Need Permission');

    await chat(page).getByRole('button', { name: 'Start voice input' }).click();
    const toast = toastWith(page, 'No Microphone Found');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      'No microphone device detected. Please connect a microphone or use text input.',
    );
    await expect(status).toHaveText('No Microphone Found');
    await expect(page.getByText('Need Permission')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('audio-capture');
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
  });

  test('without speech recognition or recording the mic is off; a recogniser gone by the press gives "Voice Not Supported"', async () => {
    // Gone before the page loads: the app never offers voice, and says so.
    const bare = await app.newPage({ viewport: DESKTOP });
    await bare.addInitScript(removeVoiceApis);
    const bareProblems = await openDashboard(bare);
    await expect(chat(bare).getByTestId('voice-status')).toHaveText('Text Chat Mode');
    await expect(chat(bare).getByRole('note')).toContainText('Voice Unavailable');
    await expect(chat(bare).getByRole('button', { name: 'Start voice input' })).toBeDisabled();
    expect(bareProblems).toEqual([]);

    // Gone between the page choosing the browser's recogniser and the press (a flag, an extension): the voice
    // machine's not-supported words, as a toast and in the stopped recogniser's banner.
    const page = await app.newPage({ viewport: DESKTOP });
    await page.addInitScript(installFakeVoiceInput);
    const problems = await openDashboard(page);
    const status = chat(page).getByTestId('voice-status');
    await expect(status).toHaveText('Need Permission');
    await page.evaluate(removeVoiceApis);

    await chat(page).getByRole('button', { name: 'Start voice input' }).click();
    const toast = toastWith(page, 'Voice Not Supported');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Voice input is not supported in this browser. Please use text input.');
    const banner = chat(page).getByRole('alert').filter({ hasText: 'Voice Not Supported' });
    await expect(banner).toContainText(
      'Voice input is not supported in this browser. Please use text input.',
    );
    await expect(banner.getByRole('button', { name: 'Reset' })).toBeVisible();
    await expect(status).toHaveText('Ready to help');
    await expect(page.locator('body')).not.toContainText('not-supported');
    expect(problems).toEqual([]);
  });
});

test.describe('signing up and in', () => {
  test('sign-up with no email (and no phone) says "Either email or phone is required", with no schema path', async () => {
    const page = await app.newPage();
    let signUps = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/signup') signUps += 1;
    });
    await openPastSplash(page, '/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First Name').fill(reader.firstName);
    await form.getByLabel('Last Name').fill(reader.lastName);
    await form.getByLabel('Username').fill('no_address_yet');
    await form.getByLabel('Password', { exact: true }).fill(reader.password);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(form.getByText('Either email or phone is required', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Either email or phone is required');
    await expect(page.locator('body')).not.toContainText(/body[:.]/);
    expect(signUps).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the sign-in field reads "Email, phone or username", and a reader signs in with the username', async ({
    mailSink,
  }) => {
    const signingUp = await app.newPage();
    await openPastSplash(signingUp, '/auth');
    await signingUp.getByRole('button', { name: 'Sign up' }).click();
    const signUpForm = signingUp.getByRole('form', { name: 'Create account' });
    await signUpForm.getByLabel('First Name').fill(reader.firstName);
    await signUpForm.getByLabel('Last Name').fill(reader.lastName);
    await signUpForm.getByLabel('Username').fill(reader.username);
    await signUpForm.getByLabel('Email').fill(reader.email);
    await signUpForm.getByLabel('Password', { exact: true }).fill(reader.password);
    await signUpForm.getByRole('button', { name: 'Create Account' }).click();
    await expect(signingUp.getByText('Account Created!', { exact: true })).toBeVisible();
    const toReader = (mail: { envelope: { to: string[] } }) => mail.envelope.to.includes(reader.email);
    await mailSink!.waitFor(toReader);
    const mailedBefore = mailSink!.received.length;

    // Another browser, signed out: only the username and the password. The account is not verified yet, so the
    // sign-in asks for the code mailed to the address the username belongs to.
    const page = await app.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await openPastSplash(page, '/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    const who = form.getByRole('textbox', { name: 'Email, phone or username', exact: true });
    await expect(who).toBeVisible();
    await who.fill(reader.username);
    await form.getByLabel('Password', { exact: true }).fill(reader.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Verification Required', { exact: true })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Verify Your Account' });
    await expect(dialog).toContainText(reader.email);

    const mail = await mailSink!.waitFor(
      (received) => toReader(received) && mailSink!.received.indexOf(received) >= mailedBefore,
    );
    const code = /\b(\d{6})\b/.exec(mail.parsed.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code!);
    await dialog.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page.getByText('Account Verified!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
    expect(problems).toEqual([]);
  });
});

test('the privacy policy\'s section 9 reads "Sacred Circle after", with the space', async () => {
  const page = await app.newPage();
  await openPastSplash(page, '/privacy');
  const changes = page.getByRole('region', { name: '9. Changes to This Policy' });
  await expect(changes).toContainText(
    'If you keep using Sacred Circle after that, the updated policy applies.',
  );
  await expect(page.getByRole('main')).not.toContainText('Sacred Circleafter');
  await expectNoSeriousA11yViolations(page);
});
