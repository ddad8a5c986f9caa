/**
 * Issue 19 item 2 over HTTP on PGlite and PostgreSQL: maintenance from the back office. Start now
 * puts a window from this minute in the decoder the traveller site reads (spec §2/§4: mode 'sorry',
 * a window with an end → the notice), end now closes it, the whole setting can be replaced, bad
 * windows are refused with OPR800, and each change is in the audit log with before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { japanNowMinute, maintenanceNotice } from '@tabiyori/domain';
import { call, type TestSession } from '../../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../../test/harness';
import { operatorSession } from '../../test/operators';

interface State {
  mode: string;
  schedule: { maintenanceFrom: string; maintenanceTo: string | null }[];
  noticeEnd: string | null;
  now: string;
}
interface Decoder {
  maintenanceSchedules: { maintenanceFrom: string; maintenanceTo: string | null }[];
  consts: { maintenanceMode: string };
}

const inMinutes = (n: number) => japanNowMinute(Date.now() + n * 60_000);

describe.each(DATABASE_KINDS)('maintenance from the back office on %s (issue 19)', (kind) => {
  let api: TestApi;
  let admin: TestSession;
  const decoder = async () => (await api.get('/v1/decoder?lang=ja')).body as Decoder;
  const noticeNow = async () => {
    const d = await decoder();
    return maintenanceNotice(d.consts.maintenanceMode, d.maintenanceSchedules, Date.now());
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await operatorSession(api, 'admin');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('starts maintenance now: the decoder shows the notice until the end given', async () => {
    expect(await noticeNow()).toBeNull();
    const until = inMinutes(90);
    const res = await call(api, 'POST', '/v1/operator/maintenance/start', {
      session: admin,
      body: { until },
    });
    expect(res.status).toBe(200);
    const state = res.body as State;
    expect(state).toMatchObject({ mode: 'sorry', noticeEnd: until });
    expect(await noticeNow()).toBe(until);
    const read = await call(api, 'GET', '/v1/operator/maintenance', { session: admin });
    expect((read.body as State).noticeEnd).toBe(until);
  });

  it('ends it now: the window closes at this minute and the site is back', async () => {
    const res = await call(api, 'POST', '/v1/operator/maintenance/end', { session: admin });
    expect((res.body as State).noticeEnd).toBeNull();
    expect(await noticeNow()).toBeNull();
    const again = await call(api, 'POST', '/v1/operator/maintenance/end', { session: admin });
    expect((again.body as State).noticeEnd).toBeNull();
  });

  it('replaces the windows and mode; mode none hides an active window; bad windows are refused', async () => {
    const window = { maintenanceFrom: inMinutes(-5), maintenanceTo: inMinutes(30) };
    const later = { maintenanceFrom: inMinutes(24 * 60), maintenanceTo: inMinutes(25 * 60) };
    const none = await call(api, 'PUT', '/v1/operator/maintenance', {
      session: admin,
      body: { mode: 'none', schedule: [window, later] },
    });
    expect(none.body as State).toMatchObject({ mode: 'none', noticeEnd: null, schedule: [window, later] });
    expect(await noticeNow()).toBeNull();
    const sorry = await call(api, 'PUT', '/v1/operator/maintenance', {
      session: admin,
      body: { mode: 'sorry', schedule: [window, later] },
    });
    expect((sorry.body as State).noticeEnd).toBe(window.maintenanceTo);
    expect(await noticeNow()).toBe(window.maintenanceTo);
    // End now keeps the window still to come.
    const ended = await call(api, 'POST', '/v1/operator/maintenance/end', { session: admin });
    expect((ended.body as State).schedule).toContainEqual(later);
    expect((ended.body as State).noticeEnd).toBeNull();

    for (const body of [
      { mode: 'sorry', schedule: [{ maintenanceFrom: inMinutes(10), maintenanceTo: inMinutes(5) }] },
      { mode: 'sorry', schedule: [{ maintenanceFrom: '202613011200', maintenanceTo: null }] },
      { mode: 'maybe', schedule: [] },
    ]) {
      const res = await call(api, 'PUT', '/v1/operator/maintenance', { session: admin, body });
      expect([res.status, (res.body as { errorCode: string }).errorCode]).toEqual([400, 'OPR800']);
    }
    const past = await call(api, 'POST', '/v1/operator/maintenance/start', {
      session: admin,
      body: { until: inMinutes(-1) },
    });
    expect([past.status, (past.body as { errorCode: string }).errorCode]).toEqual([400, 'OPR800']);
  });

  it('audits each change with the setting before and after', async () => {
    const res = await call(api, 'GET', '/v1/operator/audit?targetType=maintenance', { session: admin });
    const entries = (res.body as { entries: { action: string; before: State; after: State }[] }).entries;
    expect(entries.map((e) => e.action)).toEqual([
      'maintenance.end',
      'maintenance.replace',
      'maintenance.replace',
      'maintenance.end',
      'maintenance.end',
      'maintenance.start',
    ]);
    const start = entries.at(-1)!;
    expect(start.before.schedule).toEqual([]);
    expect(start.after).toMatchObject({ mode: 'sorry' });
    expect(start.after.schedule).toHaveLength(1);
  });
});
