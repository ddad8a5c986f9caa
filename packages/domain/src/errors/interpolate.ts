/**
 * Fills i18next-style `{{name}}` placeholders. A placeholder without a value is left as written, so
 * a missing value shows up in review instead of silently printing nothing. (Re-exported by
 * messages.ts; a module of its own so small callers need not load the message table.)
 */
export function interpolateMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
