/**
 * Several coupons at checkout (issue 18 item 3) in a real browser at 390 and 1280 px: a member
 * books a weekday stay for two adults with two combinable coupons (ADULTS1000 and LADIES1000, the
 * price the API's), is refused the non-combinable WEEKDAY8 beside them with the rule said, and the
 * booking keeps both coupons, each with its discount (the confirmation's and the completion page's
 * price rows, the API's booking). axe (WCAG 2.2 A/AA) on the coupon step and the completion page;
 * with E2E_SHOTS=dir both are saved as screenshots there.
 */
import { addDays, dayOfWeek, holidayOf, japanToday } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCoupons } from './checkout';
import { quoteAs, signUpMember, withMemberCookie, type Member } from './members';
import { checked } from './operatorSite';
import { apiUrl, openSession, type Session } from './site';

/** Combinable: the adults-only coupon and the women's member coupon (the member is a woman). */
const STACK = ['ADULTS1000', 'LADIES1000'];
const yen = (n: number) => `${n.toLocaleString('en-US')}円`;

interface Quote {
  total: number;
  paidTotal: number;
  coupons: { couponCode: string; combinable: boolean }[];
  appliedCoupons: { couponCode: string; discount: number }[];
}

async function quote(member: Member, body: Record<string, unknown>) {
  const res = await quoteAs(member, body);
  return { status: res.status, body: res.body as unknown as Quote };
}

/** A weekday stay for two adults where the member may stack ADULTS1000 + LADIES1000 and use WEEKDAY8. */
async function findStay(member: Member) {
  for (let days = 20; days < 60; days++) {
    const date = addDays(japanToday(Date.now()), days);
    const dow = dayOfWeek(date);
    if (dow === 0 || dow === 6 || holidayOf(date)) continue;
    const list = (await (
      await fetch(`${apiUrl()}/v1/hotels?goDate=${date}&adultPax=2&nights=1&ipg=6`)
    ).json()) as {
      hotels: { hotelId: string; plan: { planId: string } }[];
    };
    for (const { hotelId, plan } of list.hotels) {
      const request = {
        kind: 'yado',
        hotelId,
        planId: plan.planId,
        date,
        nights: 1,
        adultPax: 2,
        roomCount: 1,
      };
      const plain = await quote(member, request);
      if (plain.status !== 200) continue;
      const codes = plain.body.coupons.map((c) => c.couponCode);
      if (![...STACK, 'WEEKDAY8'].every((c) => codes.includes(c))) continue;
      const stacked = await quote(member, { ...request, couponCodes: STACK });
      if (stacked.status === 200) return { ...request, stacked: stacked.body };
    }
  }
  throw new Error('no weekday stay with the stackable coupons was found');
}

describe.each([390, 1280] as const)('several coupons at checkout at %i px (issue 18 item 3)', (width) => {
  let s: Session;
  let member: Member;
  let stay: Awaited<ReturnType<typeof findStay>>;
  beforeAll(async () => {
    member = await signUpMember(`stack-${width}`, {
      familyName: '併用',
      familyNameKana: 'ヘイヨウ',
      gender: '2',
    });
    stay = await findStay(member);
  }, 240_000);
  afterAll(async () => {
    await s?.close();
  });

  it('stacks two combinable coupons, refuses a non-combinable one beside them, books with both', async () => {
    s = await openSession(width);
    await withMemberCookie(s, member);
    const { page } = s;
    await page.goto(
      `/booking/hotel/${stay.hotelId}?planId=${stay.planId}&goDate=${stay.date}&nights=1&roomCount=1&adultPax=2`,
    );
    await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();
    await page.fill('#traveller-lead-phone', '090-1234-5678');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect.poll(() => page.locator('#booking-step-heading').textContent()).toBe('ご予約内容の確認');
    const chooser = page.getByTestId('coupon-chooser');
    // The rule is said in words above the coupons, each marked combinable or not.
    expect(await page.locator('#coupon-rule').textContent()).toContain('「併用不可」のクーポンは1枚だけ');
    expect(await chooser.textContent()).toContain('併用可');

    // Clear the offered selection, then check the two combinable coupons.
    await clearCoupons(page);
    for (const code of STACK) {
      const box = chooser.locator(`input[name="couponCodes"][value="${code}"]`);
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
      await expect.poll(() => box.isDisabled()).toBe(false);
    }
    await expect.poll(() => page.getByTestId('coupon-applied').locator('li').count()).toBe(2);
    // The applied coupons are listed under a visible heading naming the list, each as 名前：割引 (ja colon).
    const appliedHeading = page.getByRole('heading', { name: '適用するクーポン（適用順）' });
    expect(await appliedHeading.isVisible()).toBe(true);
    const applied = page.getByRole('list', { name: '適用するクーポン（適用順）' });
    expect(await applied.getAttribute('aria-labelledby')).toBe(await appliedHeading.getAttribute('id'));
    for (const line of await applied.locator('li').allTextContents())
      expect(line).toMatch(/^[^:]+：[\d,]+円引き$/);
    await expect.poll(() => page.getByTestId('paid-total').textContent()).toBe(yen(stay.stacked.paidTotal));
    // The price table has a row per coupon with its own discount, in the order the domain applies them.
    const rowTexts = await page.getByTestId('coupon-row').allTextContents();
    expect(rowTexts).toHaveLength(2);
    stay.stacked.appliedCoupons.forEach((c, i) => expect(rowTexts[i]).toContain(yen(c.discount)));

    // The non-combinable coupon beside them is refused, with the rule said; nothing changes.
    await chooser.locator('input[name="couponCodes"][value="WEEKDAY8"]').click();
    await expect.poll(() => page.getByTestId('coupon-refusal').textContent()).toContain('併用不可');
    expect(await chooser.locator('input[value="WEEKDAY8"]').isChecked()).toBe(false);
    expect(await page.getByTestId('paid-total').textContent()).toBe(yen(stay.stacked.paidTotal));
    await checked(s, `coupon-stack-${width}`);

    await page.check('#booking-agree');
    await page.getByRole('button', { name: '予約を確定する' }).click();
    await expect
      .poll(() => page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
      .toMatch(/^TB\d{10}$/);
    const bookingNumber = (await page.getByTestId('booking-number').textContent()) ?? '';
    // The completion page lists both coupons with their discounts.
    expect(await page.getByTestId('coupon-row').count()).toBe(2);
    await checked(s, `coupon-stack-booked-${width}`);
    const booking = (await (
      await fetch(`${apiUrl()}/v1/bookings/${bookingNumber}`, { headers: { cookie: member.cookie } })
    ).json()) as { coupons: { couponCode: string; discount: number }[]; paidTotal: number };
    expect(booking.paidTotal).toBe(stay.stacked.paidTotal);
    // Each coupon kept with its discount, in the order applied (the record also names it).
    expect(booking.coupons.map(({ couponCode, discount }) => ({ couponCode, discount }))).toEqual(
      stay.stacked.appliedCoupons.map(({ couponCode, discount }) => ({ couponCode, discount })),
    );
  }, 180_000);
});
