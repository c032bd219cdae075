import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * One reader's browser talking to the app through inject(): it keeps the session cookie the server
 * sets, sends a same-site Origin on writes as fetch() and sendBeacon() do, and a bearer token once
 * signed in.
 */
export class ReaderBrowser {
  readonly cookies = new Map<string, string>();
  accessToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { bearer?: boolean }): Promise<LightMyRequestResponse> {
    const { bearer = true, ...inject } = options;
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (bearer && this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    if (inject.method !== 'GET') headers.origin = 'http://localhost:80';
    const response = await this.app.inject({ ...inject, headers });
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

  post(url: string, payload?: object) {
    return this.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
  }

  patch(url: string, payload?: object) {
    return this.request({ method: 'PATCH', url, ...(payload ? { payload } : {}) });
  }

  /** What navigator.sendBeacon sends for a string: a text/plain POST with the cookie, never a bearer header. */
  beacon(url: string, body: string) {
    return this.request({
      method: 'POST',
      url,
      bearer: false,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: body,
    });
  }

  /** Starts a session and returns its id (asserting the start worked). */
  async start(religion: string, book: string, chapter: number, timeZone?: string): Promise<number> {
    const response = await this.post('/api/progress/session/start', {
      religion,
      book,
      chapter,
      ...(timeZone ? { timeZone } : {}),
    });
    if (response.statusCode !== 201) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  }

  async countVerses(sessionId: number, versesRead: number) {
    const response = await this.patch(`/api/progress/session/${sessionId}`, { versesRead });
    if (response.statusCode !== 200) throw new Error(`count failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  async end(sessionId: number, body: object = {}) {
    const response = await this.patch(`/api/progress/session/${sessionId}/end`, body);
    if (response.statusCode !== 200) throw new Error(`end failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }
}
