import { expect, test, useFileFixtures } from './support/fixtures';
import type { Page } from '@playwright/test';
import { waitForSplashToLeave } from './support/app-shell';

// Short enough that the test outlives a token, long enough for one step to finish on it.
const ACCESS_TOKEN_TTL_SECONDS = 4;

const seeker = {
  firstName: 'Ayesha',
  lastName: 'Rahman',
  username: 'ayesha_r',
  email: 'ayesha.rahman@example.org',
  password: 'light-upon-light-24',
};

test.use({
  serverSetup: {
    withMailSink: true,
    env: { ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS), AUTH_RATE_LIMIT_MAX: '100' },
  },
});
const app = useFileFixtures();

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForSplashToLeave(page);
}

/** A toast's title (its text is also announced in a live region, hence exact). */
const toast = (page: Page, title: string) => page.getByText(title, { exact: true });

const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];

test.describe('an account from sign-up to a refreshed sign-in', () => {
  test('signs up, verifies with the mailed code, edits the profile, signs out, signs in and refreshes its token', async ({
    mailSink,
  }) => {
    const page = await app.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/refresh') refreshes.push(response.status());
    });

    // Sign up: signed in at once, a code on its way.
    await open(page, '/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('First Name').fill(seeker.firstName);
    await page.getByLabel('Last Name').fill(seeker.lastName);
    await page.getByLabel('Username').fill(seeker.username);
    await page.getByLabel('Email').fill(seeker.email);
    await page.getByLabel('Password', { exact: true }).fill(seeker.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Account Created!')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();

    const mail = await mailSink!.waitFor((received) => received.envelope.to.includes(seeker.email));
    expect(mail.parsed.subject).toBe('Your Sacred Circle verification code');
    const code = codeIn(mail.parsed.text);
    expect(code).toMatch(/^\d{6}$/);

    // Verify from the profile with the six boxes.
    await open(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Ayesha Rahman' })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Verify Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Your Account' });
    await dialog.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code ?? '');
    await dialog.getByRole('button', { name: 'Verify Account' }).click();
    await expect(toast(page, 'Account Verified!')).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('@ayesha_r')).toBeVisible();
    await expect(page.getByText('Email Account')).toBeVisible();

    // Edit the profile.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Last Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await page.getByLabel('Last Name').fill('Rahman-Khan');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile Updated')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ayesha Rahman-Khan' })).toBeVisible();

    // Sign out, with the confirmation.
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page.getByText('Are you sure you want to sign out of your account?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Signed Out')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await open(page, '/profile');
    await expect(page).toHaveURL('/auth');

    // Sign in again.
    await page.getByLabel('Email').fill(seeker.email);
    await page.getByLabel('Password', { exact: true }).fill(seeker.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(page).toHaveURL('/');
    const firstAccessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(firstAccessToken).toBeTruthy();

    // Let the access token expire on the server's clock (the one that judges it): once the server turns it
    // away, the next call gets a 401, refreshes once and retries.
    await expect
      .poll(
        async () =>
          (
            await fetch(`${app.server.url}/api/auth/user`, {
              headers: { authorization: `Bearer ${firstAccessToken}` },
            })
          ).status,
        { timeout: (ACCESS_TOKEN_TTL_SECONDS + 10) * 1000, intervals: [500] },
      )
      .toBe(401);
    refreshes.length = 0;
    await open(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Ayesha Rahman-Khan' })).toBeVisible();
    expect(refreshes).toEqual([200]);
    const renewedAccessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(renewedAccessToken).toBeTruthy();
    expect(renewedAccessToken).not.toBe(firstAccessToken);
    expect(problems).toEqual([]);
  });
});
