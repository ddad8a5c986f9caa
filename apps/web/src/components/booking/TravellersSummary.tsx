/** The travellers as the confirm step repeats them: the lead's name, e-mail and phone, each companion's reading, gender and age. */
import { Fragment } from 'react';
import fieldStyles from '@/components/account/account.module.css';
import { leadNameText, type TravellerForm, type travellersBody } from '@/lib/booking/travellers';
import { listSep } from '@/lib/i18n/punctuation';
import type { Lang } from '@/lib/i18n/settings';
import type { TranslateFn } from '@/lib/i18n/translate';

export function TravellersSummary({
  form,
  travellers,
  lang,
  t,
}: {
  form: TravellerForm;
  travellers: ReturnType<typeof travellersBody>;
  lang: Lang;
  t: TranslateFn;
}) {
  return (
    <dl className={fieldStyles.dl}>
      <dt>{t('representative')}</dt>
      <dd>{leadNameText(travellers.lead, lang)}</dd>
      <dt>{t('email')}</dt>
      <dd>{form.lead.email}</dd>
      <dt>{t('phone')}</dt>
      <dd>{form.lead.phone}</dd>
      {(travellers.guests ?? []).map((g, i) => (
        <Fragment key={i}>
          <dt>{t('companionN', { n: i + 1 })}</dt>
          <dd>
            {[
              `${g.familyNameKana} ${g.givenNameKana}`,
              g.gender === 'male' ? t('male') : t('female'),
              t('ageValue', { count: g.age ?? 0 }),
            ].join(listSep(lang))}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
