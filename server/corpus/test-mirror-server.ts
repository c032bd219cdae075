import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export type MirrorServer = {
  baseUrl: string;
  /** Raw request paths as received (still percent-encoded). */
  requests: string[];
  /** Repository paths ('OWNER/REPO/PATH') answered with one byte changed. */
  tamper: Set<string>;
  close(): Promise<void>;
};

/**
 * A real HTTP server laid out like raw.githubusercontent.com (/OWNER/REPO/COMMIT/PATH) that serves a corpora
 * mirror folder, for testing the download path of the fetcher.
 */
export async function startMirrorServer(mirrorDir: string): Promise<MirrorServer> {
  const requests: string[] = [];
  const tamper = new Set<string>();
  const server = http.createServer((request, response) => {
    const rawPath = (request.url ?? '/').split('?')[0]!;
    requests.push(rawPath);
    const [owner, repo, commit, ...rest] = rawPath.slice(1).split('/').map(decodeURIComponent);
    if (!owner || !repo || !commit || !/^[0-9a-f]{40}$/.test(commit) || rest.length === 0) {
      response.writeHead(404).end('404: Not Found');
      return;
    }
    const repositoryPath = [owner, repo, ...rest].join('/');
    readFile(path.join(mirrorDir, repositoryPath)).then(
      (bytes) => {
        if (tamper.has(repositoryPath)) bytes = Buffer.concat([bytes, Buffer.from(' ')]);
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(bytes);
      },
      () => response.writeHead(404).end('404: Not Found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    tamper,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
