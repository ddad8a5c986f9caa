import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, webUrl, type Session } from './site';

describe('site shell in a real browser (issue 5: languages, errors)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession(390);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('serves the top page in Japanese by default, rendered on the server', async () => {
    const res = await fetch(webUrl() + '/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html[^>]+lang="ja"/);
    await s.page.goto('/');
    const h1 = await s.page.locator('h1').first().textContent();
    expect(h1).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('serves English under /en', async () => {
    await s.page.goto('/en');
    expect(await s.page.getAttribute('html', 'lang')).toBe('en');
    const h1 = await s.page.locator('h1').first().textContent();
    expect(h1).toMatch(/[A-Za-z]/);
    expect(h1).not.toMatch(/[\u3040-\u30ff]/);
  });

  it('answers an unknown path with 404 and the catalogue error code PNF900', async () => {
    const res = await s.page.goto('/no-such-page-here');
    expect(res?.status()).toBe(404);
    await expect.poll(() => s.page.locator('body').textContent()).toContain('PNF900');
  });
});
