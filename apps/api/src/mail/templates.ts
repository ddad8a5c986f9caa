/**
 * Mail templates (issue 17): Handlebars files in ./templates, one per mail, language and format:
 * `<name>.<lang>.txt.hbs` (first line `Subject: …`, then the text body) and `<name>.<lang>.html.hbs`
 * (the HTML body, put into `layout.html.hbs`). Shared blocks are partials named after their file
 * (`_booking.ja.txt.hbs` → `{{> booking}}` in a ja text template). HTML templates escape every
 * value; text templates do not (plain text has nothing to escape).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';

export const MAIL_TEMPLATES = [
  'booking_confirmed',
  'booking_cancelled',
  'booking_changed',
  'payment_received',
  'payment_reminder',
  'payment_deadline_cancelled',
  'password_reset',
  'email_verification',
  'contact_receipt',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');

type Format = 'txt' | 'html';
type Lang = 'ja' | 'en';

function environment(lang: Lang, format: Format): typeof Handlebars {
  const hb = Handlebars.create();
  for (const file of readdirSync(dir)) {
    const m = /^_([a-z_]+)\.([a-z]{2})\.(txt|html)\.hbs$/.exec(file);
    if (m && m[2] === lang && m[3] === format) {
      hb.registerPartial(m[1] as string, readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return hb;
}

const compiled = new Map<string, Handlebars.TemplateDelegate>();

function template(name: string, lang: Lang, format: Format): Handlebars.TemplateDelegate {
  const key = `${name}.${lang}.${format}`;
  let fn = compiled.get(key);
  if (!fn) {
    const source = readFileSync(path.join(dir, `${key}.hbs`), 'utf8');
    fn = environment(lang, format).compile(source, { noEscape: format === 'txt', strict: true });
    compiled.set(key, fn);
  }
  return fn;
}

/** Renders a mail; `view` holds every value the templates print (already formatted). */
export function renderMail(name: MailTemplate, lang: Lang, view: Record<string, unknown>): RenderedMail {
  const textSource = template(name, lang, 'txt')(view);
  const [first, ...rest] = textSource.split('\n');
  if (!first?.startsWith('Subject: ')) throw new Error(`${name}.${lang}.txt.hbs has no Subject line`);
  const body = template(name, lang, 'html')(view);
  const html = template('layout', lang, 'html')({ ...view, subject: first.slice(9), body });
  const footer = template('footer', lang, 'txt')(view);
  return { subject: first.slice(9).trim(), text: `${rest.join('\n').trim()}\n\n${footer.trim()}\n`, html };
}
