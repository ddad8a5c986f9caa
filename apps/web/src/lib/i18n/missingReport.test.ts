/** Spec §7 POST /locales/add/{lng}/{ns}: the browser reports a missing text once, in a batch (issue 16). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from './translate';

describe('missing texts reported by the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts each missing key of a loaded namespace once, batched per language and namespace', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn((_request: Request) => Promise.resolve(new Response('{}')));
    vi.stubGlobal('window', {});
    vi.stubGlobal('fetch', fetch);
    const texts = { search: { destination: '行き先' } };
    expect(translate('ja', texts, 'search', 'destination')).toBe('行き先');
    expect(translate('ja', texts, 'search', 'nowhere', { defaultValue: 'どこにも' })).toBe('どこにも');
    translate('ja', texts, 'search', 'nowhere');
    translate('ja', texts, 'search', 'elsewhere');
    translate('ja', texts, 'tour', 'notLoaded');
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2500);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [request] = fetch.mock.calls[0] as [Request];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/locales/add/ja/search');
    expect(request.keepalive).toBe(true);
    expect(await request.json()).toEqual({ nowhere: 'どこにも', elsewhere: 'elsewhere' });
  });
});
