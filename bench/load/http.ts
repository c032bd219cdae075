import http from 'node:http';

/**
 * A small keep-alive HTTP client for the load run: one request at a time per virtual user, timed from the
 * moment it is handed to the socket pool to the last byte of the body (an SSE reply is read to its end).
 */
export type Result = {
  status: number;
  body: string;
  ms: number;
  error?: string;
  setCookie?: string;
  /** When asked (`firstEvent`): milliseconds until that server-sent event first arrived. */
  firstEventMs?: number;
};

export function createClient(baseUrl: string, maxSockets: number) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  return {
    agent,
    request(
      method: string,
      path: string,
      options: {
        body?: unknown;
        headers?: Record<string, string>;
        timeoutMs?: number;
        /** An SSE event name ('delta'): its first arrival is timed, e.g. a chat reply's first words. */
        firstEvent?: string;
      } = {},
    ): Promise<Result> {
      const started = performance.now();
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers: Record<string, string> = { ...options.headers };
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      return new Promise((resolve) => {
        let firstEventMs: number | undefined;
        const marker = options.firstEvent ? `event: ${options.firstEvent}\n` : undefined;
        const done = (result: Omit<Result, 'ms'>) =>
          resolve({
            ...result,
            ms: performance.now() - started,
            ...(firstEventMs === undefined ? {} : { firstEventMs }),
          });
        const request = http.request(
          { hostname, port, method, path, headers, agent, timeout: options.timeoutMs ?? 120_000 },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => {
              chunks.push(chunk);
              // The chunk just read, with the end of the previous one in case the event's line was cut in two.
              if (marker && firstEventMs === undefined) {
                const tail = chunks.length > 1 ? chunks[chunks.length - 2]!.subarray(-marker.length) : '';
                if ((tail.toString() + chunk.toString()).includes(marker)) {
                  firstEventMs = performance.now() - started;
                }
              }
            });
            response.on('end', () => {
              const cookie = response.headers['set-cookie']?.find((line) => line.startsWith('sc_session='));
              done({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
                ...(cookie ? { setCookie: cookie.split(';')[0] } : {}),
              });
            });
            response.on('error', (error) => done({ status: 0, body: '', error: error.message }));
          },
        );
        request.on('timeout', () => request.destroy(new Error('timeout')));
        request.on('error', (error: NodeJS.ErrnoException) =>
          done({ status: 0, body: '', error: error.code ?? error.message }),
        );
        request.end(payload);
      });
    },
  };
}

export type Client = ReturnType<typeof createClient>;
