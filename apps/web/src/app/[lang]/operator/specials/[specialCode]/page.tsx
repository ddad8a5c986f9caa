/** One special `/operator/specials/{code}` (issue 19 item 3): its editor for sales and admin, read-only otherwise. */
import { notFound } from 'next/navigation';
import { AppLink } from '@/components/AppLink';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { SpecialEditor } from '@/components/operator/specials/SpecialEditor';
import { getT } from '@/lib/i18n/server';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { operatorGet } from '@/lib/operator/server';
import { specialEditorTexts } from '@/components/operator/specials/specialTexts';

type Props = { params: Promise<{ lang: string; specialCode: string }> };

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'specialsTitle');
}

export default async function OperatorSpecialPage({ params }: Props) {
  const { lang, operator } = await operatorPage(params);
  const { specialCode } = await params;
  if (!/^[a-z0-9-]{1,64}$/.test(specialCode)) notFound();
  const t = await getT(lang, 'operator');
  const result = await operatorGet((api) =>
    api.GET('/v1/operator/specials/{specialCode}', { params: { path: { specialCode } } }),
  );
  const canEdit = operator.operatorRole === 'admin' || operator.operatorRole === 'sales';
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/specials">
      <p>
        <AppLink href="/operator/specials">{t('specialsTitle')}</AppLink>
      </p>
      {!result.ok ? (
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      ) : (
        <>
          <h1 className={styles.title}>
            {result.data.special.definitions[lang].specialName}{' '}
            <span
              className={result.data.special.published ? styles.badge : `${styles.badge} ${styles.badgeOff}`}
            >
              {result.data.special.published ? t('published') : t('unpublished')}
            </span>
          </h1>
          {canEdit ? null : <p className={styles.meta}>{t('readOnlyNote')}</p>}
          <section className={styles.card}>
            <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
              <SpecialEditor lang={lang} special={result.data.special} texts={specialEditorTexts(t)} />
            </fieldset>
          </section>
        </>
      )}
    </OperatorShell>
  );
}
