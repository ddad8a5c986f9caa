/**
 * The evaluation of a hotel (spec §3: evaluation with collection period, 'collecting' while
 * gathering): score out of 5 with the number of reviews and the period, or 集計中.
 */
import { getT } from '@/lib/i18n/server';
import type { EvaluationView } from '@/lib/hotels/cardView';
import type { Lang } from '@/lib/i18n/settings';
import styles from './hotel.module.css';

export async function EvaluationBadge({
  evaluation,
  lang,
}: {
  evaluation: EvaluationView | null;
  lang: Lang;
}) {
  if (!evaluation) return null;
  const t = await getT(lang, 'hotel');
  return (
    <div className={styles.evaluation}>
      <span className={styles.evaluationLabel}>{t('evaluation')}</span>
      {evaluation.kind === 'published' ? (
        <>
          <span className={styles.score}>
            <span aria-hidden="true">★ </span>
            {t('evaluationScore', { score: evaluation.score })}
          </span>
          {evaluation.reviewCount ? (
            <span className={styles.reviewCount}>
              {t('evaluationCount', { count: evaluation.reviewCount })}
            </span>
          ) : null}
        </>
      ) : (
        <span className={styles.collecting}>{t('evaluationCollecting')}</span>
      )}
      {evaluation.period ? (
        <span className={styles.period}>
          {t('evaluationPeriod', { from: evaluation.period.from, to: evaluation.period.to })}
        </span>
      ) : null}
    </div>
  );
}
