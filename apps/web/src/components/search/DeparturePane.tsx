'use client';
/**
 * The departure of a dynamic package (spec §1 dp; §3 approachType, depAreaCode, depAirport,
 * depStation; §4 departure transitions): hotel plus transport from a departure area, airport or
 * station. "No departure" is a plain hotel stay. Choosing an area clears airport and station, and for
 * a hotel makes the search JR + hotel where JR serves the area (domain setDpDepartureArea);
 * choosing an airport or station clears the other forms (domain setDepartureArea,
 * setDepartureAirport, setDepartureStation, setApproachType).
 */
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import {
  setApproachType,
  setDepartureAirport,
  setDepartureArea,
  setDepartureStation,
  setDpDepartureArea,
  type SearchCondition,
} from '@tabiyori/domain';
import { departureAreaOf } from './departure';
import type { DepartureArea } from '@/lib/search/reference';
import type { SearchProduct } from './SearchDialog';
import styles from './search.module.css';

export function DeparturePane({
  departures,
  condition,
  onChange,
  product = 'hotel',
}: {
  departures: readonly DepartureArea[];
  condition: SearchCondition;
  onChange: (condition: SearchCondition) => void;
  /** Tours word the lead, "no departure" and the price note for tours (the `tour` texts). */
  product?: SearchProduct;
}) {
  const { t } = useTranslation('search');
  const { t: tt } = useTranslation('tour');
  const text = (key: 'departureLead' | 'departureNone' | 'departurePriceNote') =>
    product === 'tour' ? tt(key) : t(key);
  const areaId = useId();
  const pointId = useId();
  const areaCode = departureAreaOf(departures, condition);
  const area = departures.find((a) => a.code === areaCode);
  const train = condition.approachType === 'train';
  const points = area ? (train ? area.stations : area.airports) : [];
  const pointValue = (train ? condition.depStation : condition.depAirport) ?? '';

  if (departures.length === 0) return <p className={styles.note}>{t('referenceUnavailable')}</p>;

  return (
    <div className={styles.departurePane}>
      <p className={styles.note}>{text('departureLead')}</p>
      <div className={styles.field}>
        <label htmlFor={areaId}>{t('depArea')}</label>
        <select
          id={areaId}
          value={areaCode}
          data-autofocus
          onChange={(event) => {
            const code = event.target.value || undefined;
            const jrServes = (c: string) => departures.some((d) => d.code === c && d.stations.length > 0);
            onChange(
              product === 'hotel'
                ? setDpDepartureArea(condition, code, jrServes)
                : setDepartureArea(condition, code),
            );
          }}
        >
          <option value="">{text('departureNone')}</option>
          {departures.map((d) => (
            <option key={d.code} value={d.code}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
      {area ? (
        <>
          <fieldset className={styles.optionGroup}>
            <legend>{t('approachType')}</legend>
            {/* JR only where it serves the area (沖縄発 departs by air). */}
            {(area.stations.length > 0 ? (['train', 'air'] as const) : (['air'] as const)).map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="approachType"
                  checked={condition.approachType === type}
                  onChange={() => {
                    // Keep the area when switching: the airport or station of the other mode is cleared.
                    const next = setApproachType(condition, type);
                    onChange(next.depAreaCode ? next : setDepartureArea(next, area.code));
                  }}
                />
                {t(type === 'air' ? 'approachAir' : 'approachTrain')}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={pointId}>{t(train ? 'depStation' : 'depAirport')}</label>
            <select
              id={pointId}
              value={pointValue}
              onChange={(event) => {
                const code = event.target.value;
                if (!code) onChange(setDepartureArea(condition, area.code));
                else
                  onChange(
                    train ? setDepartureStation(condition, code) : setDepartureAirport(condition, code),
                  );
              }}
            >
              <option value="">{t('departureAnyPoint', { area: area.name })}</option>
              {points.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <p className={styles.note}>
            {product === 'hotel' && !train ? t('departureAirPriceNote') : text('departurePriceNote')}
          </p>
        </>
      ) : null}
    </div>
  );
}
