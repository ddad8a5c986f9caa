/**
 * An internal link that keeps the visitor's context: the language prefix and the meta parameters
 * of spec §2 (siteCode, agentCode, campaign and tracking codes …, empty values dropped) are added to
 * the language-neutral `href`. Server component; prefetch is off by default because every page is
 * rendered on demand from the API (a prefetch would render it).
 */
import Link from 'next/link';
import type { ComponentProps } from 'react';
import type { Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & {
  /** Language-neutral path, optionally with its own query: `/tours?arrAreaCode=13`. */
  href: string;
  /** Link into another language than the page's. */
  lang?: Lang;
};

export async function AppLink({ href, lang, prefetch = false, ...rest }: Props) {
  const ctx = await getRequestContext();
  return <Link href={pageHref(href, lang ?? ctx.lang, ctx.meta)} prefetch={prefetch} {...rest} />;
}
