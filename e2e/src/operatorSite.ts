/** What back-office journeys share: logging in at /operator/login, and axe (plus an optional screenshot) on a page. */
import { expect } from 'vitest';
import { axeViolations } from './axe';
import type { Session } from './site';

/** axe (WCAG 2.2 A/AA) finds nothing; with E2E_SHOTS=dir the page is also saved as `{name}.png` there. */
export async function checked(s: Session, name: string): Promise<void> {
  expect(await axeViolations(s.page)).toEqual([]);
  const dir = process.env.E2E_SHOTS;
  if (dir) await s.page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Logs in through the console's own form and waits for the dashboard. */
export async function logIn(s: Session, email: string, password: string, lang: 'ja' | 'en' = 'ja') {
  const prefix = lang === 'en' ? '/en' : '';
  await s.page.goto(`${prefix}/operator/login`);
  await s.page.fill('#login-email', email);
  await s.page.fill('#login-password', password);
  await Promise.all([
    s.page.waitForURL((url) => url.pathname === `${prefix}/operator`),
    s.page.locator('main form button[type="submit"]').click(),
  ]);
}
