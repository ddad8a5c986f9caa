/**
 * Spec §7 POST /locales/add/{lng}/{ns}: a text the browser looked for and did not find is reported
 * once per page load (deduplicated, at most MAX_REPORTS keys), in batches per language and namespace
 * a moment later, through the web's /api proxy (the browser's typed client, lib/browserApi.ts). Failures are silent: a report never disturbs a page.
 * The API keeps the keys for translators (GET /v1/operator/locales/missing).
 */
import { browserApi } from '../browserApi';
import type { Lang, Namespace } from './settings';

const MAX_REPORTS = 100;
const BATCH_DELAY_MS = 2000;

const seen = new Set<string>();
const pending = new Map<string, { lng: Lang; ns: Namespace; keys: Record<string, string> }>();
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  timer = undefined;
  for (const { lng, ns, keys } of pending.values()) {
    browserApi()
      .POST('/locales/add/{lng}/{ns}', { params: { path: { lng, ns } }, body: keys, keepalive: true })
      .catch(() => undefined);
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
  const batch = pending.get(path) ?? { lng: lang, ns, keys: {} };
  batch.keys[key] = fallback;
  pending.set(path, batch);
  timer ??= setTimeout(flush, BATCH_DELAY_MS);
}
