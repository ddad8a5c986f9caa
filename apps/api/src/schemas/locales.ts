/**
 * Spec §7 display texts: GET /v1/locales (several namespaces at once), the locale files for
 * i18next's HTTP backend (GET /locales/{lng}/{ns}.json and POST /locales/add/{lng}/{ns}, missing
 * keys), and the translators' list of what was reported missing.
 */
import { Type, type Static } from 'typebox';

export const LocalesQuery = Type.Object({
  lang: Type.String({ minLength: 1, maxLength: 16, description: 'ja | en | showID' }),
  ns: Type.Optional(
    Type.String({ maxLength: 256, description: 'Comma-separated namespaces; all when absent' }),
  ),
});

export const LocalesAnswer = Type.Record(Type.String(), Type.Record(Type.String(), Type.String()), {
  description: 'namespace → key → text',
});

export const LocaleFileParams = Type.Object({
  lng: Type.String({ maxLength: 16, description: 'ja | en | showID (served as ja)' }),
  file: Type.String({ maxLength: 40, description: '{ns}.json, one of the twelve namespaces' }),
});

export const LocaleFileAnswer = Type.Record(Type.String(), Type.String(), {
  description: 'the namespace’s texts: key → text (i18next `{{x}}` placeholders, `_one`/`_other` plurals)',
});

export const MissingKeysParams = Type.Object({
  lng: Type.String({ maxLength: 16 }),
  ns: Type.String({ maxLength: 40 }),
});

export const MISSING_KEYS_PER_CALL = 50;

export const MissingKeysBody = Type.Record(
  Type.String({ maxLength: 200 }),
  Type.String({ maxLength: 1000 }),
  {
    maxProperties: MISSING_KEYS_PER_CALL,
    description: 'i18next saveMissing: key → fallback text (at most 50 keys a call)',
  },
);

export const MissingKeysAnswer = Type.Object({
  stored: Type.Integer({ description: 'keys recorded (new or seen again)' }),
  ignored: Type.Integer({ description: 'keys that exist, are malformed, or find the list full' }),
});

export const MissingKeysQuery = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 16 })),
  ns: Type.Optional(Type.String({ maxLength: 40 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

export const MissingKeyItem = Type.Object({
  lang: Type.String(),
  ns: Type.String(),
  key: Type.String(),
  fallback: Type.String(),
  hits: Type.Integer(),
  firstSeen: Type.String({ description: 'ISO 8601' }),
  lastSeen: Type.String({ description: 'ISO 8601' }),
});

export const MissingKeyList = Type.Object({
  keys: Type.Array(MissingKeyItem),
  count: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

export type MissingKeysQueryType = Static<typeof MissingKeysQuery>;
export type MissingKeyListType = Static<typeof MissingKeyList>;
