import { describe, expect, it, vi } from 'vitest';
import { keepSessionFresh, SESSION_CHECK_INTERVAL_MS, SESSION_CHECK_KEY } from './keepSessionFresh';

describe('keepSessionFresh (a renewed session cookie reaches the browser)', () => {
  function memoryStorage() {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      data,
    };
  }
  const member = { user: { userId: 'u1' }, csrfToken: 't' } as never;
  const visitor = { user: null, csrfToken: null } as never;

  it('asks the API itself at most once per interval, through the browser client', async () => {
    const storage = memoryStorage();
    const session = vi.fn().mockResolvedValue(member);
    const t0 = 1_800_000_000_000;
    expect(await keepSessionFresh({ session }, storage, t0)).toBe(true);
    expect(session).toHaveBeenCalledWith(true);
    expect(storage.data.get(SESSION_CHECK_KEY)).toBe(String(t0));
    expect(await keepSessionFresh({ session }, storage, t0 + SESSION_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(session).toHaveBeenCalledTimes(1);
    expect(await keepSessionFresh({ session }, storage, t0 + SESSION_CHECK_INTERVAL_MS)).toBe(true);
    expect(session).toHaveBeenCalledTimes(2);
  });

  it('asks again when the last check is in the future, storage is missing, or nobody was logged in', async () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_CHECK_KEY, String(9_999_999_999_999));
    const session = vi.fn().mockResolvedValue(visitor);
    expect(await keepSessionFresh({ session }, storage, 1_800_000_000_000)).toBe(true);
    expect(await keepSessionFresh({ session }, null, 1_800_000_000_000)).toBe(true);
    // A visitor's answer is not remembered: after log-in the next page checks at once.
    storage.data.clear();
    expect(await keepSessionFresh({ session }, storage, 1_800_000_000_000)).toBe(true);
    expect(storage.data.has(SESSION_CHECK_KEY)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(
      await keepSessionFresh({ session: vi.fn().mockResolvedValue(member) }, blocked, 1_800_000_000_000),
    ).toBe(true);
  });
});
