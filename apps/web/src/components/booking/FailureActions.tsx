/** What a refused booking offers (spec §3 refusals): reload the quote, or choose another date or plan. */
import type { failureAction } from '@/lib/booking/flow';
import type { TranslateFn } from '@/lib/i18n/translate';

export function FailureActions({
  action,
  backHref,
  requoting,
  onRequote,
  t,
}: {
  action: ReturnType<typeof failureAction>;
  backHref: string;
  requoting: boolean;
  onRequote: () => void;
  t: TranslateFn;
}) {
  if (action === 'priceChanged' || action === 'couponRefused') {
    return (
      <button type="button" className="button button--secondary" onClick={onRequote} disabled={requoting}>
        {requoting ? t('quoteReloading') : t('reloadQuote')}
      </button>
    );
  }
  if (action === 'soldOut' || action === 'notBookable') {
    return (
      <a className="button button--secondary" href={backHref}>
        {t('chooseOther')}
      </a>
    );
  }
  return null;
}
