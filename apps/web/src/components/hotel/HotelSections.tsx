/**
 * The sections of a hotel's page (spec §2 hotel detail sections): access and transfer, basic info,
 * rooms and amenities, hot-spring bath, in-house facilities and services. Server components.
 */
import { AppLink } from '@/components/AppLink';
import { checkInOut, roomView } from '@/lib/hotels/cardView';
import { hotelPageHref, type HotelPageContext } from '@/lib/hotels/hotelPage';
import type { HotelDetailData } from '@/lib/hotels/types';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { RoomFacts } from './RoomFacts';
import styles from './hotel.module.css';
import { colon, listSep, paren } from '@/lib/i18n/punctuation';

/** Service codes of the reference data that are transfers (送迎). */
export const TRANSFER_SERVICE_CODES: readonly string[] = ['s02'];

export async function AccessSection({
  hotel,
  lang,
  headingLevel = 2,
}: {
  hotel: HotelDetailData;
  lang: Lang;
  headingLevel?: 2 | 3;
}) {
  const t = await getT(lang, 'hotel');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const transfers = hotel.services.filter((s) => TRANSFER_SERVICE_CODES.includes(s.code));
  const { parking } = hotel;
  return (
    <section className={styles.section} aria-labelledby="sec-access">
      <H id="sec-access" className={styles.sectionTitle}>
        {t('access')}
      </H>
      <dl className={styles.infoList}>
        {hotel.access ? (
          <div>
            <dt>{t('accessRoute')}</dt>
            <dd>{hotel.access}</dd>
          </div>
        ) : null}
        {hotel.nearestStation ? (
          <div>
            <dt>{t('nearestStation')}</dt>
            <dd>
              {hotel.nearestStation}
              {typeof hotel.walkMinutes === 'number'
                ? paren(t('walkMinutes', { count: hotel.walkMinutes }), lang)
                : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('address')}</dt>
          <dd>{hotel.address}</dd>
        </div>
        <div>
          <dt>{t('parking')}</dt>
          <dd>
            {parking.available
              ? [
                  parking.free ? t('parkingFree') : t('parkingPaid'),
                  typeof parking.capacity === 'number'
                    ? t('parkingCapacity', { count: parking.capacity })
                    : null,
                  parking.note || null,
                ]
                  .filter(Boolean)
                  .join(listSep(lang))
              : t('parkingNone')}
          </dd>
        </div>
        <div>
          <dt>{t('transfer')}</dt>
          <dd>
            {transfers.length > 0 ? transfers.map((s) => s.name).join(listSep(lang)) : t('transferNone')}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export async function BasicInfoSection({ hotel, lang }: { hotel: HotelDetailData; lang: Lang }) {
  const t = await getT(lang, 'hotel');
  const times = checkInOut(hotel, lang);
  return (
    <section className={styles.section} aria-labelledby="sec-basic">
      <h2 id="sec-basic" className={styles.sectionTitle}>
        {t('basicInfo')}
      </h2>
      <dl className={styles.infoList}>
        <div>
          <dt>{t('hotelTypeLabel')}</dt>
          <dd>{hotel.hotelType.name}</dd>
        </div>
        <div>
          <dt>{t('address')}</dt>
          <dd>{hotel.address}</dd>
        </div>
        {times.checkIn ? (
          <div>
            <dt>{t('checkin')}</dt>
            <dd>{times.checkIn}</dd>
          </div>
        ) : null}
        {times.checkOut ? (
          <div>
            <dt>{t('checkout')}</dt>
            <dd>{times.checkOut}</dd>
          </div>
        ) : null}
        {typeof hotel.totalRooms === 'number' ? (
          <div>
            <dt>{t('totalRooms')}</dt>
            <dd>{t('totalRoomsValue', { count: hotel.totalRooms })}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

export async function RoomsSection({ page }: { page: HotelPageContext }) {
  const { hotel, lang } = page;
  const t = await getT(lang, 'hotel');
  const amenities = [
    ...new Map(hotel.rooms.flatMap((r) => r.amenities).map((a) => [a.code, a.name])).values(),
  ];
  return (
    <section className={styles.section} aria-labelledby="sec-rooms">
      <h2 id="sec-rooms" className={styles.sectionTitle}>
        {t('roomsAmenities')}
      </h2>
      <ul className={styles.roomGrid}>
        {hotel.rooms.map((room) => {
          const view = roomView(room);
          return view ? (
            <li key={room.roomId} className={styles.roomCard}>
              <h3 className={styles.roomName}>{room.roomName}</h3>
              <RoomFacts room={view} lang={lang} compact />
              <p className={styles.capacity}>
                {t('capacity')}
                {colon(lang)}
                {t('capacityValue', { min: room.capacityMin, max: room.capacityMax })}
              </p>
            </li>
          ) : null;
        })}
      </ul>
      {amenities.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t('amenities')}</h3>
          <ul className={styles.chips}>
            {amenities.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.moreLink}>
        <AppLink href={hotelPageHref(page, 'rooms')}>{t('seeRooms')} ›</AppLink>
      </p>
    </section>
  );
}

export async function OnsenSection({ hotel, lang }: { hotel: HotelDetailData; lang: Lang }) {
  const t = await getT(lang, 'hotel');
  const onsen = hotel.onsen;
  return (
    <section className={styles.section} aria-labelledby="sec-onsen">
      <h2 id="sec-onsen" className={styles.sectionTitle}>
        {t('hotSpring')}
      </h2>
      {onsen ? (
        <dl className={styles.infoList}>
          <div>
            <dt>{t('onsenName')}</dt>
            <dd>{onsen.onsenName}</dd>
          </div>
          <div>
            <dt>{t('springQuality')}</dt>
            <dd>{onsen.springQuality}</dd>
          </div>
          <div>
            <dt>{t('efficacy')}</dt>
            <dd>{onsen.efficacy}</dd>
          </div>
          <div>
            <dt>{t('kakenagashi')}</dt>
            <dd>{onsen.kakenagashi ? t('yes') : t('no')}</dd>
          </div>
          <div>
            <dt>{t('baths')}</dt>
            <dd>
              {t('bathCounts', {
                indoor: onsen.indoorBaths,
                outdoor: onsen.outdoorBaths,
                private: onsen.privateBaths,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('bathingHours')}</dt>
            <dd>{onsen.bathingHours}</dd>
          </div>
          <div>
            <dt>{t('dayTripBathing')}</dt>
            <dd>{onsen.dayTripBathing ? t('available') : t('notAvailable')}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('onsenNone')}</p>
      )}
    </section>
  );
}

export async function FacilitiesSection({ hotel, lang }: { hotel: HotelDetailData; lang: Lang }) {
  const t = await getT(lang, 'hotel');
  return (
    <section className={styles.section} aria-labelledby="sec-facilities">
      <h2 id="sec-facilities" className={styles.sectionTitle}>
        {t('facilities')}
      </h2>
      <h3 className={styles.subTitle}>{t('facilityList')}</h3>
      {hotel.facilities.length > 0 ? (
        <ul className={styles.chips}>
          {hotel.facilities.map((f) => (
            <li key={f.code}>{f.name}</li>
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
      <h3 className={styles.subTitle}>{t('serviceList')}</h3>
      {hotel.services.length > 0 ? (
        <ul className={styles.chips}>
          {hotel.services.map((s) => (
            <li key={s.code}>{s.name}</li>
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
    </section>
  );
}
