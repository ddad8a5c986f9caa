/**
 * Room list `/hotel/{hotelId}/rooms` (spec §2 hotelRooms; 'see all rooms of this plan' links here
 * with planIds): each room with size, beds, smoking, bath, toilet, capacity, amenities and photos,
 * and the plans that sell it for the stay with their price per adult.
 */
import type { Metadata } from 'next';
import { formatPrice } from '@tabiyori/domain';
import { CatalogImage } from '@/components/hotel/CatalogImage';
import { AppLink } from '@/components/AppLink';
import { HotelFrame } from '@/components/hotel/HotelFrame';
import { RoomFacts } from '@/components/hotel/RoomFacts';
import { failWith } from '@/lib/api';
import { loadRooms } from '@/lib/hotels/api';
import { roomView } from '@/lib/hotels/cardView';
import { hotelHref } from '@/lib/hotels/condition';
import { hotelPageContext } from '@/lib/hotels/hotelPage';
import { catalogImageSrc } from '@/lib/hotels/images';
import { hotelRoute, type HotelRouteProps } from '@/lib/hotels/pageProps';
import { hotelBreadcrumbs, hotelPageText, hotelTitleVars } from '@/lib/hotels/seo';
import { getT } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/hotel/hotel.module.css';
import { colon, factSep } from '@/lib/hotels/punctuation';

export async function generateMetadata(props: HotelRouteProps): Promise<Metadata> {
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

export default async function HotelRoomsPage(props: HotelRouteProps) {
  const { lang, hotelId, query } = await hotelRoute(props);
  const page = await hotelPageContext(lang, hotelId, query);
  const { hotel, condition } = page;
  const [t, rooms] = await Promise.all([
    getT(lang, 'hotel'),
    loadRooms(hotel.hotelId, condition, lang).catch((error: unknown) => failWith(error, 'hotelDetail')),
  ]);
  const text = hotelPageText('hotelRooms', hotelTitleVars(hotel), lang, page.siteName);
  const planFilter = condition.planIds;
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
      {planFilter.length > 0 ? (
        <p className={styles.count} role="status">
          <strong>{planName ? t('roomsOfPlan', { plan: planName }) : t('roomsOfPlans')}</strong>{' '}
          <AppLink href={hotelHref(hotel.hotelId, condition, 'rooms')}>{t('allRoomsLink')}</AppLink>
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
                        {room.plans.map((plan) => (
                          <li key={plan.planId}>
                            <span>{plan.planName}</span>
                            <strong>
                              {formatPrice(plan.price.perAdult, lang)}
                              <small>{t('perNightSuffix')}</small>
                            </strong>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className={styles.noteText}>{t('noPlansForRoom')}</p>
                    )}
                    <AppLink
                      href={hotelHref(hotel.hotelId, condition, 'plans')}
                      className={styles.secondaryLink}
                    >
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
