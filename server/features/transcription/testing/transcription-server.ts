import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TranscriptionUpload = {
  url: string;
  headers: IncomingHttpHeaders;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | null;
};

export type TranscriptionServer = {
  /** e.g. http://127.0.0.1:PORT/v1, for TRANSCRIPTION_BASE_URL. */
  readonly baseUrl: string;
  readonly uploads: TranscriptionUpload[];
  /** What every following call answers: a status and a JSON value (or raw text). */
  answer(status: number, body: unknown): void;
  close(): Promise<void>;
};

/**
 * Speaks OpenAI's POST /v1/audio/transcriptions: a multipart form (file, model, response_format) in, JSON
 * { text } out. The form is parsed by the platform's own multipart parser (undici's Response.formData), as a
 * real server would parse it, and every upload is kept for the test to inspect.
 */
export async function startTranscriptionServer(): Promise<TranscriptionServer> {
  const uploads: TranscriptionUpload[] = [];
  let next: { status: number; body: string } = { status: 200, body: JSON.stringify({ text: '' }) };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const upload: TranscriptionUpload = {
        url: request.url!,
        headers: request.headers,
        fields: {},
        file: null,
      };
      uploads.push(upload);
      try {
        const form = await new Response(Buffer.concat(chunks), {
          headers: { 'content-type': request.headers['content-type'] ?? '' },
        }).formData();
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') upload.fields[name] = value;
          else {
            const bytes = Buffer.from(await value.arrayBuffer());
            upload.file = { name: value.name, type: value.type, bytes };
          }
        }
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Could not parse multipart form' } }));
        return;
      }
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    uploads,
    answer(status, body) {
      next = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
