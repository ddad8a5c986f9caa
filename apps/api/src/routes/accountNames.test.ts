/**
 * An account's names by the site's language (issue 18, English sign-up), over HTTP on PGlite and
 * PostgreSQL: on the English site (lang en) a name in Latin letters, as in the passport, is its own
 * reading and needs no katakana; a name in Japanese still needs its katakana reading; the Japanese
 * site (lang ja, the default) always asks it (400 ACE800 `… is required`, nothing stored). The
 * profile editor keeps the same rule when the names change, and may clear a reading only so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, TEST_PASSWORD } from '../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';

interface Answer {
  status: number;
  errorCode?: string;
  message?: string;
  user?: Record<string, unknown>;
}

describe.each(DATABASE_KINDS)('account names by the site’s language on %s', (kind) => {
  let api: TestApi;
  let n = 0;
  const email = () => `names-${kind}-${(n += 1)}-${Date.now()}@example.jp`;
  const latin = { familyName: 'Smith', givenName: 'Mary  Jane' };
  const accounts = async (address: string) =>
    (
      await api.handle.db
        .selectFrom('app_user')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', address)
        .executeTakeFirstOrThrow()
    ).n;
  const signup = async (body: Record<string, unknown>) => {
    const address = email();
    const res = await call(api, 'POST', '/v1/auth/signup', {
      body: { email: address, password: TEST_PASSWORD, ...body },
    });
    return { address, status: res.status, body: res.body as Answer };
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('signs up on the English site with a name in Latin letters and no katakana reading', async () => {
    const res = await signup({ ...latin, lang: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.user).toMatchObject({
      familyName: 'Smith',
      givenName: 'Mary Jane',
      familyNameKana: null,
      givenNameKana: null,
    });
    // A reading may still be given, in katakana.
    const withReading = await signup({
      ...latin,
      familyNameKana: 'すみす',
      givenNameKana: 'メアリー',
      lang: 'en',
    });
    expect(withReading.status).toBe(201);
    expect(withReading.body.user).toMatchObject({ familyNameKana: 'スミス', givenNameKana: 'メアリー' });
  });

  it('refuses a missing reading with 400 ACE800 where it is asked, and stores nothing', async () => {
    const refused: [Record<string, unknown>, string][] = [
      // The Japanese site asks the katakana reading of every name (no lang: ja).
      [{ ...latin }, 'familyNameKana is required'],
      [{ ...latin, lang: 'ja' }, 'familyNameKana is required'],
      [{ ...latin, familyNameKana: 'スミス', lang: 'ja' }, 'givenNameKana is required'],
      // The English site asks it of a name in Japanese.
      [{ familyName: '旅野', givenName: '花子', lang: 'en' }, 'familyNameKana is required'],
      [
        { familyName: 'Smith', givenName: '花子', familyNameKana: 'スミス', lang: 'en' },
        'givenNameKana is required',
      ],
      // A reading given is katakana, on either site.
      [{ ...latin, familyNameKana: 'Smith', givenNameKana: 'Mary', lang: 'en' }, 'familyNameKana is invalid'],
    ];
    for (const [body, message] of refused) {
      const res = await signup(body);
      expect([res.status, res.body.errorCode, res.body.message], JSON.stringify(body)).toEqual([
        400,
        'ACE800',
        message,
      ]);
      expect(await accounts(res.address)).toBe(0);
    }
  });

  it('edits the profile by the same rule: a Latin name without a reading on the English site only', async () => {
    const me = await signUp(api, {
      ...latin,
      familyNameKana: undefined,
      givenNameKana: undefined,
      lang: 'en',
    });
    const put = (body: Record<string, unknown>) =>
      call(api, 'PUT', '/v1/account/profile', { session: me, body }).then((r) => ({
        ...(r.body as Answer),
        status: r.status,
      }));
    // Other fields change without the names being checked again.
    expect((await put({ phone: '090-1111-2222' })).status).toBe(200);
    // Another Latin name on the English site: still no reading.
    expect(await put({ familyName: 'Jones', lang: 'en' })).toMatchObject({
      status: 200,
      user: { familyName: 'Jones', familyNameKana: null },
    });
    // The same on the Japanese site asks the readings; nothing changes.
    expect(await put({ familyName: 'Brown', lang: 'ja' })).toMatchObject({
      status: 400,
      errorCode: 'ACE800',
      message: 'familyNameKana is required',
    });
    expect(await put({ familyName: 'Brown' })).toMatchObject({ status: 400, errorCode: 'ACE800' });
    // A name in Japanese needs its reading on the English site too.
    expect(await put({ familyName: '旅野', lang: 'en' })).toMatchObject({ status: 400, errorCode: 'ACE800' });
    expect((await call(api, 'GET', '/v1/account/profile', { session: me })).body).toMatchObject({
      user: { familyName: 'Jones', familyNameKana: null },
    });
    const japanese = {
      familyName: '旅野',
      givenName: '花子',
      familyNameKana: 'タビノ',
      givenNameKana: 'ハナコ',
    };
    expect(await put({ ...japanese, lang: 'en' })).toMatchObject({ status: 200, user: japanese });
    // Back to a Latin name, the readings cleared (null): only on the English site.
    const cleared = { ...latin, familyNameKana: null, givenNameKana: null };
    expect(await put({ ...cleared, lang: 'ja' })).toMatchObject({ status: 400, errorCode: 'ACE800' });
    expect(await put({ ...cleared, lang: 'en' })).toMatchObject({
      status: 200,
      user: { familyName: 'Smith', givenName: 'Mary Jane', familyNameKana: null, givenNameKana: null },
    });
  });
});
