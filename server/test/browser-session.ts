import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * One browser talking to the app through inject(): keeps the cookies the server sets (as a browser
 * would, dropping cleared ones) and sends a same-site Origin on writes, like fetch() does.
 */
export class BrowserSession {
  readonly cookies = new Map<string, string>();
  accessToken: string | undefined;
  refreshToken: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = 'http://localhost:80',
  ) {}

  async request(options: InjectOptions & { bearer?: boolean }): Promise<LightMyRequestResponse> {
    const { bearer = true, ...inject } = options;
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (bearer && this.accessToken && !headers.authorization)
      headers.authorization = `Bearer ${this.accessToken}`;
    if (inject.method && inject.method !== 'GET' && !('origin' in headers)) headers.origin = this.origin;
    const response = await this.app.inject({ ...inject, headers });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const cleared =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const body = String(response.headers['content-type'] ?? '').includes('json')
      ? response.json()
      : undefined;
    if (body && typeof body.accessToken === 'string') this.accessToken = body.accessToken;
    if (body && typeof body.refreshToken === 'string') this.refreshToken = body.refreshToken;
    return response;
  }

  post(url: string, payload?: unknown) {
    return this.request({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  patch(url: string, payload: unknown) {
    return this.request({ method: 'PATCH', url, payload: payload as object });
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  delete(url: string) {
    return this.request({ method: 'DELETE', url });
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
}
