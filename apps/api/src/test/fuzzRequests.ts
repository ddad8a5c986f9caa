/**
 * Building blocks of the API fuzz test (fuzz.test.ts): the route table read from the running API's
 * OpenAPI document (so a new route is fuzzed without touching the test), fast-check arbitraries of
 * random and hostile requests for each route, the checks every answer must pass, and a checksum of
 * the stored data that must not move.
 */
import { isInternalErrorCode } from '@tabiyori/domain';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoDay } from './harness';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  examples?: unknown[];
}

export interface RouteParam {
  in: 'query' | 'path' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzRoute {
  method: string;
  /** OpenAPI path, `{name}` for path parameters. */
  path: string;
  params: RouteParam[];
  body: JsonSchema | undefined;
}

const COMPONENT_REF = '#/components/schemas/';

/** A schema with its references to components/schemas written out (shared shapes are not cyclic). */
function resolved(node: unknown, schemas: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(node)) return node.map((item) => resolved(item, schemas));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith(COMPONENT_REF)) {
    return resolved(schemas[ref.slice(COMPONENT_REF.length)], schemas);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolved(value, schemas)]));
}

/** Every operation of the OpenAPI document (GET /docs/json), its shared shapes written out. */
export function routesFromOpenApi(document: {
  paths: Record<string, Record<string, { parameters?: RouteParam[]; requestBody?: unknown }>>;
  components?: { schemas?: Record<string, unknown> };
}): FuzzRoute[] {
  const doc = {
    paths: resolved(document.paths, document.components?.schemas ?? {}) as typeof document.paths,
  };
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const body = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).map((p) => ({ ...p, schema: p.schema ?? {} })),
        body,
      });
    }
  }
  return routes;
}

/** Real identifiers of the seeded catalog and of the victim's data: deep code paths need them. */
export interface Pools {
  hotelIds: string[];
  tourIds: string[];
  planIds: string[];
  roomIds: string[];
  optionalIds: string[];
  carIds: string[];
  specialCodes: string[];
  couponCodes: string[];
  areaCodes: string[];
  bookingNumbers: string[];
  emails: string[];
  dates: string[];
}

export async function loadPools(
  db: Kysely<Database>,
  today: string,
  extra: Partial<Pools> = {},
): Promise<Pools> {
  const pick = async (table: string, column: string, n = 6) =>
    (
      await sql<{
        v: string;
      }>`select ${sql.ref(column)}::text as v from ${sql.table(table)} order by 1 limit ${n}`.execute(db)
    ).rows.map((r) => r.v);
  const plusDays = (n: number) => {
    const t = Date.UTC(Number(today.slice(0, 4)), Number(today.slice(4, 6)) - 1, Number(today.slice(6, 8)));
    return new Date(t + n * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  };
  const dates = [0, 1, 14, 30, 45, 119, 400, -3].map(plusDays);
  return {
    hotelIds: await pick('hotel', 'hotel_id'),
    tourIds: await pick('tour', 'tour_id'),
    planIds: await pick('plan', 'plan_id'),
    roomIds: await pick('room', 'room_id'),
    optionalIds: await pick('optional_activity', 'optional_id'),
    carIds: await pick('rentacar', 'car_id'),
    specialCodes: await pick('special', 'special_code'),
    couponCodes: await pick('coupon', 'coupon_code'),
    areaCodes: await pick('area', 'code', 10),
    bookingNumbers: extra.bookingNumbers ?? [],
    emails: extra.emails ?? [],
    dates: [...dates, ...dates.map(isoDay)],
  };
}

/** Strings an attacker or a broken client sends (none of them may reach a 500 or leak internals). */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  "'",
  '"',
  "' OR '1'='1",
  "1' OR 1=1 --",
  "'; DROP TABLE booking; --",
  '1; DELETE FROM room_day',
  "' UNION SELECT password_hash FROM app_user --",
  '$1',
  '%',
  '_',
  '\\',
  '\\x00',
  '\u0000',
  'a\u0000b',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%E0%A4%A',
  '%zz',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '0',
  '-0',
  '-1',
  '-2147483649',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  '1e309',
  '-1e309',
  '0x1F',
  '1.5',
  '٣',
  '１２',
  '00000000',
  '20260230',
  '20261301',
  '20261232',
  '99991231',
  '19000101',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026/11/24',
  '１２月',
  'ZZ999',
  'XX',
  '0,0,0',
  '2,,2',
  '-1,3',
  '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20',
  '2:1',
  '2-0-1',
  'person1:-1',
  '::',
  ':0:0',
  '1:2:3:4:5:6:7:8',
  'a'.repeat(256),
  'あ'.repeat(300),
  '🏯'.repeat(100),
  'e\u0301',
  '\u202e\u202d',
  '\ufeff',
  '\r\n',
  'Ｔｏｋｙｏ',
  '東京',
  'ｶﾀｶﾅ',
  'x'.repeat(5000),
];

