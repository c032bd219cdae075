import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { DeleteAccountSetting } from './delete-account-setting';

let route: TestRoute = (_request, reply) => reply.json(404, { error: 'Not Found', message: 'No API route.' });
let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) => route(request, reply));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  localStorage.clear();
});

const retention = { guestDays: 90, chatMonths: 24, moderationContentDays: 180 };

function renderSetting(hasPassword: boolean) {
  window.history.replaceState(null, '', '/profile');
  localStorage.setItem('accessToken', 'access-token-of-the-reader');
  localStorage.setItem('refreshToken', 'refresh-token-of-the-reader');
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <DeleteAccountSetting hasPassword={hasPassword} />
    </AppProviders>,
  );
}

describe('Delete account', () => {
  it('for an account without a password: sends a code, shows a refused code, then deletes and signs out', async () => {
    let attempts = 0;
    route = (request, reply) => {
      if (request.path === '/api/legal/retention') return reply.json(200, retention);
      if (request.path === '/api/account/deletion-code') {
        return reply.json(200, {
          message: 'We sent a 6-digit code to g•••@gmail.com.',
          sentTo: 'g•••@gmail.com',
          expiresInSeconds: 600,
          resendAfterSeconds: 60,
        });
      }
      if (request.path === '/api/account' && request.method === 'DELETE') {
        attempts += 1;
        if (attempts === 1) {
          return reply.json(403, {
            error: 'Forbidden',
            message: 'Invalid verification code. Please try again. Nothing was deleted.',
          });
        }
        return reply.json(200, { message: 'Your account and everything in it have been deleted.' });
      }
      return reply.json(404, { error: 'Not Found', message: 'No API route.' });
    };
    renderSetting(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText('Your chats with the scholar')).toBeTruthy();
    await waitFor(() => expect(dialog.textContent).toContain('are kept for 180 days without your name'));
    expect(within(dialog).queryByLabelText('Enter your password to confirm')).toBeNull();
    expect(
      (within(dialog).getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send me a code' }));
    expect(await within(dialog).findByText('Enter the 6-digit code we sent to g•••@gmail.com.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Digit 1 of 6'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Invalid verification code. Please try again. Nothing was deleted.',
    );
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token-of-the-reader');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByText('Account Deleted')).toBeTruthy();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    const deletions = server.requests.filter((request) => request.method === 'DELETE');
    expect(deletions.map((request) => request.body)).toEqual([{ code: '246810' }, { code: '246810' }]);
    expect(deletions[0]?.headers.authorization).toBe('Bearer access-token-of-the-reader');
  });

  it('for an account with a password: sends the password and no code request', async () => {
    route = (request, reply) => {
      if (request.path === '/api/legal/retention') return reply.json(200, retention);
      if (request.path === '/api/account' && request.method === 'DELETE') {
        return reply.json(200, { message: 'Your account and everything in it have been deleted.' });
      }
      return reply.json(404, { error: 'Not Found', message: 'No API route.' });
    };
    renderSetting(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByRole('button', { name: 'Send me a code' })).toBeNull();
    await userEvent.type(
      within(dialog).getByLabelText('Enter your password to confirm'),
      'cherry-blossom{Enter}',
    );
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(server.requests.find((request) => request.method === 'DELETE')?.body).toEqual({
      password: 'cherry-blossom',
    });
    expect(server.requests.some((request) => request.path === '/api/account/deletion-code')).toBe(false);
  });
});
