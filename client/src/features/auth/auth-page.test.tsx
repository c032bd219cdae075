import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { AuthPage } from './auth-page';

let route: TestRoute = (_request, reply) => reply.json(404, { error: 'Not Found', message: 'No API route.' });
let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) => route(request, reply));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const user = {
  id: '6f1c7c1e-3f0b-4c6e-9a51-2d2b8f0b9c11',
  email: 'miriam.cohen@example.org',
  phone: null,
  username: 'miriam',
  firstName: 'Miriam',
  lastName: 'Cohen',
  profileImageUrl: null,
  verified: 1,
  socialProvider: null,
  notificationPreferences: { email: true, sms: false, push: true },
  hasPassword: true,
  createdAt: '2026-11-22T10:00:00.000Z',
  guest: false,
};

function renderPage() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <AuthPage />
    </AppProviders>,
  );
}

describe('/auth', () => {
  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await userEvent.type(screen.getByLabelText('Username'), 'ab');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(server.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('resets both forms when switching modes', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Email, phone or username'), 'miriam.cohen@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await userEvent.type(screen.getByLabelText('First Name'), 'Miriam');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((screen.getByLabelText('Email, phone or username') as HTMLInputElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('');
  });

  it('toggles the password between hidden and shown', async () => {
    renderPage();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
  });

  it('opens Verify Your Account for an unverified login and posts the code with purpose login', async () => {
    route = (request, reply) => {
      if (request.path === '/api/auth/login') {
        return reply.json(200, {
          requiresVerification: true,
          email: 'miriam.cohen@example.org',
          phone: null,
          purpose: 'login',
          message: 'Please check your email for the verification code.',
        });
      }
      if (request.path === '/api/auth/verify-otp') {
        return reply.json(200, {
          requiresVerification: false,
          user,
          accessToken: 'header.payload.signature',
          refreshToken: 'refresh-token-1',
          expiresIn: 900,
          message: 'Welcome to Sacred Circle. Your spiritual journey begins now.',
        });
      }
      // Until a sign-in stores a token, the visitor is not signed in: the current-user call answers 401.
      if (request.path === '/api/auth/user' && !request.headers.authorization)
        return reply.json(401, { error: 'Unauthorized', message: 'Sign in' });
      return reply.json(200, user);
    };
    renderPage();
    await userEvent.type(screen.getByLabelText('Email, phone or username'), 'Miriam.Cohen@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'light-upon-light');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Account' });
    expect(within(dialog).getByText('miriam.cohen@example.org')).toBeTruthy();
    expect(within(dialog).getByText(/Check your spam folder, or try again in a few minutes/)).toBeTruthy();
    expect(await screen.findByText('Please check your email for the verification code.')).toBeTruthy();
    expect(server.requestsTo('/api/auth/login')[0]?.body).toEqual({
      email: 'Miriam.Cohen@example.org',
      password: 'light-upon-light',
      rememberMe: true,
    });

    await userEvent.click(within(dialog).getByLabelText('Digit 1 of 6'));
    await userEvent.keyboard('314159');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Account' }));
    await waitFor(() => expect(server.requestsTo('/api/auth/verify-otp')).toHaveLength(1));
    expect(server.requestsTo('/api/auth/verify-otp')[0]?.body).toEqual({
      email: 'miriam.cohen@example.org',
      code: '314159',
      purpose: 'login',
      rememberMe: true,
    });
    expect(await screen.findByText('Account Verified!')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe('header.payload.signature');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token-1');
  });

  it('resends the code by repeating the login, so the new code still keeps the password', async () => {
    route = (request, reply) => {
      if (request.path === '/api/auth/login') {
        return reply.json(200, {
          requiresVerification: true,
          email: 'miriam.cohen@example.org',
          phone: null,
          purpose: 'login',
          message: 'Please check your email for the verification code.',
        });
      }
      // Until a sign-in stores a token, the visitor is not signed in: the current-user call answers 401.
      if (request.path === '/api/auth/user' && !request.headers.authorization)
        return reply.json(401, { error: 'Unauthorized', message: 'Sign in' });
      return reply.json(200, user);
    };
    renderPage();
    await userEvent.type(screen.getByLabelText('Email, phone or username'), 'miriam.cohen@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'light-upon-light');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Account' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(server.requestsTo('/api/auth/login')).toHaveLength(2));
    expect(server.requestsTo('/api/auth/login')[1]?.body).toEqual({
      email: 'miriam.cohen@example.org',
      password: 'light-upon-light',
      rememberMe: false,
    });
    expect(server.requestsTo('/api/auth/request-otp')).toHaveLength(0);
    expect(await screen.findByText('Code Sent')).toBeTruthy();
  });

  it("shows the server's message when sign-in fails", async () => {
    route = (_request, reply) =>
      reply.json(401, { error: 'Unauthorized', message: 'Invalid credentials. Please try again.' });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email, phone or username'), 'miriam.cohen@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign In Failed')).toBeTruthy();
    expect(screen.getByText('Invalid credentials. Please try again.')).toBeTruthy();
  });

  it("answers the Apple button with 'Coming Soon'", async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(await screen.findByText('Coming Soon')).toBeTruthy();
  });
});

describe('/auth for a reader signed in already', () => {
  it('offers the reader or sign-out instead of a form, and signs out', async () => {
    route = (request, reply) => {
      if (request.path === '/api/auth/user') return reply.json(200, user);
      if (request.path === '/api/auth/logout') return reply.json(200, { message: 'Logged out' });
      return reply.json(404, { error: 'Not Found', message: 'No API route.' });
    };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeTruthy();
    expect(screen.getByText('Signed in as Miriam Cohen (miriam.cohen@example.org).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the reader' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(server.requestsTo('/api/auth/logout')).toHaveLength(1));
    expect(await screen.findByText('Signed Out')).toBeTruthy();
  });
});
