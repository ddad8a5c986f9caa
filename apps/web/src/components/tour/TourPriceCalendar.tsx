/**
 * The price calendar of a tour (issue 5 item 6; spec §2 calendar day classes: Sundays and holidays
 * red, Saturdays blue): one month at a time as a table, every sold day a link that chooses it as the
 * departure date (the URL holds it, so it works without JavaScript and survives a reload), the
 * months as links. Prices per adult, tax included, from GET /v1/tour/{tourId}/calendar.
 */
import { formatDateLong, formatPriceRange, setGoDate, type SearchCondition } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { tourDetailHref } from '@/lib/tours/condition';
import type { CalendarMonth } from '@/lib/tours/detailView';
import styles from './tour.module.css';

export async function TourPriceCalendar({
  lang,
  tourId,
  condition,
  months,
  month,
  goDate,
}: {
  lang: Lang;
  tourId: string;
  condition: SearchCondition;
  months: readonly CalendarMonth[];
  month: CalendarMonth | undefined;
  goDate: string | null;
}) {
  const t = await getT(lang, 'tour');
  if (!month) return <p className={styles.notice}>{t('flyerNoPrices')}</p>;
  const weekdays = t('weekdays').split(',');
  const index = months.indexOf(month);
  const monthHref = (m: CalendarMonth) => `${tourDetailHref(tourId, condition, { month: m.month })}#calendar`;
  const title = t('flyerMonth', { year: month.year, month: month.monthNumber });
  return (
    <div>
      <nav aria-label={t('calendarMonthNav')}>
        <ul className={styles.monthLinks}>
          {months.map((m) => (
            <li key={m.month}>
              {m === month ? (
                <span aria-current="true">{t('flyerMonth', { year: m.year, month: m.monthNumber })}</span>
              ) : (
                <AppLink href={monthHref(m)}>
                  {t('flyerMonth', { year: m.year, month: m.monthNumber })}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.calendarNav}>
        <h3 id="calendar-month">{title}</h3>
        {month.range ? (
          <p className={styles.small}>{formatPriceRange(month.range.priceFrom, month.range.priceTo, lang)}</p>
        ) : null}
      </div>
      <table className={styles.calendar} aria-labelledby="calendar-month">
        <thead>
          <tr>
            {weekdays.map((w, i) => (
              <th
                key={w}
                scope="col"
                className={i === 0 ? styles.calSunday : i === 6 ? styles.calSaturday : undefined}
              >
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week, wi) => (
            <tr key={wi}>
              {week.map((cell, di) => {
                if (!cell) return <td key={di} />;
                const dayClass =
                  cell.dayClass === 'sunday-holiday'
                    ? styles.calSunday
                    : cell.dayClass === 'saturday'
                      ? styles.calSaturday
                      : '';
                const selected = cell.date === goDate;
                const label = formatDateLong(cell.date, lang);
                const content = (
                  <>
                    <span className={styles.calDay}>{cell.day}</span>{' '}
                    {cell.holidayName ? <span className="visually-hidden">{cell.holidayName}</span> : null}
                    {cell.priceText && cell.stock > 0 ? (
                      <span className={styles.calPrice}>{cell.priceText}</span>
                    ) : cell.priceText ? (
                      <span className={styles.calOff}>{t('soldOut')}</span>
                    ) : (
                      <span className={styles.calOff} aria-label={t('notOnSale')}>
                        －
                      </span>
                    )}
                    {selected ? <span className="visually-hidden">{t('calendarSelected')}</span> : null}
                  </>
                );
                return (
                  <td key={di} className={`${dayClass} ${selected ? styles.calSelected : ''}`}>
                    {cell.selectable && cell.priceText && cell.stock > 0 ? (
                      <AppLink
                        href={`${tourDetailHref(tourId, setGoDate(condition, cell.date))}#price`}
                        className={styles.calCell}
                        // The name begins with the cell's visible text (WCAG 2.5.3 label in name).
                        aria-label={t('calendarChoose', {
                          day: cell.day,
                          date: label,
                          price: cell.priceText,
                        })}
                        aria-current={selected ? 'date' : undefined}
                        scroll={false}
                      >
                        {content}
                      </AppLink>
                    ) : (
                      <span className={styles.calCell} title={label}>
                        {content}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.calendarNav}>
        {index > 0 ? (
          <AppLink href={monthHref(months[index - 1]!)}>‹ {t('calendarPrevMonth')}</AppLink>
        ) : (
          <span />
        )}
        {index < months.length - 1 ? (
          <AppLink href={monthHref(months[index + 1]!)}>{t('calendarNextMonth')} ›</AppLink>
        ) : null}
      </div>
      <p className={styles.small}>{t('calendarLegend')}</p>
    </div>
  );
}
