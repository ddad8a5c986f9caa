/**
 * Maintenance `/operator/maintenance` (issue 19 item 2): the state now, start now until a time, end
 * now, the whole setting (mode and windows in Japan time), and a preview of the notice travellers
 * get. Admins change it; other roles read it. The traveller site follows within MAINTENANCE_CACHE_MS.
 */
import { formatDateTimeLong } from '@tabiyori/domain';
import { MaintenanceNotice } from '@/components/MaintenanceNotice';
import { ActionButton } from '@/components/operator/ActionButton';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { JsonForm } from '@/components/operator/JsonForm';
import { MaintenanceEditor } from '@/components/operator/MaintenanceEditor';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { colon } from '@/lib/i18n/punctuation';
import { getT } from '@/lib/i18n/server';
import { maintenanceCacheMs } from '@/lib/maintenance';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { operatorGet } from '@/lib/operator/server';
import type { MaintenanceState } from '@/lib/operator/types';
import { bodyFields, writeTarget } from '@/lib/operator/apiWrite';

type Props = { params: Promise<{ lang: string }> };

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'maintenanceTitle');
}

/** The end the preview shows: the active notice's, else the next window's with an end. */
function previewEnd(state: MaintenanceState): string | null {
  if (state.noticeEnd) return state.noticeEnd;
  const next = state.schedule
    .filter((w) => w.maintenanceTo !== null && w.maintenanceTo > state.now)
    .sort((a, b) => a.maintenanceFrom.localeCompare(b.maintenanceFrom))[0];
  return next?.maintenanceTo ?? null;
}

export default async function OperatorMaintenancePage({ params }: Props) {
  const { lang, operator } = await operatorPage(params);
  const [t, result] = await Promise.all([
    getT(lang, 'operator'),
    operatorGet((api) => api.GET('/v1/operator/maintenance')),
  ]);
  const canChange = operator.operatorRole === 'admin';
  const common = { lang, pendingLabel: t('working'), doneLabel: t('done') };
  const startNow = writeTarget('post', '/v1/operator/maintenance/start', {});
  if (!result.ok) {
    return (
      <OperatorShell lang={lang} operator={operator} current="/operator/maintenance">
        <h1 className={styles.title}>{t('maintenanceTitle')}</h1>
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      </OperatorShell>
    );
  }
  const state = result.data;
  const preview = previewEnd(state);
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/maintenance">
      <h1 className={styles.title}>{t('maintenanceTitle')}</h1>
      <p>{t('maintenanceLead')}</p>
      <p className={styles.meta}>
        {t('nowJapan', { time: formatDateTimeLong(state.now, lang) })} ・{' '}
        {t('cacheNote', { seconds: Math.round(maintenanceCacheMs() / 1000) })}
      </p>
      <section className={styles.card} aria-labelledby="mt-state">
        <h2 id="mt-state" className={styles.cardTitle}>
          {t('maintenanceState')}
        </h2>
        <p data-testid="maintenance-state">
          {state.noticeEnd
            ? t('maintenanceActive', { time: formatDateTimeLong(state.noticeEnd, lang) })
            : t('maintenanceOff')}
        </p>
        {canChange ? (
          <>
            <JsonForm {...common} call={startNow} submitLabel={t('startNow')} minuteFields={['until']}>
              <label className={styles.field}>
                {t('startUntil')}
                <input type="datetime-local" name={bodyFields(startNow)('until')} required />
              </label>
            </JsonForm>
            {state.noticeEnd ? (
              <ActionButton
                {...common}
                call={['post', '/v1/operator/maintenance/end']}
                label={t('endNow')}
                confirmText={t('endConfirm')}
                secondary
              />
            ) : null}
          </>
        ) : null}
      </section>
      {canChange ? (
        <section className={styles.card} aria-labelledby="mt-setting">
          <h2 id="mt-setting" className={styles.cardTitle}>
            {t('windows')}
          </h2>
          <MaintenanceEditor
            key={JSON.stringify(state)}
            lang={lang}
            mode={state.mode}
            schedule={state.schedule}
            texts={{
              mode: t('mode'),
              modeSorry: t('mode_sorry'),
              modeNone: t('mode_none'),
              windows: t('windows'),
              from: t('windowFrom'),
              to: t('windowTo'),
              noWindows: t('noWindows'),
              add: t('addWindow'),
              remove: t('removeWindow'),
              save: t('save'),
              saved: t('saved'),
              working: t('working'),
            }}
          />
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="mt-setting">
          <h2 id="mt-setting" className={styles.cardTitle}>
            {t('windows')}
          </h2>
          <p>
            {t('mode')}
            {colon(lang)}
            {t(`mode_${state.mode}`)}
          </p>
          {state.schedule.length === 0 ? (
            <p>{t('noWindows')}</p>
          ) : (
            <ul>
              {state.schedule.map((w) => (
                <li key={`${w.maintenanceFrom}-${w.maintenanceTo}`}>
                  {formatDateTimeLong(w.maintenanceFrom, lang)} 〜{' '}
                  {w.maintenanceTo ? formatDateTimeLong(w.maintenanceTo, lang) : t('openEnded')}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section className={styles.card} aria-labelledby="mt-preview">
        <h2 id="mt-preview" className={styles.cardTitle}>
          {t('preview')}
        </h2>
        {preview ? (
          <div className={styles.preview}>
            <MaintenanceNotice lang={lang} end={preview} headingId="mt-preview-notice" headingLevel={2} />
          </div>
        ) : (
          <p>{t('previewNone')}</p>
        )}
      </section>
    </OperatorShell>
  );
}
