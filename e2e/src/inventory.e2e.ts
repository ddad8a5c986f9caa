/**
 * The extranet in a real browser (issue 19 item 5): the admin finds a hotel in 在庫・料金, opens its
 * grid, stops sale of the room of a plan on one night with the bulk edit, and the traveller's plans
 * page for that night no longer offers the plan; resuming brings it back. Then a price from a net
 * price: the sale price shown before saving is the one stored (spec §9). English at 390 px. axe on
 * every state.
 */
import { calculatePrice } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checked, logIn } from './operatorSite';
import { openSession, withDb, type Session } from './site';

interface Stay {
  hotel_id: string;
  plan_id: string;
  room_id: string;
  stay_date: string;
}

/** A plan sold from one room only, for 2, on a night 40+ days ahead with rooms left. */
async function singleRoomStay(): Promise<Stay> {
  return withDb(async (client) => {
    const { rows } = await client.query<Stay>(
      `select p.hotel_id, p.plan_id, p.room_ids[1] as room_id, to_char(d.stay_date, 'YYYYMMDD') as stay_date
       from plan p join room_day d on d.room_id = p.room_ids[1]
       join plan_day pd on pd.plan_id = p.plan_id and pd.stay_date = d.stay_date
       where array_length(p.room_ids, 1) = 1 and p.min_pax <= 2 and p.max_pax >= 2
         and d.stay_date = current_date + 41 and d.stock >= 2 and d.stop_held is null and pd.prices[2] > 0
         and p.stay_from <= d.stay_date and p.stay_to > d.stay_date
       order by p.plan_id limit 1`,
    );
    return rows[0]!;
  });
}

const dash = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