const HUGE_NUMBERS = [
  0,
  -1,
  1,
  2,
  9,
  10,
  99,
  100,
  101,
  1000,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e21,
  1e308,
  -1e308,
  0.5,
  -0,
];

export interface Caller {
  /** A logged-in traveller who owns nothing the fuzz may touch. */
  session: { cookie: string; csrfToken: string } | null;
}

export interface FuzzRequest {
  method: string;
  route: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  withSession: boolean;
}

function poolFor(name: string, pools: Pools): string[] | null {
  const n = name.toLowerCase();
  if (n.includes('hotel')) return pools.hotelIds;
  if (n.includes('tour')) return pools.tourIds;
  if (n.includes('plan')) return pools.planIds;
  if (n.includes('room') && !n.includes('count') && !n.includes('type')) return pools.roomIds;
  if (n.includes('optional')) return pools.optionalIds;
  if (n.includes('car') || n.includes('office')) return pools.carIds;
  if (n.includes('special')) return pools.specialCodes;
  if (n.includes('coupon')) return pools.couponCodes;
  if (n.includes('booking')) return [...pools.bookingNumbers, 'TB0000000000', 'TB9999999999'];
  if (n.includes('area') || n.includes('pref') || n === 'area') return pools.areaCodes;
  if (n.includes('email')) return [...pools.emails, 'nobody@example.jp', 'not-an-email'];
  if (n.includes('date')) return pools.dates;
  if (n === 'lang') return ['ja', 'en', 'fr', 'JA'];
  if (/pax|person|count|nights|days|page|ipg|limit|age|passengers|price|amount|total/.test(n)) {
    return ['0', '1', '2', '3', '4', '8', '10', '99'];
  }
  return null;
}

/** Values for a parameter the pools do not name: a few ids and plain words. */
const genericPool = (pools: Pools) => [...pools.hotelIds.slice(0, 2), ...pools.tourIds.slice(0, 2), '1', 'a'];

/** Whether a near-valid value is known for the parameter (its schema's constants or a named pool). */
function hasKnownValues(param: RouteParam, pools: Pools): boolean {
  return schemaConstants(param.schema).length > 0 || poolFor(param.name, pools) !== null;
}

function schemaConstants(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (schema.enum) out.push(...schema.enum);
  if (schema.const !== undefined) out.push(schema.const);
  if (schema.default !== undefined) out.push(schema.default);
  if (schema.examples) out.push(...schema.examples);
  for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) out.push(...schemaConstants(sub));
  return out;
}

/** Any well-formed-ish string: random text of every script, lone surrogates included. */
const randomText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
);

/** A text value for a named parameter: mostly near-valid, often hostile, sometimes random. */
export function textFor(name: string, schema: JsonSchema, pools: Pools, calm = false): fc.Arbitrary<string> {
  const constants = schemaConstants(schema)
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map(String);
  const valid = [...new Set([...constants, ...(poolFor(name, pools) ?? genericPool(pools))])];
  const near = valid.length > 0 ? fc.constantFrom(...valid) : fc.constant('1');
  if (calm) return near;
  return fc.oneof(
    { weight: 5, arbitrary: near },
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: randomText },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.array(fc.oneof(near, fc.constantFrom(...HOSTILE_STRINGS)), { minLength: 2, maxLength: 6 }),
          fc.constantFrom(',', ':', '-', '|'),
        )
        .map(([parts, joiner]) => parts.join(joiner)),
    },
  );
}

