/** The site footer of the brand: company information, guide links, product links, copyright. */
import { colon } from '@/lib/i18n/punctuation';
import { getT } from '@/lib/i18n/server';
import { getRequestContext } from '@/lib/requestContext';
import { AppLink } from './AppLink';

export async function SiteFooter() {
  const ctx = await getRequestContext();
  const t = await getT(ctx.lang);
  const company = ctx.brand.company[ctx.lang];
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" aria-label={t('footerLabel')}>
      <div className="container">
        <div className="site-footer__columns">
          <section className="site-footer__company" aria-labelledby="footer-company">
            <h2 id="footer-company" className="site-footer__heading">
              {t('footerCompanyHeading')}
            </h2>
            <p>{company.name}</p>
            <p>{company.address}</p>
            <p>
              {t('footerRegistration')}
              {colon(ctx.lang)}
              {company.registration}
            </p>
          </section>
          <section aria-labelledby="footer-service">
            <h2 id="footer-service" className="site-footer__heading">
              {t('footerServiceHeading')}
            </h2>
            <ul>
              <li>
                <AppLink href="/tours">{t('navTours')}</AppLink>
              </li>
              <li>
                <AppLink href="/hotels">{t('navHotels')}</AppLink>
              </li>
              <li>
                <AppLink href="/optionals">{t('navOptionals')}</AppLink>
              </li>
              <li>
                <AppLink href="/rentacar">{t('navRentacar')}</AppLink>
              </li>
              <li>
                <AppLink href="/coupons">{t('navCoupons')}</AppLink>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-guide">
            <h2 id="footer-guide" className="site-footer__heading">
              {t('footerGuideHeading')}
            </h2>
            <ul>
              <li>
                <AppLink href="/help">{t('footerHelp')}</AppLink>
              </li>
              <li>
                <AppLink href="/contact">{t('footerContact')}</AppLink>
              </li>
              <li>
                <AppLink href="/terms/travel">{t('footerTerms')}</AppLink>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-policies">
            <h2 id="footer-policies" className="site-footer__heading">
              {t('footerCompany')}
            </h2>
            <ul>
              <li>
                <AppLink href="/company">{t('footerCompany')}</AppLink>
              </li>
              <li>
                <AppLink href="/privacy">{t('footerPrivacy')}</AppLink>
              </li>
              <li>
                <AppLink href="/terms">{t('footerSiteTerms')}</AppLink>
              </li>
            </ul>
          </section>
        </div>
        <p className="site-footer__copyright">{t('copyright', { year, owner: company.name })}</p>
      </div>
    </footer>
  );
}
