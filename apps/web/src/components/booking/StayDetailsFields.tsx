/**
 * The travellers step's stay details (yado, dp): the expected check-in time among the hotel's
 * (or not decided) and the requests, at most STAY_REQUESTS_MAX characters with a live count.
 */
import { formatCheckinTime } from '@tabiyori/domain';
import { requestsLength, STAY_REQUESTS_MAX } from '@/lib/booking/stayDetails';
import type { StayDetailsForm } from '@/lib/booking/steps';
import { FieldFrame, SelectField } from '@/components/account/Field';
import fieldStyles from '@/components/account/account.module.css';
import styles from './booking.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

export function StayDetailsFields({
  checkinTimes,
  details,
  onChange,
  error,
  t,
}: {
  checkinTimes: string[];
  details: StayDetailsForm;
  onChange: (details: StayDetailsForm) => void;
  error: string | null;
  t: TranslateFn;
}) {
  const count = requestsLength(details.requests);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t('stayDetails')}</legend>
      {checkinTimes.length > 0 ? (
        <SelectField
          id="traveller-stay-checkinTime"
          label={t('checkinTime')}
          value={details.checkinTime}
          onChange={(e) => onChange({ ...details, checkinTime: e.target.value })}
          options={[
            { value: '', label: t('checkinTimeUnset') },
            ...checkinTimes.map((time) => ({ value: time, label: formatCheckinTime(time) })),
          ]}
        />
      ) : null}
      <FieldFrame id="traveller-stay-requests" label={t('requests')} error={error}>
        {(describedBy, invalid) => (
          <>
            <textarea
              id="traveller-stay-requests"
              className={fieldStyles.input}
              rows={4}
              placeholder={t('requestsPlaceholder')}
              value={details.requests}
              aria-invalid={invalid || undefined}
              aria-describedby={[describedBy, 'traveller-stay-requests-count'].filter(Boolean).join(' ')}
              onChange={(e) => onChange({ ...details, requests: e.target.value })}
            />
            <p id="traveller-stay-requests-count" className={styles.requestsCount}>
              {t('requestsCount', { count, max: STAY_REQUESTS_MAX })}
            </p>
          </>
        )}
      </FieldFrame>
    </fieldset>
  );
}
