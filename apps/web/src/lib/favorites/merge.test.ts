import { describe, expect, it, vi } from 'vitest';
import { createBrowserApi } from '../browserApi';
import { mergeVisitorFavorites } from './merge';
import { addFavorite, readFavorites, type StorageLike } from './store';

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A page's clients on a fake API answering `answer`, with the requests it saw. */
function fakeApi(answer: () => Response) {
  const sent: { path: string; token: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    sent.push({
      path: `${request.method} ${new URL(request.url).pathname}`,
      token: request.headers.get('x-csrf-token'),
      body: JSON.parse(await request.text()) as unknown,
    });
    return answer();
  });
  const client = createBrowserApi(fetch, 'http://site.test/api');
  client.setCsrfToken('tok');
  return { client, sent, fetch };
}

const answered = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('merging a visitor’s favourites at log-in', () => {
  it('sends each language’s list with the CSRF token and clears what the API took', async () => {
    const s = memoryStorage();
    addFavorite(s, 'ja', { kind: 'hotel', key: '100099' });
    addFavorite(s, 'en', { kind: 'tour', key: 'T000001' });
    const { client, sent } = fakeApi(() => answered(200, { added: 1 }));
    expect(await mergeVisitorFavorites(client, s)).toEqual({ merged: 2, failed: false });
    expect(sent[0]).toEqual({
      path: 'POST /api/v1/favorites/merge',
      token: 'tok',
      body: { lang: 'ja', items: [{ lang: 'ja', kind: 'hotel', hotelId: '100099' }] },
    });
    expect(sent).toHaveLength(2);
    expect(readFavorites(s, 'ja')).toEqual([]);
    expect(readFavorites(s, 'en')).toEqual([]);
  });

  it('keeps the browser’s copy when the merge fails, and calls nothing when there is nothing', async () => {
    const s = memoryStorage();
    addFavorite(s, 'ja', { kind: 'hotel', key: '100099' });
    const failing = fakeApi(() => answered(503, { status: 503, message: 'down', errorCode: 'FVE900' }));
    expect(await mergeVisitorFavorites(failing.client, s)).toEqual({ merged: 0, failed: true });
    expect(readFavorites(s, 'ja')).toHaveLength(1);
    const none = fakeApi(() => answered(200, { added: 0 }));
    expect(await mergeVisitorFavorites(none.client, memoryStorage())).toEqual({
      merged: 0,
      failed: false,
    });
    expect(none.fetch).not.toHaveBeenCalled();
  });
});
