import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../test/faults/server-process';
import { longReply } from './testing/long-reply';
import { readWavHeader } from './testing/wav-header';

/*
 * The server as it runs in production (its own process, NODE_ENV=production): the voices whose synthesis used
 * to abort V8 read the longest allowed reply, and the server answers everyone after.
 */
describe('the real server reading a whole reply aloud', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sc-tts-'));
    server = await startServerProcess({ dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each(['flite-rms', 'flite-awb', 'flite-slt'])(
    'speaks 3,000 characters with %s and stays up',
    async (voiceId) => {
      const response = await fetch(`${server.url}/api/tts/speak`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: longReply, voiceId }),
      });
      expect(response.status).toBe(200);
      const wav = readWavHeader(Buffer.from(await response.arrayBuffer()));
      expect(wav!.durationSeconds).toBeGreaterThan(120);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status, server.output()).toBe(200);
    },
    120_000,
  );
});
