/**
 * Specials `/operator/specials` (issue 19 item 3): every special with what it lists, its publication
 * dates and whether travellers see it today; sales and admin create one here.
 */
import { AppLink } from '@/components/AppLink';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { SpecialEditor } from '@/components/operator/specials/SpecialEditor';
import { getT } from '@/lib/i18n/server';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { DataTable } from '@/components/operator/DataTable';
import { operatorGet } from '@/lib/operator/server';
import { specialEditorTexts } from '@/components/operator/specials/specialTexts';
import { formatDateLong } from '@tabiyori/domain';

type Props = { params: Promise<{ lang: string }> };

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'specialsTitle');
}

export default async function OperatorSpecialsPage({ params }: Props) {
  const { lang, operator } = await operatorPage(params);
  const t = await getT(lang, 'operator');
  const result = await operatorGet((api) => api.GET('/v1/operator/specials'));
  const canEdit = operator.operatorRole === 'admin' || operator.operatorRole === 'sales';
  const period = (from: string | null, to: string | null) =>
    from || to
      ? t('periodText', {
          from: from ? formatDateLong(from, lang) : '',
          to: to ? formatDateLong(to, lang) : '',
        })
      : t('alwaysPublished');
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/specials">
      <h1 className={styles.title}>{t('specialsTitle')}</h1>
      <p className={styles.meta}>{t('specialsLead')}</p>
      {!result.ok ? (
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      ) : result.data.specials.length === 0 ? (
        <p>{t('noSpecials')}</p>
      ) : (
        <section className={styles.card} aria-label={t('specialsTitle')}>
          <DataTable
            caption={t('specialsTitle')}
            columns={[
              t('specialName'),
              t('specialTarget'),
              t('publication'),
              t('specialCounts', { tours: '', hotels: '' }).replace(/\s+/g, ' '),
            ]}
          >
            {result.data.specials.map((s) => (
              <tr key={s.specialCode} data-special={s.specialCode}>
                <td>
                  <AppLink href={`/operator/specials/${s.specialCode}`}>{s.name[lang] || s.name.ja}</AppLink>
                  <br />
                  <span className={styles.meta}>{s.specialCode}</span>
                </td>
                <td>{t(`target_${s.target}`)}</td>
                <td>
                  <span className={s.published ? styles.badge : `${styles.badge} ${styles.badgeOff}`}>
                    {s.published ? t('published') : t('unpublished')}
                  </span>
                  <br />
                  {period(s.publishFrom, s.publishTo)}
                </td>
                <td>{t('specialCounts', { tours: s.tourCount, hotels: s.hotelCount })}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
      {canEdit ? (
        <details className={styles.card}>
          <summary>{t('newSpecial')}</summary>
          <SpecialEditor lang={lang} special={null} texts={specialEditorTexts(t)} />
        </details>
      ) : (
        <p className={styles.meta}>{t('readOnlyNote')}</p>
      )}
    </OperatorShell>
  );
}
