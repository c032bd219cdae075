import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { createWorkQueue } from './work-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkQueue', () => {
  it('runs at most its concurrency at once, lets maxWaiting wait, and refuses the next with a 503', async () => {
    const queue = createWorkQueue({ what: 'Cards are', concurrency: 2, maxWaiting: 1, retryAfterSeconds: 9 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await settled();
    expect(started).toEqual([0, 1]);
    expect([queue.active, queue.waiting]).toEqual([2, 1]);

    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      message: 'Cards are busy right now. Please try again in 9 seconds.',
      headers: { 'retry-after': '9' },
    });
    expect(() => queue.assertRoom()).toThrow(/busy right now/);

    // A failed run frees its slot like a finished one; the waiting one starts.
    gates[0]!.reject(new Error('render failed'));
    await expect(runs[0]).rejects.toThrow('render failed');
    await settled();
    expect(started).toEqual([0, 1, 2]);
    expect(() => queue.assertRoom()).not.toThrow();
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs.slice(1))).toEqual([1, 2]);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('with no waiting line refuses whatever finds every slot taken', async () => {
    const queue = createWorkQueue({
      what: 'Rankings are',
      concurrency: 1,
      maxWaiting: 0,
      retryAfterSeconds: 2,
    });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    await expect(queue.run(async () => undefined)).rejects.toMatchObject({ statusCode: 503 });
    gate.resolve();
    await first;
    await expect(queue.run(async () => 'ran')).resolves.toBe('ran');
  });
});
