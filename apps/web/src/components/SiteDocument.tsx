/**
 * The HTML document of every page: <html lang> per language, the brand's colours, the skip link,
 * and the client providers (the texts client components use, toasts) with the offline notice, the
 * language suggestion and the scroll-to-top button; the member hint script and who the page is for
 * in the browser (components/member/MemberView.tsx: a visitor's page shown to a member). Used by the root layout (app/[lang]/layout.tsx) and by
 * app/global-not-found.tsx, which renders outside the layout for URLs no route matches.
 * Throws LocalesUnavailableError when the texts cannot be loaded at all.
 */
import type { CSSProperties, ReactNode } from 'react';
import { LanguageSuggestion } from '@/components/client/LanguageSuggestion';
import { OfflineNotice } from '@/components/client/OfflineNotice';
import { ScrollToTop } from '@/components/client/ScrollToTop';
import { ToastProvider } from '@/components/client/ToastProvider';
import { brandStyle } from '@/lib/brands';
import { I18nProvider } from '@/lib/i18n/client';
import { clientTexts } from '@/lib/i18n/clientTexts';
import { getLocaleResources, getT } from '@/lib/i18n/server';
import { htmlLang, type Lang } from '@/lib/i18n/settings';
import { getRequestContext } from '@/lib/requestContext';
import { getSession } from '@/lib/account/server';
import { MEMBER_HINT_SCRIPT } from '@/lib/member/hint';
import { nonceOfPolicy } from '@/lib/security';
import { headers } from 'next/headers';
import { MemberViewProvider } from './member/MemberView';

export async function SiteDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  const ctx = await getRequestContext();
  const resources = await getLocaleResources(lang);
  const t = await getT(lang);
  const [session, requestHeaders] = await Promise.all([getSession().catch(() => null), headers()]);
  // The proxy's policy for this request names the nonce Next.js puts on its scripts (lib/security.ts).
  const nonce = nonceOfPolicy(requestHeaders.get('content-security-policy'));
  return (
    // The member hint script may mark <html> before hydration (suppressHydrationWarning: that attribute only).
    <html
      lang={htmlLang(lang)}
      style={brandStyle(ctx.brand) as CSSProperties}
      data-brand={ctx.brand.id}
      suppressHydrationWarning
    >
      <body>
        {/* First in the body: it runs before anything below is painted. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MEMBER_HINT_SCRIPT }} />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <I18nProvider lang={lang} texts={clientTexts(resources)}>
          <MemberViewProvider serverMember={session !== null}>
            <ToastProvider>
              <OfflineNotice lang={lang} />
              {children}
              <LanguageSuggestion lang={lang} />
              <ScrollToTop />
            </ToastProvider>
          </MemberViewProvider>
        </I18nProvider>
      </body>
    </html>
  );
}