/** A JSON value for a schema node: the right type most of the time, anything at all sometimes. */
export function jsonFor(
  name: string,
  schema: JsonSchema,
  pools: Pools,
  calm = false,
  depth = 0,
): fc.Arbitrary<unknown> {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const wrong = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(...HUGE_NUMBERS),
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constant({ __proto__: { polluted: true } }),
  );
  let right: fc.Arbitrary<unknown>;
  const sub = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (sub.length > 0 && depth < 5) {
    right = fc.oneof(...sub.map((s) => jsonFor(name, s, pools, calm, depth + 1)));
  } else if (types.includes('object') || schema.properties) {
    const props = Object.entries(schema.properties ?? {});
    if (depth >= 5 || props.length === 0) right = fc.jsonValue({ maxDepth: 1 });
    else {
      const model = Object.fromEntries(props.map(([k, s]) => [k, jsonFor(k, s, pools, calm, depth + 1)]));
      const required = props.map(([k]) => k).filter((k) => (schema.required ?? []).includes(k));
      // Mostly with the required properties, sometimes without some of them.
      right = calm
        ? fc.record(model, { requiredKeys: required })
        : fc.oneof(
            { weight: 4, arbitrary: fc.record(model, { requiredKeys: required }) },
            { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
          );
    }
  } else if (types.includes('array')) {
    right = fc.array(jsonFor(name, schema.items ?? {}, pools, calm, depth + 1), { maxLength: 4 });
  } else if (types.includes('integer') || types.includes('number')) {
    const ints = (poolFor(name, pools) ?? []).map(Number).filter(Number.isFinite);
    const near = fc.constantFrom(...(ints.length > 0 ? ints : [1]));
    right = calm
      ? near
      : fc.oneof(
          near,
          fc.constantFrom(...HUGE_NUMBERS),
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        );
  } else if (types.includes('boolean')) {
    right = fc.boolean();
  } else {
    right = textFor(name, schema, pools, calm);
  }
  if (calm) return right;
  return fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

/** encodeURIComponent that survives lone surrogates (they are sent as U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const enc = (s: string) => encodeURIComponent(s.replace(LONE_SURROGATE, '\uFFFD'));

/** Header values must be visible ASCII (fetch refuses anything else). */
const headerText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.constantFrom("' OR 1=1 --", 'x'.repeat(4000), '', '../..', '<script>'),
);

const OVERSIZED_BODY = JSON.stringify({ padding: 'x'.repeat(300 * 1024) });
const DEEP_BODY = '['.repeat(5000) + ']'.repeat(5000);

/**
 * How hostile one request is: 'calm' sends near-valid values only (reaching the deep code paths),
 * 'one' spoils exactly one parameter or body property of a near-valid request, 'wild' spoils many.
 */
type Mode = 'calm' | 'one' | 'wild';

/** One random request for one route (path, query, headers, body, session or not, CSRF right or not). */
export function requestFor(route: FuzzRoute, pools: Pools, caller: Caller): fc.Arbitrary<FuzzRequest> {
  return fc
    .constantFrom<Mode>('calm', 'one', 'one', 'one', 'wild', 'wild')
    .chain((mode) => requestInMode(route, pools, caller, mode));
}

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: randomText },
);
const hostileJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...HUGE_NUMBERS),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.jsonValue({ maxDepth: 2 }),
);

