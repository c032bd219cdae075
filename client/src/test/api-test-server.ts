import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A real HTTP server on a free port, so client tests exercise the real fetch, headers and bodies instead of
 * a stubbed fetch. Starting it points the jsdom page at the server's origin, as if the app were served there.
 */

export type RecordedRequest = {
  method: string;
  path: string;
  search: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};

export type TestRoute = (request: RecordedRequest, reply: TestReply) => void | Promise<void>;

export type TestReply = {
  json: (status: number, body: unknown) => void;
  text: (status: number, body: string) => void;
  raw: ServerResponse;
};

type JsdomGlobal = { jsdom: { reconfigure(options: { url: string }): void } };

export async function startApiTestServer(route: TestRoute) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://test.invalid');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(recorded);
      const reply: TestReply = {
        json(status, body) {
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(body));
        },
        text(status, body) {
          res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(body);
        },
        raw: res,
      };
      Promise.resolve(route(recorded, reply)).catch((error: unknown) => {
        res.writeHead(599);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  (globalThis as unknown as JsdomGlobal).jsdom.reconfigure({ url: `${origin}/` });

  return {
    origin,
    requests,
    /** The requests to one path, in arrival order. */
    requestsTo: (path: string) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const bearer = (request: RecordedRequest) => request.headers.authorization;
