import { describe, expect, it } from 'vitest';
import { createRequestsInFlight } from './requests-in-flight';

describe('requests in flight', () => {
  it('counts a request from its start until it is done, once', () => {
    const requests = createRequestsInFlight(() => 0);
    const first = requests.begin();
    const second = requests.begin();
    expect(requests.recent(1_000)).toBe(2);
    first();
    first();
    expect(requests.recent(1_000)).toBe(1);
    second();
    expect(requests.recent(1_000)).toBe(0);
  });

  it('leaves out a request open longer than the given age (a stream)', () => {
    let now = 0;
    const requests = createRequestsInFlight(() => now);
    requests.begin();
    now = 1_500;
    requests.begin();
    now = 2_500;
    expect(requests.recent(2_000)).toBe(1);
    expect(requests.recent(3_000)).toBe(2);
  });
});