function requestInMode(
  route: FuzzRoute,
  pools: Pools,
  caller: Caller,
  mode: Mode,
): fc.Arbitrary<FuzzRequest> {
  const calm = mode !== 'wild';
  const pathParams = route.params.filter((p) => p.in === 'path');
  const queryParams = route.params.filter((p) => p.in === 'query');
  const headerParams = route.params.filter((p) => p.in === 'header');
  const mutating = route.method !== 'GET' && route.method !== 'HEAD';

  const pathArb = fc.tuple(
    ...pathParams.map((p) =>
      calm
        ? textFor(p.name, p.schema, pools, true).map(enc)
        : fc.oneof(
            { weight: 8, arbitrary: textFor(p.name, p.schema, pools).map(enc) },
            // Raw, possibly malformed, percent-encoding and over-long segments.
            {
              weight: 1,
              arbitrary: fc.constantFrom('%E0%A4%A', '%zz', '..%2F..%2F', '%00', 'a'.repeat(300)),
            },
          ),
    ),
  );

  const queryArb = fc.tuple(
    ...queryParams.map((p) =>
      // A calm request leaves out the optional parameters it knows no valid value for.
      calm && !p.required && !hasKnownValues(p, pools)
        ? fc.constant(null)
        : fc.option(
            calm
              ? textFor(p.name, p.schema, pools, true).map((v) => [v])
              : fc.oneof(
                  { weight: 6, arbitrary: textFor(p.name, p.schema, pools).map((v) => [v]) },
                  // The same parameter twice (an array after parsing).
                  {
                    weight: 1,
                    arbitrary: fc.array(textFor(p.name, p.schema, pools), { minLength: 2, maxLength: 3 }),
                  },
                ),
            { freq: p.required ? 8 : 2 },
          ),
    ),
  );
  // Unknown parameters, and now and then an oversized or malformed query string.
  const junkArb =
    mode === 'wild'
      ? fc.tuple(
          fc.array(
            fc.tuple(
              fc.constantFrom('debugSql', 'x', '__proto__', 'constructor[prototype]', 'a[b]'),
              randomText,
            ),
            { maxLength: 2 },
          ),
          fc.oneof(
            { weight: 20, arbitrary: fc.constant('') },
            { weight: 1, arbitrary: fc.constantFrom('&pad=' + 'y'.repeat(20_000), '&%zz=%E0%A4%A') },
          ),
        )
      : fc.constant<[[string, string][], string]>([[], '']);

  const jsonBody = (value: unknown) => ({
    body: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  const bodyArb: fc.Arbitrary<{ body?: string; contentType?: string; value?: unknown }> = !mutating
    ? fc.constant({})
    : calm
      ? jsonFor('body', route.body ?? { type: 'object' }, pools, true).map((value) => ({
          ...jsonBody(value),
          value,
        }))
      : fc.oneof(
          { weight: 8, arbitrary: jsonFor('body', route.body ?? { type: 'object' }, pools).map(jsonBody) },
          { weight: 1, arbitrary: fc.jsonValue().map(jsonBody) },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(
                '{"a":',
                '{',
                'nul',
                '\u0000',
                '{"__proto__":{"x":1}}',
                '{"constructor":{"prototype":{"x":1}}}',
                DEEP_BODY,
              )
              .map((body) => ({ body, contentType: 'application/json' })),
          },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(
                'text/plain',
                'application/x-www-form-urlencoded',
                'multipart/form-data; boundary=x',
                'application/xml',
                'application/json; charset=latin1',
              )
              .map((contentType) => ({ body: 'a=1&b=%00', contentType })),
          },
          { weight: 1, arbitrary: fc.constant({ contentType: 'application/json' }) },
          { weight: 1, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: fc.constant({ body: OVERSIZED_BODY, contentType: 'application/json' }) },
        );

  const headersArb = fc.tuple(
    ...headerParams.map((p) =>
      fc.option(
        calm
          ? textFor(p.name, p.schema, pools, true).filter((v) => /^[\x20-\x7e]*$/.test(v))
          : fc.oneof(
              textFor(p.name, p.schema, pools).filter((v) => /^[\x20-\x7e]*$/.test(v)),
              headerText,
            ),
        { freq: 5 },
      ),
    ),
  );

  // With a session: the right CSRF token, a wrong one or none; without: no Origin, a foreign one or 'null'.
  const authArb = fc.record({
    withSession: caller.session ? fc.boolean() : fc.constant(false),
    csrf: calm
      ? fc.constantFrom('right', 'right', 'right', 'wrong', 'none')
      : fc.constantFrom('right', 'wrong', 'none'),
    origin: calm
      ? fc.constant(undefined)
      : fc.constantFrom(undefined, undefined, 'https://evil.example', 'null'),
  });

  // 'one': the single spoiled slot (a path parameter, a query parameter or a body property).
  const spoilArb = mode === 'one' ? fc.tuple(fc.nat(), hostileText, hostileJson) : fc.constant(null);
  // 'wild' now and then asks with another method, or for a path below the route that does not exist.
  const detourArb =
    mode === 'wild'
      ? fc.record({
          method: fc.oneof(
            { weight: 8, arbitrary: fc.constant(route.method) },
            { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
          ),
          suffix: fc.oneof(
            { weight: 10, arbitrary: fc.constant('') },
            { weight: 1, arbitrary: fc.constantFrom('/x', '/..', '/%2e%2e/%2e%2e/etc/passwd', '/', '//') },
          ),
        })
      : fc.constant({ method: route.method, suffix: '' });

  return fc
    .tuple(pathArb, queryArb, junkArb, bodyArb, headersArb, authArb, spoilArb, detourArb)
    .map(([pathValues, queryValues, [junk, tail], body, headerValues, auth, spoil, detour]) => {
      const paths = [...pathValues];
      const queries = [...queryValues];
      if (spoil) {
        const [slot, text, json] = spoil;
        const bodyKeys =
          body.value && typeof body.value === 'object' && !Array.isArray(body.value)
            ? Object.keys(body.value)
            : [];
        const slots = paths.length + queries.length + bodyKeys.length;
        const at = slots > 0 ? slot % slots : 0;
        if (at < paths.length) paths[at] = enc(text);
        else if (at < paths.length + queries.length) queries[at - paths.length] = [text];
        else if (bodyKeys.length > 0) {
          const key = bodyKeys[at - paths.length - queries.length]!;
          body = jsonBody({ ...(body.value as Record<string, unknown>), [key]: json });
        }
      }
      let path = route.path;
      pathParams.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, paths[i] ?? '');
      });
      const parts: string[] = [];
      queryParams.forEach((p, i) => {
        for (const v of queries[i] ?? []) parts.push(`${enc(p.name)}=${enc(v)}`);
      });
      for (const [k, v] of junk) parts.push(`${enc(k)}=${enc(v)}`);
      const query = parts.join('&') + tail;

      const headers: Record<string, string> = {};
      headerParams.forEach((p, i) => {
        const v = headerValues[i];
        if (v !== null && v !== undefined) headers[p.name] = v;
      });
      if (body.contentType) headers['content-type'] = body.contentType;
      const withSession = auth.withSession && caller.session !== null && !route.path.startsWith('/v1/auth/');
      if (withSession && caller.session) {
        headers.cookie = caller.session.cookie;
        if (auth.csrf === 'right') headers['x-csrf-token'] = caller.session.csrfToken;
        if (auth.csrf === 'wrong') headers['x-csrf-token'] = `${caller.session.csrfToken.slice(0, -2)}00`;
      }
      if (auth.origin) headers.origin = auth.origin;
      return {
        method: detour.method,
        route: `${detour.method} ${route.path}${detour.suffix}`,
        url: path + detour.suffix + (query === '' ? '' : `?${query}`),
        headers,
        // fetch sends no body with GET.
        ...(body.body !== undefined && detour.method !== 'GET' ? { body: body.body } : {}),
        withSession,
      };
    });
}

