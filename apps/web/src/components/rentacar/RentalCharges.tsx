/**
 * What a rental costs, line by line (server or client; no hooks): the car, each option chosen (with
 * its pieces and the days charged), the one-way fee to the return office, and the total. Used by the
 * car page (priced by the domain's rule from the API's offers) and by the booking steps, the
 * completion page and My page (the API's stored rental).
 */
import { formatPrice } from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';
import own from './rentacar.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';
import { dotSep } from '@/lib/i18n/punctuation';

export interface RentalChargesInput {
  carPrice: number;
  options: readonly {
    code: string;
    name: { ja: string; en: string };
    unit: 'rental' | 'day';
    quantity: number;
    chargedDays: number;
    amount: number;
  }[];
  oneWayFee: number;
  /** The one-way return office's name (null: returned where picked up). */
  returnOfficeName: string | null;
  /** Shown as the last line when given. */
  total?: number;
}

export function optionLineText(
  option: RentalChargesInput['options'][number],
  lang: Lang,
  t: TranslateFn,
): string {
  const count = option.quantity > 1 ? ` ×${option.quantity}` : '';
  const days =
    option.unit === 'day'
      ? lang === 'en'
        ? ` (${t('rentalDaysValue', { count: option.chargedDays })})`
        : `（${t('rentalDaysValue', { count: option.chargedDays })}）`
      : '';
  return `${option.name[lang] || option.name.ja}${count}${days}`;
}

export function RentalCharges({
  charges,
  lang,
  t,
}: {
  charges: RentalChargesInput;
  lang: Lang;
  t: TranslateFn;
}) {
  return (
    <table className={own.breakdown} data-testid="rental-charges">
      <tbody>
        <tr>
          <th scope="row">{t('carCarPrice')}</th>
          <td>{formatPrice(charges.carPrice, lang)}</td>
        </tr>
        {charges.options.map((o) => (
          <tr key={o.code} data-option={o.code}>
            <th scope="row">{optionLineText(o, lang, t)}</th>
            <td>{formatPrice(o.amount, lang)}</td>
          </tr>
        ))}
        {charges.returnOfficeName ? (
          <tr data-testid="rental-one-way">
            <th scope="row">
              {t('carOneWayFee')}
              {dotSep(lang)}
              {t('carOneWayTo', { office: charges.returnOfficeName })}
            </th>
            <td>{formatPrice(charges.oneWayFee, lang)}</td>
          </tr>
        ) : null}
        {charges.total !== undefined ? (
          <tr>
            <th scope="row">
              <strong>{t('carRentalTotal')}</strong>
            </th>
            <td>
              <strong data-testid="rental-total">{formatPrice(charges.total, lang)}</strong>
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
