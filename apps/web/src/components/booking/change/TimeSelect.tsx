/** A labelled select of the half-hour times (plus the booked one when it is off the grid), for the change form. No hooks. */
import { formatTime4 } from '@tabiyori/domain';
import accountStyles from '@/components/account/account.module.css';
import { TIME_CHOICES } from '@/lib/rentacar/query';

/** The half-hour times, plus the booked one when it is off the grid. */
const timesWith = (value: string) =>
  TIME_CHOICES.includes(value) ? TIME_CHOICES : [...TIME_CHOICES, value].sort();

export function TimeSelect({
  label,
  name,
  value,
  className,
  testId,
}: {
  label: string;
  name: string;
  /** HHmm chosen (the booked time). */
  value: string;
  className: string;
  testId: string;
}) {
  return (
    <label className={accountStyles.field}>
      <span className={accountStyles.label}>{label}</span>
      <select className={className} name={name} defaultValue={value} data-testid={testId}>
        {timesWith(value).map((time) => (
          <option key={time} value={time}>
            {formatTime4(time)}
          </option>
        ))}
      </select>
    </label>
  );
}
