/**
 * Issue 15 item 4: the cache policy of the web's data and page caches. A burst of the same key loads
 * once; fresh, stale-while-revalidate and expired copies; only kept answers are kept.
 */
import { describe, expect, it } from 'vitest';
import { createSwrStore } from './swrStore';

interface Answer {
  status: number;
  body: string;
}

function setup() {
  let clock = 1_000_000;
  let loads = 0;
  let next: () => Promise<Answer> = async () => ({ status: 200, body: `v${loads}` });
  const store = createSwrStore<Answer>({
    freshMs: 5000,
    staleMs: 30_000,
    maxSize: 1000,
    sizeOf: (a) => a.body.length,
    keep: (a) => a.status === 200,
    now: () => clock,
  });
  const load = () => {
    loads += 1;
    return next();
  };
  return {
    store,
    load,
    loads: () => loads,
    advance: (ms: number) => (clock += ms),
    answerWith: (fn: () => Promise<Answer>) => (next = fn),
  };
}

describe('createSwrStore', () => {
  it('shares one load among every identical request of a burst', async () => {
    const s = setup();
    let release: (a: Answer) => void = () => undefined;
    s.answerWith(() => new Promise((resolve) => (release = resolve)));
    const burst = Array.from({ length: 20 }, () => s.store.get('k', s.load));
    release({ status: 200, body: 'page' });
    const answers = await Promise.all(burst);
    expect(s.loads()).toBe(1);
    expect(answers.every((a) => a.value.body === 'page' && a.state === 'miss')).toBe(true);
    expect((await s.store.get('k', s.load)).state).toBe('hit');
    expect(s.loads()).toBe(1);
    s.answerWith(async () => ({ status: 200, body: 'other page' }));
    expect((await s.store.get('other', s.load)).state).toBe('miss');
    expect(s.loads()).toBe(2);
  });

  it('serves a stale copy at once while one refresh runs, and waits once the copy is too old', async () => {
    const s = setup();
    await s.store.get('k', s.load);
    s.advance(6000);
    const stale = await s.store.get('k', s.load);
    expect(stale).toEqual({ value: { status: 200, body: 'v1' }, state: 'stale' });
    expect(s.loads()).toBe(2);
    await new Promise((r) => setImmediate(r));
    expect(await s.store.get('k', s.load)).toEqual({ value: { status: 200, body: 'v2' }, state: 'hit' });
    s.advance(5000 + 30_000);
    expect(await s.store.get('k', s.load)).toEqual({ value: { status: 200, body: 'v3' }, state: 'miss' });
  });

  it('hands out answers it must not keep, and such a refresh drops the kept copy', async () => {
    const s = setup();
    await s.store.get('k', s.load);
    s.answerWith(async () => ({ status: 503, body: 'maintenance' }));
    s.advance(6000);
    expect((await s.store.get('k', s.load)).state).toBe('stale');
    await new Promise((r) => setImmediate(r));
    const after = await s.store.get('k', s.load);
    expect(after).toEqual({ value: { status: 503, body: 'maintenance' }, state: 'miss' });
    expect((await s.store.get('k', s.load)).state).toBe('miss');
  });

  it('keeps the stale copy when a refresh fails, and a failed first load rejects', async () => {
    const s = setup();
    await s.store.get('k', s.load);
    s.answerWith(() => Promise.reject(new Error('API down')));
    s.advance(6000);
    expect((await s.store.get('k', s.load)).value.body).toBe('v1');
    await new Promise((r) => setImmediate(r));
    expect((await s.store.get('k', s.load)).value.body).toBe('v1');
    await expect(s.store.get('new', s.load)).rejects.toThrow('API down');
  });
});
