/** The in-memory text store: one load per language, stale-while-revalidate, outage-tolerant. */
import { describe, expect, it, vi } from 'vitest';
import { NAMESPACES } from './settings';
import { LocalesUnavailableError, createLocaleStore, toLocaleResources } from './store';

function answer(marker: string) {
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, { marker }]));
}

describe('createLocaleStore', () => {
  it('loads each language once and serves it from memory while fresh', async () => {
    const load = vi.fn(async (lang: string) => answer(lang));
    const store = createLocaleStore({ load, ttlMs: 60_000, clock: () => 0 });
    const [a, b] = await Promise.all([store.get('ja'), store.get('ja')]);
    expect(a.common.marker).toBe('ja');
    expect(b).toBe(a);
    await store.get('en');
    expect(load.mock.calls.map(([lang]) => lang)).toEqual(['ja', 'en']);
  });

  it('serves stale texts at once and swaps in the reloaded ones', async () => {
    let now = 0;
    let version = 'v1';
    const load = vi.fn(async () => answer(version));
    const store = createLocaleStore({ load, ttlMs: 60_000, clock: () => now });
    await store.get('ja');
    now = 60_001;
    version = 'v2';
    expect((await store.get('ja')).common.marker).toBe('v1');
    await vi.waitFor(async () => expect((await store.get('ja')).common.marker).toBe('v2'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the texts it has when the API goes down, and retries later', async () => {
    let now = 0;
    let down = false;
    const load = vi.fn(async () => {
      if (down) throw new Error('ECONNREFUSED');
      return answer('v1');
    });
    const store = createLocaleStore({ load, ttlMs: 60_000, retryMs: 10_000, clock: () => now });
    await store.get('ja');
    down = true;
    now = 61_000;
    expect((await store.get('ja')).common.marker).toBe('v1');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    now = 65_000;
    await store.get('ja');
    expect(load).toHaveBeenCalledTimes(2);
    now = 71_001;
    await store.get('ja');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });

  it('fails with LocalesUnavailableError when nothing was ever loaded, and tries again next time', async () => {
    const load = vi.fn(async () => {
      throw new Error('ECONNREFUSED');
    });
    const store = createLocaleStore({ load });
    await expect(store.get('en')).rejects.toBeInstanceOf(LocalesUnavailableError);
    await expect(store.get('en')).rejects.toBeInstanceOf(LocalesUnavailableError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects an answer that lacks a namespace', () => {
    expect(() => toLocaleResources({ common: {} })).toThrow(/search/);
    expect(toLocaleResources(answer('x')).seo).toEqual({ marker: 'x' });
  });
});
