import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env';

/** robots.txt: everything public is crawlable; the API, account and booking pages are not. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const disallow = ['/api/', '/booking', '/mypage', '/login', '/signup', '/favorites'];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...disallow, ...disallow.map((path) => `/en${path}`)] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
