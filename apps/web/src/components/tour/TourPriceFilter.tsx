'use client';
/**
 * The price filter of the tour list (spec §5: lower and upper limits, 'no lower limit' / 'no upper
 * limit'; §4 setPrice / resetPrice): a button that opens the filter's modal. The modal, the shared
 * PriceFilter and the transitions (TourPriceFilterDialog.tsx) are loaded on first use (pointer over
 * or focus on the button), so the page itself ships only the button.
 */
import { useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import type { MetaParams, SearchCondition } from '@tabiyori/domain';
import type { SearchTarget } from '@/components/search/navigation';
import type { Lang } from '@/lib/i18n/settings';
import type { TourPriceFilterDialogProps } from './TourPriceFilterDialog';
import styles from './priceFilter.module.css';

const loadDialog = () => import('./TourPriceFilterDialog').then((m) => m.TourPriceFilterDialog);

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
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<TourPriceFilterDialogProps> | null>(null);
  const prepare = () => {
    if (!Dialog) void loadDialog().then((dialog) => setDialog(() => dialog));
  };

  return (
    <>
      <button
        type="button"
        className={styles.filterButton}
        aria-haspopup="dialog"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setOpen(true);
        }}
      >
        {t('price')}
        {activeText ? <span className={styles.filterValue}>{activeText}</span> : null}
      </button>
      {open && Dialog ? (
        <Dialog
          lang={lang}
          meta={meta}
          target={target}
          condition={condition}
          priceSteps={priceSteps}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
