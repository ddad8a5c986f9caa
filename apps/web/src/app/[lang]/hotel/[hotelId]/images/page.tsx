/** Photos by category `/hotel/{hotelId}/images` (spec §2 hotelImages; reference data hotel image categories). */
import { CatalogImage } from '@/components/hotel/CatalogImage';
import type { Metadata } from 'next';
import { HotelFrame } from '@/components/hotel/HotelFrame';
import { hotelPageContext } from '@/lib/hotels/hotelPage';
import { catalogImageSrc, imagesByCategory } from '@/lib/hotels/images';
import { hotelRoute, type HotelRouteProps } from '@/lib/hotels/pageProps';
import { hotelBreadcrumbs, hotelPageText, hotelTitleVars } from '@/lib/hotels/seo';
import { getT } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/hotel/hotel.module.css';
import { paren } from '@/lib/i18n/punctuation';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import HotelNotFound from '../not-found';

async function metadata(props: HotelRouteProps): Promise<Metadata> {
  const { lang, hotelId, query } = await hotelRoute(props);
  const page = await hotelPageContext(lang, hotelId, query);
  const text = hotelPageText('hotelImages', hotelTitleVars(page.hotel), lang, page.siteName);
  return pageMetadata({
    lang,
    path: `/hotel/${encodeURIComponent(page.hotel.hotelId)}/images`,
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName: page.siteName,
  });
}

async function HotelImagesPage(props: HotelRouteProps) {
  const { lang, hotelId, query } = await hotelRoute(props);
  const page = await hotelPageContext(lang, hotelId, query);
  const { hotel } = page;
  const t = await getT(lang, 'hotel');
  const text = hotelPageText('hotelImages', hotelTitleVars(hotel), lang, page.siteName);
  const groups = imagesByCategory(hotel.images);
  return (
    <HotelFrame
      page={page}
      current="images"
      pageKind="hotelImages"
      h1={text.h1}
      breadcrumbs={hotelBreadcrumbs(hotel, t('hotelsTop'), text.breadcrumb)}
      stayPanel={false}
    >
      {groups.length > 0 ? (
        <nav className={styles.sectionNav} aria-label={t('imageCategories')}>
          <ul>
            {groups.map((group) => (
              <li key={group.code}>
                <a href={`#images-${group.code}`}>
                  {group.name}
                  {paren(String(group.images.length), lang)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p>{t('noImages')}</p>
      )}
      {groups.map((group) => (
        <section key={group.code} className={styles.section} aria-labelledby={`images-${group.code}`}>
          <h2 id={`images-${group.code}`} className={styles.sectionTitle}>
            {group.name}
          </h2>
          <ul className={styles.imageGrid}>
            {group.images.map((image, i) => {
              const src = catalogImageSrc(image.path, lang);
              return src ? (
                <li key={`${image.path}-${i}`}>
                  <figure>
                    <CatalogImage src={src} alt={image.alt} width={480} height={315} />
                    <figcaption>{image.alt}</figcaption>
                  </figure>
                </li>
              ) : null;
            })}
          </ul>
        </section>
      ))}
    </HotelFrame>
  );
}

export default withOwnNotFound(HotelImagesPage, HotelNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
