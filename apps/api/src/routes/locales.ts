/**
 * GET /v1/locales?lang=ja&ns=common,search: the display texts of the site (spec §7 "GET /v1/locales:
 * lang, ns (twelve text namespaces loaded)"), answered as `{ [ns]: { key: text } }`, ready for
 * i18next (`{{name}}` interpolation, `_one` / `_other` plural keys).
 *
 * The texts live once:
 * - src/locales/{ja,en}/{ns}.json hold the texts of the pages;
 * - the domain package owns the texts of its rules: the error catalogue messages
 *   (ERROR_LOCALE_RESOURCES → namespace `error`) and the people-and-room messages (PAX_MESSAGES →
 *   namespace `pax`). They are merged in here and never copied into the JSON files; a JSON key that
 *   repeats a domain key is a startup error, so the two sources cannot drift.
 *
 * lang: ja | en | showID (served as ja, spec §1/§4); matching is case-insensitive. Anything else
 * answers 400 `{ status, message, errorCode: 'ISE900' }`. ns: a comma-separated list of known
 * namespaces (all when absent); an unknown name answers 400 the same way.
 *
 * Files are read and merged once, when the plugin registers: a missing or malformed file stops the
 * API at startup instead of serving a page with raw keys.
 */
import { readFileSync } from 'node:fs';
import { ERROR_LOCALE_RESOURCES, PAX_MESSAGES } from '@tabiyori/domain';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { ErrorSchema } from '../schemas/common';
import {
  LocaleFileAnswer,
  LocaleFileParams,
  MissingKeysAnswer,
  MissingKeysBody,
  MissingKeysParams,
  LocalesAnswer,
  LocalesQuery,
} from '../schemas/locales';
import { recordMissingKeys } from '../services/missingLocales';

export const LOCALE_LANGS = ['ja', 'en'] as const;
export type LocaleLang = (typeof LOCALE_LANGS)[number];

export const LOCALE_NAMESPACES = [
  'common',
  'search',
  'calendar',
  'pax',
  'tour',
  'hotel',
  'coupon',
  'favorite',
  'booking',
  'account',
  'error',
  'seo',
  'operator',
  'legal',
] as const;
export type LocaleNamespace = (typeof LOCALE_NAMESPACES)[number];

type Texts = Record<string, string>;
type Resources = Record<LocaleLang, Record<LocaleNamespace, Texts>>;

/** Texts owned by the domain package, per namespace. */
function domainTexts(lang: LocaleLang, ns: LocaleNamespace): Texts {
  if (ns === 'error') return { ...ERROR_LOCALE_RESOURCES[lang] };
  if (ns === 'pax') return { ...PAX_MESSAGES[lang] };
  return {};
}

function readNamespaceFile(lang: LocaleLang, ns: LocaleNamespace): Texts {
  const url = new URL(`../locales/${lang}/${ns}.json`, import.meta.url);
  const parsed: unknown = JSON.parse(readFileSync(url, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`locales/${lang}/${ns}.json is not an object of texts`);
  }
  const texts: Texts = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`locales/${lang}/${ns}.json: ${key} is not a string`);
    texts[key] = value;
  }
  return texts;
}

/** Every namespace of every language, the JSON files merged with the domain's texts. */
export function loadLocaleResources(): Resources {
  const resources = {} as Resources;
  for (const lang of LOCALE_LANGS) {
    resources[lang] = {} as Record<LocaleNamespace, Texts>;
    for (const ns of LOCALE_NAMESPACES) {
      const fromDomain = domainTexts(lang, ns);
      const fromFile = readNamespaceFile(lang, ns);
      const repeated = Object.keys(fromFile).filter((key) => Object.hasOwn(fromDomain, key));
      if (repeated.length > 0) {
        throw new Error(
          `locales/${lang}/${ns}.json repeats texts owned by @tabiyori/domain: ${repeated.join(', ')}`,
        );
      }
      resources[lang][ns] = { ...fromDomain, ...fromFile };
    }
  }
  return resources;
}

/** ja, en; showID → ja (spec §4); case-insensitive. Null for anything else. */
export function resolveLocaleLang(value: string): LocaleLang | null {
  const lower = value.trim().toLowerCase();
  if (lower === 'ja' || lower === 'showid') return 'ja';
  if (lower === 'en') return 'en';
  return null;
}