describe('stock and prices in the back office, in a real browser (issue 19)', () => {
  let admin: Session;
  let traveller: Session;
  let stay: Stay;

  beforeAll(async () => {
    stay = await singleRoomStay();
    admin = await openSession(1280);
    traveller = await openSession(1280);
    await logIn(admin, inject('operatorEmail'), inject('operatorPassword'));
  });
  afterAll(async () => {
    await admin?.close();
    await traveller?.close();
  });

  const offered = async () => {
    await traveller.page.goto(`/hotel/${stay.hotel_id}/plans?goDate=${stay.stay_date}&isNoDate=0&adultPax=2`);
    return traveller.page.locator(`#plan-${stay.plan_id}`).count();
  };

  it('stops sale of a room for one night: the traveller is no longer offered the plan; resuming brings it back', async () => {
    expect(await offered()).toBe(1);
    const { page } = admin;
    await page.getByRole('link', { name: '在庫・料金' }).click();
    await page.waitForURL('**/operator/inventory');
    await page.selectOption('select[name="kind"]', 'hotel');
    await page.fill('input[name="q"]', stay.hotel_id);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await page.waitForURL(/q=/);
    await checked(admin, 'inventory-search-ja-1280');
    await page.locator(`a[href$="/operator/inventory/hotel/${stay.hotel_id}"]`).click();
    await page.waitForURL(`**/operator/inventory/hotel/${stay.hotel_id}`);
    await page.goto(`/operator/inventory/hotel/${stay.hotel_id}?from=${stay.stay_date}&days=7`);
    await checked(admin, 'inventory-grid-ja-1280');

    const form = page.locator('form[aria-labelledby="stock-edit-title"]');
    const rooms = await form.locator('select').first().locator('option').allTextContents();
    expect(rooms.length).toBeGreaterThan(0);
    // The stock rows are listed in room order, as in the grid; choose the plan's room by its index.
    const index = await withDb(async (client) => {
      const { rows } = await client.query<{ room_id: string }>(
        'select room_id from room where hotel_id = $1 order by room_id',
        [stay.hotel_id],
      );
      return rows.findIndex((r) => r.room_id === stay.room_id);
    });
    expect(index).toBeGreaterThanOrEqual(0);
    await form.locator('select').first().selectOption(String(index));
    await form.locator('input[type="date"]').nth(0).fill(dash(stay.stay_date));
    await form.locator('input[type="date"]').nth(1).fill(dash(stay.stay_date));
    await form.getByLabel('操作').selectOption('stop');
    await expect.poll(() => form.locator('[aria-live="polite"]').textContent()).toContain('1日');
    await checked(admin, 'inventory-stop-preview-ja-1280');
    await form.getByRole('button', { name: '変更を保存' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('保存しました。');
    await expect.poll(() => page.locator('td', { hasText: '販売停止' }).count()).toBeGreaterThan(0);
    await checked(admin, 'inventory-stopped-ja-1280');

    // The traveller's page (its anonymous cache lives a few seconds at most).
    await expect.poll(offered, { timeout: 20_000, interval: 1000 }).toBe(0);

    await form.locator('select').first().selectOption(String(index));
    await form.locator('input[type="date"]').nth(0).fill(dash(stay.stay_date));
    await form.locator('input[type="date"]').nth(1).fill(dash(stay.stay_date));
    await form.getByLabel('操作').selectOption('resume');
    await form.getByRole('button', { name: '変更を保存' }).click();
    await expect.poll(() => page.locator('td', { hasText: '販売停止' }).count()).toBe(0);
    await expect.poll(offered, { timeout: 20_000, interval: 1000 }).toBe(1);
  });

  it('sets a price from a net price: the sale price shown before saving is the one stored (spec §9)', async () => {
    const { page } = admin;
    await page.goto(`/operator/inventory/hotel/${stay.hotel_id}?from=${stay.stay_date}&days=7`);
    const form = page.locator('form[aria-labelledby="price-edit-title"]');
    const planIndex = await withDb(async (client) => {
      const { rows } = await client.query<{ plan_id: string }>(
        'select plan_id from plan where hotel_id = $1 order by plan_id',
        [stay.hotel_id],
      );
      return rows.findIndex((r) => r.plan_id === stay.plan_id);
    });
    await form.locator('select').first().selectOption(String(planIndex));
    await form.locator('input[type="date"]').nth(0).fill(dash(stay.stay_date));
    await form.locator('input[type="date"]').nth(1).fill(dash(stay.stay_date));
    await form.getByLabel('仕入れ値（ネット）から計算').check();
    await form.getByLabel('2名1室').fill('10000');
    await form.getByLabel('手数料率（%）').fill('5');
    await form.getByLabel('加算額（円）').fill('300');
    await form.getByLabel('加算率（%）').fill('10');
    const expected = calculatePrice({
      price: 10000,
      taxRate: 0.1,
      commissionRate: 0.05,
      markupAmount: 300,
      markupRate: 0.1,
    });
    await expect
      .poll(() => form.getByTestId('sale-preview').textContent())
      .toContain(`2名1室 ${expected.toLocaleString('ja-JP')}`);
    await checked(admin, 'inventory-price-preview-ja-1280');
    await form.getByRole('button', { name: '変更を保存' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('保存しました。');
    const stored = await withDb(async (client) => {
      const { rows } = await client.query<{ price: number }>(
        `select prices[2] as price from plan_day where plan_id = $1 and stay_date = to_date($2, 'YYYYMMDD')`,
        [stay.plan_id, stay.stay_date],
      );
      return rows[0]!.price;
    });
    expect(stored).toBe(expected);
  });

  it("sets an activity's own adult price: the console shows it and the traveller's page charges it", async () => {
    const { page } = admin;
    const optionalId = await withDb(async (client) => {
      const { rows } = await client.query<{ optional_id: string }>(
        `select optional_id from optional_activity where doc->'prices'->>'person9' is null
         order by optional_id limit 1`,
      );
      return rows[0]!.optional_id;
    });
    await page.goto(`/operator/inventory/optional/${optionalId}`);
    const form = page.locator('form[aria-labelledby="product-price-title"]');
    // An untaken category is said, never offered as a field.
    expect(await form.getByLabel('幼児').count()).toBe(0);
    expect(await form.textContent()).toContain('受け付けていません');
    await form.getByLabel('大人').fill('8760');
    await expect.poll(() => form.getByTestId('product-sale-preview').textContent()).toContain('大人 8,760');
    await checked(admin, 'inventory-optional-price-ja-1280');
    await form.getByRole('button', { name: '変更を保存' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('保存しました。');
    await expect.poll(() => page.getByTestId('product-prices').textContent()).toContain('8,760円');
    await traveller.page.goto(`/optionals/${optionalId}`);
    expect(await traveller.page.locator('main').textContent()).toContain('8,760');
  });

  it('in English at 390 px: the grid scrolls by day beside the sticky room names', async () => {
    const phone = await openSession(390, 'en-US');
    try {
      await logIn(phone, inject('operatorEmail'), inject('operatorPassword'), 'en');
      await phone.page.goto(`/en/operator/inventory/hotel/${stay.hotel_id}?days=7`);
      expect(await phone.page.locator('h1').textContent()).toContain('Stock and prices of');
      expect(await phone.page.locator('table').first().locator('thead th').count()).toBe(8);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await checked(phone, 'inventory-grid-en-390');
    } finally {
      await phone.close();
    }
  });
});
