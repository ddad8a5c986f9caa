'use client';
/**
 * The price filter of the tour list (spec §5: lower and upper limits, 'no lower limit' / 'no upper
 * limit'; §4 setPrice / resetPrice): a button that opens a modal with the shared PriceFilter; the
 * new bounds go through the domain transition and the browser navigates to the URL of the new
 * condition (back to page 1).
 */
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { resetPrice, setPrice, type MetaParams, type SearchCondition } from '@tabiyori/domain';
import { Modal } from '@/components/search/Modal';
import { conditionHref, type SearchTarget } from '@/components/search/navigation';
import { PriceFilter } from '@/components/search/PriceFilter';
import type { PriceBounds } from '@/components/search/priceOptions';
import type { Lang } from '@/lib/i18n/settings';
import styles from './tour.module.css';

export function TourPriceFilter({
  lang,
  meta,
  target,
  condition,
  priceSteps,
  activeText,
}: {
  lang: Lang;
  meta: MetaParams;
  target: SearchTarget;
  condition: SearchCondition;
  priceSteps: readonly number[];
  /** The current bounds as text, or null when no bound is set. */
  activeText: string | null;
}) {
  const { t } = useTranslation('search');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [bounds, setBounds] = useState<PriceBounds>({
    minPrice: condition.minPrice,
    maxPrice: condition.maxPrice,
  });

  function go(next: SearchCondition) {
    const href = conditionHref(target, next, lang, meta);
    startTransition(() => {
      router.push(href);
      setOpen(false);
    });
  }

  return (
    <>
      <button
        type="button"
        className={styles.filterButton}
        aria-haspopup="dialog"
        onClick={() => {
          setBounds({ minPrice: condition.minPrice, maxPrice: condition.maxPrice });
          setOpen(true);
        }}
      >
        {t('price')}
        {activeText ? <span className={styles.filterValue}>{activeText}</span> : null}
      </button>
      {open ? (
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          title={t('price')}
          footer={
            <>
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => go(resetPrice(condition))}
              >
                {t('priceReset')}
              </button>
              <button
                type="button"
                className={styles.primaryButton}
                disabled={pending}
                onClick={() => go(setPrice(condition, bounds))}
              >
                {pending ? t('searching') : t('filterApply')}
              </button>
            </>
          }
        >
          <PriceFilter lang={lang} steps={priceSteps} bounds={bounds} onChange={setBounds} />
        </Modal>
      ) : null}
    </>
  );
}
