/**
 * The root layout (one per language: the app tree is app/[lang]/...). The document itself is
 * components/SiteDocument: texts loaded from the API once per process (lib/i18n/server.ts) and handed
 * to the client provider, <html lang>, brand colours. If the texts cannot be loaded at all (API down
 * and nothing cached), rendering fails here and app/global-error.tsx shows the minimal bilingual
 * error page (HTTP 500).
 */
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/SiteDocument';
import { DEFAULT_LANG, isLang } from '@/lib/i18n/settings';
import { getRequestContext } from '@/lib/requestContext';
import '../globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getRequestContext();
  return {
    applicationName: ctx.brand.name[ctx.lang],
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#233a74',
};

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  return <SiteDocument lang={isLang(lang) ? lang : DEFAULT_LANG}>{children}</SiteDocument>;
}