/** A stack frame or a source path: never in any answer. */
const STACK =
  /(?:\n|\\n)\s+at (?:async )?\S+ \(|(?:\n|\\n)\s+at \S+:\d+:\d+|node:internal|node_modules|\/src\/\S+\.ts|\.ts:\d+:\d+/i;
/**
 * SQL and driver wording: never in an error answer. (Only errors are searched: a tour description
 * in English may well say "select … from … where".)
 */
const SQL =
  /syntax error at or near|relation "|column "|violates .* constraint|duplicate key value|invalid input syntax|SQLSTATE|\bselect\s+[\w*"., ]+\s+from\s+"?\w+"?\s+(where|order|limit|join)/i;

export interface Answer {
  status: number;
  text: string;
}

/** Why an answer breaks the rules, or null when it is fine. */
export function answerProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  const leak = STACK.exec(answer.text) ?? (answer.status >= 400 ? SQL.exec(answer.text) : null);
  if (leak) return `leaks internals: ${leak[0]}`;
  if (answer.status >= 400) {
    let body: { status?: unknown; message?: unknown; errorCode?: unknown };
    try {
      body = JSON.parse(answer.text) as typeof body;
    } catch {
      return 'a 4xx without a JSON body';
    }
    if (body.status !== answer.status) return `body status ${String(body.status)} ≠ HTTP ${answer.status}`;
    if (typeof body.message !== 'string' || body.message === '') return 'a 4xx without a message';
    if (!isInternalErrorCode(body.errorCode))
      return `errorCode ${String(body.errorCode)} is not in the catalogue`;
  }
  return null;
}

export async function send(baseUrl: string, request: FuzzRequest): Promise<Answer> {
  const res = await fetch(baseUrl + request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    redirect: 'manual',
  });
  return { status: res.status, text: await res.text() };
}

/** Tables whose rows the fuzz must never change; user-owned ones are compared for these users only. */
const GLOBAL_TABLES = [
  'booking',
  'booking_stock',
  'room_day',
  'tour_day',
  'optional_day',
  'rentacar_day',
  'plan_day',
  'coupon',
  'coupon_exclude_date',
  'user_coupon',
  'coupon_use',
  'coupon_setting',
] as const;

/**
 * A checksum per table: md5 of every row's text in a stable order. app_user, favorite and
 * idempotency_key count only the rows of `userIds` (the fuzz's own caller may change its own).
 */
export async function dataChecksums(
  db: Kysely<Database>,
  userIds: string[],
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const sum = async (table: string, where = sql`true`) => {
    const { rows } = await sql<{ n: number; h: string }>`
      select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as h
      from ${sql.table(table)} t where ${where}`.execute(db);
    out[table] = `${rows[0]?.n}:${rows[0]?.h}`;
  };
  for (const table of GLOBAL_TABLES) await sum(table);
  const ids = userIds.length > 0 ? userIds : ['-'];
  await sum('app_user', sql`t.id in (${sql.join(ids)})`);
  await sum('favorite', sql`t.user_id in (${sql.join(ids)})`);
  await sum('idempotency_key', sql`t.user_id in (${sql.join(ids)})`);
  return out;
}
