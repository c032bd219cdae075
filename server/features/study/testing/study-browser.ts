import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * One browser talking to the app through inject(): it keeps the cookies the server sets (the guest's
 * and the signed-in session), sends a same-site Origin on writes as fetch() does, and a bearer token
 * once signed in.
 */
export class StudyBrowser {
  readonly cookies = new Map<string, string>();
  accessToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    if (options.method !== 'GET') headers.origin = 'http://localhost:80';
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const body = String(response.headers['content-type'] ?? '').includes('json')
      ? response.json()
      : undefined;
    if (body && typeof body.accessToken === 'string') this.accessToken = body.accessToken;
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload: object) {
    return this.request({ method: 'POST', url, payload });
  }

  patch(url: string, payload: object) {
    return this.request({ method: 'PATCH', url, payload });
  }

  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}

/** A sign-up body the auth API accepts. */
export const newAccount = (username: string) => ({
  firstName: 'Miriam',
  lastName: 'Cohen',
  username,
  email: `${username.replace(/_/g, '.')}@example.org`,
  password: 'shalom-study-2026',
});
