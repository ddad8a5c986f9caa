/**
 * Spec §7 POST /locales/add/{lng}/{ns}: a text the browser looked for and did not find is reported
 * once per page load (deduplicated, at most MAX_REPORTS keys), in batches per language and namespace
 * a moment later, through the web's /api proxy. Failures are silent: a report never disturbs a page.
 * The API keeps the keys for translators (GET /v1/operator/locales/missing).
 */
import type { Lang, Namespace } from './settings';

const MAX_REPORTS = 100;
const BATCH_DELAY_MS = 2000;

const seen = new Set<string>();
const pending = new Map<string, Record<string, string>>();
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  timer = undefined;
  for (const [path, keys] of pending) {
    void fetch(`/api/locales/add/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(keys),
      keepalive: true,
    }).catch(() => undefined);
  }
  pending.clear();
}

/** Notes a missing text of the browser (no-op on the server). */
export function reportMissingText(lang: Lang, ns: Namespace, key: string, fallback: string): void {
  if (typeof window === 'undefined') return;
  const id = `${lang}/${ns}/${key}`;
  if (seen.has(id) || seen.size >= MAX_REPORTS) return;
  seen.add(id);
  const path = `${lang}/${ns}`;
  const keys = pending.get(path) ?? {};
  keys[key] = fallback;
  pending.set(path, keys);
  timer ??= setTimeout(flush, BATCH_DELAY_MS);
}
