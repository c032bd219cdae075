import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from '../test/test-database';
import { BatchedLogStream } from './request-logging';

type Line = {
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
};

describe('request log', () => {
  const lines: Line[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: 'tmp/test-data',
      CORPUS_AUTO_IMPORT: 'false',
    });
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
    app = await buildApp({ config, database: await openTestDatabase(), migrate: false, logStream });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('logs a request without a body once, when answered, with its method, address, status and time', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/religions/nowhere/books' });
    expect(response.statusCode).toBe(404);
    const own = lines.filter((line) => line.req?.url === '/api/religions/nowhere/books');
    expect(own.map((line) => line.msg)).toEqual(['request completed']);
    expect(own[0]).toMatchObject({ req: { method: 'GET' }, res: { statusCode: 404 } });
    expect(own[0]!.responseTime).toBeGreaterThanOrEqual(0);
    expect(own[0]!.reqId).toBeTruthy();
  });

  it('never logs the Authorization or Cookie header of a request', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: '/api/religions/nowhere/books',
      headers: { authorization: 'Bearer secret-token-1', cookie: 'sid=secret-cookie-2' },
    });
    expect(response.statusCode).toBe(404);
    const own = lines.filter((line) => line.req?.url === '/api/religions/nowhere/books');
    expect(own.map((line) => line.msg)).toEqual(['request completed']);
    expect(own[0]!.req).toMatchObject({ method: 'GET' });
    expect(own[0]!.req).not.toHaveProperty('headers');
    expect(JSON.stringify(lines)).not.toMatch(/secret-token-1|secret-cookie-2/);
  });

  it('logs a request with a body when it comes in too (it may wait on its body), then when answered', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ruth' } });
    expect(response.statusCode).toBe(400);
    const reqId = lines.find((line) => line.msg === 'incoming request')?.reqId;
    expect(reqId).toBeTruthy();
    const own = lines.filter((line) => line.reqId === reqId);
    expect(own.map((line) => line.msg)).toContain('incoming request');
    expect(own.at(-1)).toMatchObject({ msg: 'request completed', res: { statusCode: 400 } });
  });
});

describe('BatchedLogStream', () => {
  it('writes the lines of one turn of the event loop in one write, and each later turn on its own', () => {
    vi.useFakeTimers();
    try {
      const writes: string[] = [];
      const stream = new BatchedLogStream({ write: (text: string) => writes.push(text) });
      stream.write('{"msg":"a"}\n');
      stream.write('{"msg":"b"}\n');
      expect(writes).toEqual([]);
      vi.runAllTimers();
      expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n']);
      stream.write('{"msg":"c"}\n');
      vi.runAllTimers();
      expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n', '{"msg":"c"}\n']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes what is pending at once when flushed (the process exiting)', () => {
    const writes: string[] = [];
    const stream = new BatchedLogStream({ write: (text: string) => writes.push(text) });
    stream.write('{"msg":"last words"}\n');
    stream.flush();
    expect(writes).toEqual(['{"msg":"last words"}\n']);
  });
});
