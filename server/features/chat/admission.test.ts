import { describe, expect, it } from 'vitest';
import { refundOnError } from './admission';

describe('refundOnError', () => {
  it('gives the answer back when the work it paid for throws, and rethrows', async () => {
    const refunds: string[] = [];
    const failing = refundOnError(
      async () => {
        refunds.push('refunded');
      },
      async () => {
        throw new Error('retrieval failed');
      },
    );
    await expect(failing).rejects.toThrow('retrieval failed');
    expect(refunds).toEqual(['refunded']);
  });

  it('keeps the charge when the work succeeds', async () => {
    const refunds: string[] = [];
    const result = await refundOnError(
      async () => {
        refunds.push('refunded');
      },
      async () => 'answer',
    );
    expect(result).toBe('answer');
    expect(refunds).toEqual([]);
  });
});
