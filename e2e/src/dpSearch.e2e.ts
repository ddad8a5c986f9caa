/**
 * Issue 16 item 5 in a real browser, at 1280 px (ja) and 390 px (en): a hotel search from a JR
 * departure is a JR + hotel search by default. From the top page's hotel form (departure 東京・関東発,
 * Kyoto, a date) the list's URL says approachType=train, the list says 「JR＋宿泊（東京・関東発）」 and
 * the cards lead with set prices including the JR round trip. In the search modal the traveller
 * chooses 飛行機: the list then says plainly that its prices are stay-only (no flight) and the cards
 * read 宿泊のみ; choosing JR again with a station (品川) brings the set prices back. Before: the
 * transport silently stayed 飛行機 and the list showed stay-only prices. Screenshots go to
 * E2E_SHOTS when it is set.
 */
import { addDays, japanToday } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './site';

const dir = process.env.E2E_SHOTS;

const TEXT = {
  ja: {
    hotelsTab: 'ホテル',
    departure: '出発地',
    destination: '目的地',
    checkin: 'チェックイン日',
    searchHotels: 'ホテルを検索',
    setNote: 'JR＋宿泊（東京・関東発）',
    setCard: 'JR往復',
    airNote: '飛行機での出発のため',
    stayCard: '宿泊のみ',
    air: '飛行機',
    train: 'JR・新幹線',
    station: '出発駅',
    shinagawa: '品川',
    submit: 'この条件で検索',
  },
  en: {
    hotelsTab: 'Hotels',
    departure: 'Departure',
    destination: 'Destination',
    checkin: 'Check-in date',
    searchHotels: 'Search hotels',
    setNote: 'JR + hotel sets (from Tokyo / Kanto)',
    setCard: 'JR round trip',
    airNote: 'Departing by plane',
    stayCard: 'Stay only',
    air: 'Flight',
    train: 'JR / Shinkansen',
    station: 'Departure station',
    shinagawa: 'Shinagawa',
    submit: 'Search with these conditions',
  },
} as const;

const iso = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

describe.each([
  [1280, 'ja'],
  [390, 'en'],
] as const)('JR + hotel by default at %i px (%s)', (width, lang) => {
  let s: Session;
  const text = TEXT[lang];
  const prefix = lang === 'en' ? '/en' : '';
  const shot = async (step: string) => {
    if (dir) await s.page.screenshot({ path: `${dir}/dp-${step}-${lang}-${width}.png`, fullPage: false });
  };
  const query = () => new URL(s.page.url()).searchParams;
  const notes = () => s.page.locator('main').innerText();

  beforeAll(async () => {
    s = await openSession(width, lang === 'en' ? 'en-US' : 'ja-JP');
  });
  afterAll(async () => {
    await s?.close();
  });

  async function changeDeparture(choose: () => Promise<void>) {
    await s.page
      .getByRole('button', { name: new RegExp(`^${text.departure}`) })
      .first()
      .click();
    const dialog = s.page.getByRole('dialog');
    await dialog.getByRole('tab', { name: text.departure }).waitFor();
    await choose();
    await shot('modal');
    const before = s.page.url();
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect.poll(() => s.page.url(), { timeout: 20_000 }).not.toBe(before);
  }

  it('searches JR + hotel from the top page, and says stay-only when the plane is chosen', async () => {
    await s.page.goto(`${prefix}/?tab=hotel`);
    const form = s.page.getByRole('search', { name: text.searchHotels });
    await form.getByLabel(text.departure, { exact: true }).selectOption('03');
    await form.getByLabel(text.destination, { exact: true }).selectOption('26');
    await form.getByLabel(text.checkin, { exact: true }).fill(iso(addDays(japanToday(), 30)));
    await Promise.all([
      s.page.waitForURL(/\/hotels\/26/),
      form.getByRole('button', { name: text.searchHotels }).click(),
    ]);
    expect(query().get('depAreaCode')).toBe('03');
    expect(query().get('approachType')).toBe('train');
    await expect.poll(notes, { timeout: 20_000 }).toContain(text.setNote);
    const cards = s.page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.first().innerText()).toContain(text.setCard);
    // The panel names the transport.
    expect(
      await s.page
        .getByRole('button', { name: new RegExp(`^${text.departure}`) })
        .first()
        .innerText(),
    ).toContain(text.train);
    await shot('jr-list');

    // The plane: stay-only prices, said on the list and on every card.
    await changeDeparture(() => s.page.getByRole('dialog').getByRole('radio', { name: text.air }).check());
    await expect.poll(() => query().get('approachType'), { timeout: 20_000 }).toBe('air');
    await expect.poll(notes, { timeout: 20_000 }).toContain(text.airNote);
    expect(await notes()).not.toContain(text.setNote);
    expect(await cards.first().innerText()).toContain(text.stayCard);
    await shot('air-list');

    // JR again, from a station.
    await changeDeparture(async () => {
      const dialog = s.page.getByRole('dialog');
      await dialog.getByRole('radio', { name: text.train }).check();
      await dialog.getByLabel(text.station, { exact: true }).selectOption({ label: text.shinagawa });
    });
    await expect.poll(() => query().get('depStation'), { timeout: 20_000 }).toBe('shinagawa');
    expect(query().get('approachType')).toBe('train');
    await expect
      .poll(notes, { timeout: 20_000 })
      .toContain(lang === 'ja' ? 'JR＋宿泊（品川発）' : 'JR + hotel sets (from Shinagawa)');
    expect(await cards.first().innerText()).toContain(text.setCard);
    await shot('station-list');
  });
});
