/**
 * The confirmation mail of a booking (issue 17 item 2), rendered from its templates in ja and en,
 * text and HTML: the product, dates, party, every price row (a tour's optional activities too), the
 * coupons, the amount and the booking number; the HTML part escapes what the traveller typed.
 */
import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';
import { mailView, type BookingMailData } from './views';

const tour: BookingMailData = {
  bookingNumber: 'TB2611240001',
  productName: '<b>箱根</b> 湯本温泉 2日間',
  kind: 'tour',
  startDate: '20261220',
  endDate: '20261221',
  paidTotal: 69000,
  total: 70000,
  leadName: '旅 <script>alert(1)</script>',
  paymentMethod: 'bank_transfer',
  paymentDeadline: '20261129',
  cancellationCharge: null,
  coupons: [{ couponCode: 'WELCOME1000', discount: 1000 }],
  party: { adults: 2, children: 1, infants: 0, rooms: 1 },
  priceRows: [
    { label: '大人1', category: 'adult', unitPrice: 25000, count: 2, amount: 50000 },
    { label: '子供1', category: 'child', unitPrice: 14000, count: 1, amount: 14000 },
  ],
  optionals: [
    {
      name: { ja: '芦ノ湖遊覧', en: 'Lake Ashi cruise' },
      date: '20261221',
      rows: [{ label: '大人1', category: 'adult', unitPrice: 2000, count: 3, amount: 6000 }],
    },
  ],
};

const render = (lang: 'ja' | 'en', data: BookingMailData = tour) =>
  renderMail('booking_confirmed', lang, mailView({ ...data }, lang, 'http://web.test'));

describe('booking_confirmed mail', () => {
  it('says the tour, dates, party, each price row and the number in the text part (ja)', () => {
    const mail = render('ja');
    expect(mail.subject).toBe('【tabiyori】ご予約を承りました（予約番号 TB2611240001）');
    expect(mail.text).toContain('予約番号：TB2611240001');
    expect(mail.text).toContain('商品：<b>箱根</b> 湯本温泉 2日間');
    expect(mail.text).toContain('日程：2026年12月20日');
    expect(mail.text).toContain('人数：大人2名・子供1名 / 3名・1室');
    expect(mail.text).toContain('大人：25,000円 × 2名 = 50,000円');
    expect(mail.text).toContain('子供：14,000円 × 1名 = 14,000円');
    expect(mail.text).toContain('芦ノ湖遊覧');
    expect(mail.text).toContain('  大人：2,000円 × 3名 = 6,000円');
    expect(mail.text).toContain('旅行代金合計：70,000円');
    expect(mail.text).toContain('クーポン割引：WELCOME1000 −1,000円');
    expect(mail.text).toContain('お支払い金額：69,000円（税込）');
    expect(mail.text).toContain('銀行振込');
    // The deadline in the page's words (domain paymentDeadlineText): no space before まで.
    expect(mail.text).toContain('お支払い期限：2026年11月29日(日) 23:59まで');
  });

  it('has the same lines in the HTML part, with what was typed escaped (ja)', () => {
    const { html } = render('ja');
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('TB2611240001');
    expect(html).toContain('&lt;b&gt;箱根&lt;/b&gt;');
    expect(html).toContain('旅 &lt;script&gt;alert(1)&lt;/script&gt; 様');
    expect(html).not.toContain('<script>');
    expect(html).toContain('大人2名・子供1名 / 3名・1室');
    expect(html).toMatch(
      /<th[^>]*>大人<\/th><td[^>]*>25,000円<\/td><td[^>]*>2名<\/td><td[^>]*>50,000円<\/td>/,
    );
    expect(html).toContain('芦ノ湖遊覧');
    expect(html).toContain('70,000円');
    expect(html).toContain('69,000円');
    expect(html).toContain('お支払い期限：2026年11月29日(日) 23:59まで');
  });

  it('is all in English for a booking made in English', () => {
    const mail = render('en');
    expect(mail.subject).toBe('[tabiyori] Your booking is confirmed (TB2611240001)');
    expect(mail.text).toContain('Dear 旅 <script>alert(1)</script>,');
    expect(mail.text).toContain('Party: 2 adults, 1 child / 3 guests · 1 room');
    expect(mail.text).toContain('Adult: ¥25,000 × 2 = ¥50,000');
    expect(mail.text).toContain('Pay by: Sun, Nov 29, 2026, 23:59 JST');
    // One wording per category (issue 18.6): never the spec's slot labels or the raw code.
    for (const code of ['Adult 1', 'Child 1', '(adult)', '(child)']) expect(mail.text).not.toContain(code);
    expect(mail.text).toContain('Lake Ashi cruise');
    expect(mail.text).toContain('Total price: ¥70,000');
    expect(mail.text).toContain('Amount: ¥69,000 (tax included)');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Lake Ashi cruise');
    // Only the product's own name and the bank's account holder stay in Japanese.
    for (const part of [mail.text, mail.html]) {
      for (const word of ['様', '円', '予約', '大人', '名', 'お支払い', '振込'])
        expect(part).not.toContain(word);
    }
  });

  it('renders a mail queued before the breakdown was kept (no party, no rows)', () => {
    const { party: _party, priceRows: _rows, optionals: _optionals, total: _total, ...older } = tour;
    const mail = render('ja', older);
    expect(mail.text).not.toContain('料金内訳');
    expect(mail.text).toContain('お支払い金額：69,000円（税込）');
    expect(mail.html).toContain('69,000円');
  });
});
