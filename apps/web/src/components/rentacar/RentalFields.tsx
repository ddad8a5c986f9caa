/**
 * The rental period fields of the car-rental forms (server, plain GET forms): pickup date and
 * time, return date and time. Times are offered every 30 minutes (lib/rentacar/query.ts).
 */
import { formatTime4 } from '@tabiyori/domain';
import styles from '@/components/optional/product.module.css';
import { dateInputValue } from '@/lib/optionals/query';
import { TIME_CHOICES, type Rental } from '@/lib/rentacar/query';
import type { TranslateFn } from '@/lib/i18n/translate';

function TimeSelect({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  const choices = TIME_CHOICES.includes(value) ? TIME_CHOICES : [...TIME_CHOICES, value].sort();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className={styles.input} defaultValue={value}>
        {choices.map((time) => (
          <option key={time} value={time}>
            {formatTime4(time)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function RentalFields({
  rental,
  minDate,
  t,
  idPrefix,
}: {
  rental: Rental;
  minDate: string;
  t: TranslateFn;
  idPrefix: string;
}) {
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${idPrefix}-pickupDate`}>
          {t('carPickupDate')}
        </label>
        <input
          id={`${idPrefix}-pickupDate`}
          name="pickupDate"
          type="date"
          required
          className={styles.input}
          min={dateInputValue(minDate)}
          defaultValue={dateInputValue(rental.pickupDate)}
        />
      </div>
      <TimeSelect
        id={`${idPrefix}-pickupTime`}
        name="pickupTime"
        label={t('carPickupTime')}
        value={rental.pickupTime}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${idPrefix}-returnDate`}>
          {t('carReturnDate')}
        </label>
        <input
          id={`${idPrefix}-returnDate`}
          name="returnDate"
          type="date"
          required
          className={styles.input}
          min={dateInputValue(minDate)}
          defaultValue={dateInputValue(rental.returnDate)}
        />
      </div>
      <TimeSelect
        id={`${idPrefix}-returnTime`}
        name="returnTime"
        label={t('carReturnTime')}
        value={rental.returnTime}
      />
    </>
  );
}
