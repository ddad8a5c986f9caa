import type { PageKind } from '../seo/pageKind';
import type { DomainConfig } from './domainConfig';

/** Spec §2: "Some pages can be configured to hide the header (list of noHeaderPages)". */
export function isHeaderHidden(config: Pick<DomainConfig, 'noHeaderPages'>, pageKind: PageKind): boolean {
  return config.noHeaderPages.includes(pageKind);
}