/** A request's lang parameter: ja when absent or blank; anything unknown answers 400 ISE900. */
export function requestLang(raw: string | undefined): LocaleLang {
  if (raw === undefined || raw.trim() === '') return 'ja';
  const lang = resolveLocaleLang(raw);
  if (!lang) throw new ApiFailure(400, 'ISE900', 'lang is invalid');
  return lang;
}

/** The namespaces asked for, in the order given, duplicates dropped; all when absent or empty. */
export function parseNamespaces(value: string | undefined): LocaleNamespace[] | null {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) return [...LOCALE_NAMESPACES];
  const known = new Set<string>(LOCALE_NAMESPACES);
  if (names.some((name) => !known.has(name))) return null;
  return [...new Set(names)] as LocaleNamespace[];
}

export async function localesRoutes(app: App): Promise<void> {
  const resources = loadLocaleResources();

  app.get(
    '/v1/locales',
    {
      config: { validationErrorCode: 'ISE900' },
      schema: {
        tags: ['system'],
        summary: 'Display texts for i18next, by language and namespace',
        description:
          'Texts of the namespaces: spec §7’s twelve (common, search, calendar, pax, tour, hotel, coupon, favorite, booking, account, error, seo) and the back office’s (operator). lang showID is served as ja.',
        querystring: LocalesQuery,
        response: {
          200: LocalesAnswer,
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { lang: rawLang, ns: rawNs } = request.query;
      const lang = resolveLocaleLang(rawLang);
      if (!lang) throw new ApiFailure(400, 'ISE900', 'lang is invalid');
      const namespaces = parseNamespaces(rawNs);
      if (!namespaces) throw new ApiFailure(400, 'ISE900', 'ns is invalid');
      const body: Record<string, Texts> = {};
      for (const ns of namespaces) body[ns] = resources[lang][ns];
      // Texts change only with a deployment; the web keeps its own short in-memory copy as well.
      reply.header('cache-control', 'public, max-age=60');
      return body;
    },
  );

  /** The language and namespace of a locale path, or 400 ISE900 naming the wrong one. */
  const localePath = (lng: string, ns: string): { lang: LocaleLang; ns: LocaleNamespace } => {
    const lang = resolveLocaleLang(lng);
    if (!lang) throw new ApiFailure(400, 'ISE900', 'lng is invalid');
    const namespaces = parseNamespaces(ns);
    if (!namespaces || namespaces.length !== 1 || ns.includes(',')) {
      throw new ApiFailure(400, 'ISE900', 'ns is invalid');
    }
    return { lang, ns: namespaces[0] as LocaleNamespace };
  };

  app.get(
    '/locales/:lng/:file',
    {
      config: { validationErrorCode: 'ISE900' },
      schema: {
        tags: ['system'],
        summary: 'Spec §7 locale file of i18next’s HTTP backend: one namespace of one language',
        params: LocaleFileParams,
        response: { 200: LocaleFileAnswer, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { lng, file } = request.params;
      if (!file.endsWith('.json')) throw new ApiFailure(400, 'ISE900', 'ns is invalid');
      const { lang, ns } = localePath(lng, file.slice(0, -'.json'.length));
      reply.header('cache-control', 'public, max-age=60');
      return resources[lang][ns];
    },
  );

  app.post(
    '/locales/add/:lng/:ns',
    {
      // A browser reports a page's missing texts in a batch or two: 30 calls a minute per address.
      config: { validationErrorCode: 'ISE900', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['system'],
        summary: 'Spec §7: keys the browser did not find (i18next saveMissing), kept for translators',
        description:
          'Body: a JSON object key → fallback text (at most 50 keys). Keys that exist, are malformed or ' +
          'arrive when 5,000 keys are listed are ignored; a key already listed only counts again. The ' +
          'list: GET /v1/operator/locales/missing.',
        params: MissingKeysParams,
        body: MissingKeysBody,
        response: { 200: MissingKeysAnswer, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { lang, ns } = localePath(request.params.lng, request.params.ns);
      return recordMissingKeys(app.ctx.db, lang, ns, request.body, resources[lang][ns]);
    },
  );
}
