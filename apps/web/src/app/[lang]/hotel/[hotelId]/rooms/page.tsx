/**
 * Room list `/hotel/{hotelId}/rooms` (spec §2 hotelRooms; 'see all rooms of this plan' links here
 * with planIds): each room with size, beds, smoking, bath, toilet, capacity, amenities and photos,
 * and the plans that sell it for the stay with their price per adult.
 */
import type { Metadata } from 'next';
import { defaultConfig, formatPrice } from '@tabiyori/domain';
import { CatalogImage } from '@/components/hotel/CatalogImage';
import { AppLink } from '@/components/AppLink';
import { DpTransportPanel } from '@/components/hotel/DpTransportPanel';
import { HotelFrame } from '@/components/hotel/HotelFrame';
import { RoomFacts } from '@/components/hotel/RoomFacts';
import { failWith } from '@/lib/api';
import { loadRooms } from '@/lib/hotels/api';
import { roomView } from '@/lib/hotels/cardView';
import { dpBookingPath, dpSeat } from '@/lib/hotels/dp';
import { hotelPageContext, hotelPageHref } from '@/lib/hotels/hotelPage';
import { catalogImageSrc } from '@/lib/hotels/images';
import { hotelRoute, type HotelRouteProps } from '@/lib/hotels/pageProps';
import { hotelBreadcrumbs, hotelPageText, hotelTitleVars } from '@/lib/hotels/seo';
import { getT } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/hotel/hotel.module.css';
import { colon, factSep } from '@/lib/i18n/punctuation';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import HotelNotFound from '../not-found';

async function metadata(props: HotelRouteProps): Promise<Metadata> {
  const { lang, hotelId, query } = await hotelRoute(props);
  const page = await hotelPageContext(lang, hotelId, query);
  const text = hotelPageText('hotelRooms', hotelTitleVars(page.hotel), lang, page.siteName);
  return pageMetadata({
    lang,
    path: `/hotel/${encodeURIComponent(page.hotel.hotelId)}/rooms`,
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName: page.siteName,
  });
}

async function HotelRoomsPage(props: HotelRouteProps) {
  const { lang, hotelId, query } = await hotelRoute(props);
  const page = await hotelPageContext(lang, hotelId, query);
  const { hotel, condition, seatClass } = page;
  const [t, rooms] = await Promise.all([
    getT(lang, 'hotel'),
    loadRooms(hotel.hotelId, condition, lang).catch((error: unknown) => failWith(error, 'hotelDetail')),
  ]);
  const text = hotelPageText('hotelRooms', hotelTitleVars(hotel), lang, page.siteName);
  const planFilter = condition.planIds;
  const dp = rooms.flatMap((r) => r.plans).find((p) => p.dp)?.dp ?? null;
  const planQuery: Record<string, string> =
    planFilter.length > 0 ? { planIds: planFilter.join(defaultConfig.consts.delimiters.planIds) } : {};
  const planName =
    planFilter.length === 1
      ? rooms.flatMap((r) => r.plans).find((p) => p.planId === planFilter[0])?.planName
      : undefined;
  // Rooms the stay cannot sell are still shown (from the hotel), without plans.
  const shown =
    planFilter.length > 0
      ? rooms
      : hotel.rooms.map((room) => rooms.find((r) => r.roomId === room.roomId) ?? { ...room, plans: [] });
  return (
    <HotelFrame
      page={page}
      current="rooms"
      pageKind="hotelRooms"
      h1={text.h1}
      breadcrumbs={hotelBreadcrumbs(hotel, t('hotelsTop'), text.breadcrumb)}
    >
      {dp ? (
        <DpTransportPanel
          dp={dp}
          seatClass={seatClass}
          href={hotelPageHref(page, 'rooms', planQuery)}
          lang={lang}
        />
      ) : null}
      {planFilter.length > 0 ? (
        <p className={styles.count} role="status">
          <strong>{planName ? t('roomsOfPlan', { plan: planName }) : t('roomsOfPlans')}</strong>{' '}
          <AppLink href={hotelPageHref(page, 'rooms')}>{t('allRoomsLink')}</AppLink>
        </p>
      ) : null}
      {shown.length === 0 ? (
        <div className={styles.noResult} role="status">
          <p>{t('noRooms')}</p>
        </div>
      ) : (
        <ul className={styles.roomList}>
          {shown.map((room) => {
            const view = roomView(room);
            const image = room.images[0];
            const src = catalogImageSrc(image?.path, lang);
            return (
              <li key={room.roomId}>
                <article className={styles.roomArticle} aria-labelledby={`room-${room.roomId}`}>
                  {src && image ? (
                    <CatalogImage
                      src={src}
                      alt={image.alt}
                      width={320}
                      height={210}
                      className={styles.roomImage}
                    />
                  ) : null}
                  <div>
                    <h2 id={`room-${room.roomId}`} className={styles.planTitle}>
                      {room.roomName}
                    </h2>
                    {view ? <RoomFacts room={view} lang={lang} /> : null}
                    <p className={styles.capacity}>
                      {t('capacity')}
                      {colon(lang)}
                      {t('capacityValue', { min: room.capacityMin, max: room.capacityMax })}
                      {room.extraBedMax > 0
                        ? `${factSep(lang)}${t('extraBedMaxValue', { count: room.extraBedMax })}`
                        : ''}
                      {room.view ? `${factSep(lang)}${room.view}` : ''}
                    </p>
                    {room.amenities.length > 0 ? (
                      <ul className={styles.chips} aria-label={t('amenities')}>
                        {room.amenities.map((a) => (
                          <li key={a.code}>{a.name}</li>
                        ))}
                      </ul>
                    ) : null}
                    <h3 className={styles.subTitle}>{t('plansOfRoom')}</h3>
                    {room.plans.length > 0 ? (
                      <ul className={styles.roomPlans}>
                        {room.plans.map((plan) => {
                          if (!plan.dp) {
                            return (
                              <li key={plan.planId}>
                                <span>{plan.planName}</span>
                                <strong>
                                  {formatPrice(plan.price.perAdult, lang)}
                                  <small>{t('perNightSuffix')}</small>
                                </strong>
                              </li>
                            );
                          }
                          const booking = dpBookingPath(
                            hotel.hotelId,
                            plan.planId,
                            condition,
                            seatClass,
                            room.roomId,
                          );
                          return (
                            <li key={plan.planId}>
                              <span>{plan.planName}</span>
                              <strong>
                                {formatPrice(dpSeat(plan.dp, seatClass).setPricePerAdult, lang)}
                                <small>{t('setPerAdultSuffix')}</small>
                              </strong>
                              {booking && plan.stock !== 0 ? (
                                <AppLink href={booking} className={styles.roomPlanBook}>
                                  {t('bookThisDp')}
                                </AppLink>
                              ) : null}
                            </li>
                          );
                        })}
                      </ul>
                    ) : (
                      <p className={styles.noteText}>{t('noPlansForRoom')}</p>
                    )}
                    <AppLink href={hotelPageHref(page, 'plans')} className={styles.secondaryLink}>
                      {t('showPlans')}
                    </AppLink>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </HotelFrame>
  );
}

export default withOwnNotFound(HotelRoomsPage, HotelNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
