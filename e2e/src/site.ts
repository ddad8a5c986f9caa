/** What a journey needs: the running site's URLs, a browser page, and direct database access. */
import { inject } from 'vitest';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';

export const webUrl = () => inject('webUrl');
export const apiUrl = () => inject('apiUrl');

export async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh browser context (no cookies) at a phone (390 px) or desktop (1280 px) width; JavaScript can be turned off. */
export async function openSession(
  width: 390 | 1280 = 1280,
  locale = 'ja-JP',
  options: { javaScriptEnabled?: boolean } = {},
): Promise<Session> {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    locale,
    baseURL: webUrl(),
    ...options,
  });
  const page = await context.newPage();
  return { browser, context, page, close: () => browser.close() };
}
