/**
 * One client of a server child process over real HTTP: keeps the session cookie and the token pair it was
 * given, sends the same-site Origin a browser sends on writes. Network failures are returned, not thrown, so
 * a burst can record exactly which requests were acknowledged.
 */
// Bodies are checked by the tests' assertions, as with inject()'s json(): typing each one here adds nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = { status: number; body: any; networkError?: string };

export class Visitor {
  cookie: string | undefined;
  accessToken: string | undefined;
  refreshToken: string | undefined;

  constructor(private readonly baseUrl: string) {}

  async request(
    method: string,
    url: string,
    body?: unknown,
    options: { bearer?: boolean; timeoutMs?: number } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers.origin = this.baseUrl;
    if (this.cookie) headers.cookie = this.cookie;
    if (options.bearer !== false && this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return { status: 0, body: undefined, networkError: cause?.code ?? (error as Error).name };
    }
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('sc_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text().catch(() => '');
    let parsed: Reply['body'] = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    if (response.ok && parsed && typeof parsed === 'object') {
      if (typeof parsed.accessToken === 'string') this.accessToken = parsed.accessToken;
      if (typeof parsed.refreshToken === 'string') this.refreshToken = parsed.refreshToken;
    }
    return { status: response.status, body: parsed };
  }

  get(url: string, options?: { bearer?: boolean; timeoutMs?: number }) {
    return this.request('GET', url, undefined, options);
  }

  post(url: string, body?: unknown, options?: { bearer?: boolean; timeoutMs?: number }) {
    return this.request('POST', url, body ?? {}, options);
  }

  patch(url: string, body: unknown, options?: { bearer?: boolean; timeoutMs?: number }) {
    return this.request('PATCH', url, body, options);
  }
}
