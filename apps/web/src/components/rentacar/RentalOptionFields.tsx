/**
 * The car page's choices inside its GET form (server; works without JavaScript): the return office
 * (the pickup office, or one the company allows a one-way drop-off to, with the fee) and the
 * options its office offers for the rental (a box for on/off options, a count for seats), each
 * with its price and, where limited, the pieces left; a sold-out option cannot be chosen.
 */
import { formatPrice } from '@tabiyori/domain';
import styles from '@/components/optional/product.module.css';
import { OfficeSelect } from './OfficeSelect';
import own from './rentacar.module.css';
import type { Lang } from '@/lib/i18n/settings';
import type { CarDetail, RentalOptionOffer } from '@/lib/rentacar/api';
import type { RentalChoices } from '@/lib/rentacar/choices';
import type { TranslateFn } from '@/lib/i18n/translate';
import { dotSep } from '@/lib/i18n/punctuation';

function priceText(offer: RentalOptionOffer, lang: Lang, t: TranslateFn): string {
  const price = formatPrice(offer.unitPrice, lang);
  if (offer.unit === 'rental') return t('carOptionPerRental', { price });
  return offer.maxChargedDays === null
    ? t('carOptionPerDay', { price })
    : t('carOptionPerDayCapped', { price, days: offer.maxChargedDays });
}

function OptionField({
  offer,
  chosen,
  lang,
  t,
}: {
  offer: RentalOptionOffer;
  chosen: number;
  lang: Lang;
  t: TranslateFn;
}) {
  const id = `car-opt-${offer.code}`;
  const left = offer.stock;
  const max = left === null ? offer.maxQuantity : Math.min(offer.maxQuantity, left);
  const hintId = `${id}-hint`;
  const facts = [
    priceText(offer, lang, t),
    ...(left !== null ? [left > 0 ? t('carOptionLeft', { count: left }) : t('carOptionSoldOut')] : []),
  ].join(dotSep(lang));
  return (
    <li className={own.optionRow} data-option={offer.code}>
      {offer.maxQuantity === 1 ? (
        <label className={own.check} htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            name={`opt_${offer.code}`}
            value="1"
            defaultChecked={chosen > 0}
            disabled={max < 1}
            aria-describedby={hintId}
          />
          <span>{offer.name}</span>
        </label>
      ) : (
        <div className={own.check}>
          <label htmlFor={id}>{offer.name}</label>
          <select
            id={id}
            name={`opt_${offer.code}`}
            className={own.inputSmall}
            defaultValue={String(Math.min(chosen, Math.max(max, 0)))}
            disabled={max < 1}
            aria-describedby={hintId}
          >
            {Array.from({ length: Math.max(max, 0) + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className={styles.hint} id={hintId}>
        {facts}
        {offer.note ? <span className={own.optionNote}>{offer.note}</span> : null}
      </p>
    </li>
  );
}

export function RentalOptionFields({
  car,
  choices,
  lang,
  t,
}: {
  car: CarDetail;
  choices: RentalChoices;
  lang: Lang;
  t: TranslateFn;
}) {
  const returnOffice = choices.returnOfficeCode ?? car.officeCode;
  return (
    <>
      {car.oneWays.length > 0 ? (
        <OfficeSelect
          id="car-detail-returnOffice"
          name="returnOfficeCode"
          label={t('carReturnOffice')}
          first={{ value: car.officeCode, label: t('carReturnSame') }}
          offices={car.oneWays.map((w) => ({
            officeCode: w.officeCode,
            name: `${w.name}${lang === 'en' ? ' (' : '（'}${t('carOneWayFee')} ${formatPrice(w.fee, lang)}${lang === 'en' ? ')' : '）'}`,
          }))}
          value={returnOffice}
        />
      ) : null}
      <fieldset className={`${styles.fieldWide} ${own.optionSet}`}>
        <legend className={styles.label}>{t('carOptions')}</legend>
        {car.options.length > 0 ? (
          <>
            <p className={styles.hint}>{t('carOptionsLead')}</p>
            <ul className={own.optionList}>
              {car.options.map((offer) => (
                <OptionField
                  key={offer.code}
                  offer={offer}
                  chosen={choices.options.find((o) => o.code === offer.code)?.quantity ?? 0}
                  lang={lang}
                  t={t}
                />
              ))}
            </ul>
          </>
        ) : (
          <p className={styles.hint}>{t('carNoOptions')}</p>
        )}
      </fieldset>
    </>
  );
}
