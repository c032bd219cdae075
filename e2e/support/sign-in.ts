import { expect, type Page } from '@playwright/test';
import { loginResponseSchema } from '../../common/api/auth';

/** Where the client keeps its tokens (client/src/lib/auth-tokens.ts). */
const TOKEN_KEYS = ['accessToken', 'refreshToken'] as const;

/**
 * Signs a user in through POST /api/auth/login from the page's own context, for a test that is about what a
 * signed-in person sees rather than the sign-in form: the session cookie lands in the browser, and the tokens in
 * localStorage as the form's sign-in leaves them (set before the page's first script, and only while none are
 * stored, so a refreshed pair is never put back). Call before the page's first navigation to the app.
 */
export async function signInThroughApi(page: Page, user: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = loginResponseSchema.parse(await response.json());
  if (body.requiresVerification) throw new Error(`${user.email} must verify a code to sign in`);
  await page.addInitScript(
    ([keys, tokens]) => {
      if (localStorage.getItem(keys[0]) !== null) return;
      localStorage.setItem(keys[0], tokens[0]);
      localStorage.setItem(keys[1], tokens[1]);
    },
    [TOKEN_KEYS, [body.accessToken, body.refreshToken]] as const,
  );
}
