/**
 * The area row of a list page whose search is not a hotel or tour condition (optional activities,
 * rental cars): the chosen area's name made here on the server from the decoder's area tree, and
 * AreaChooser for the area modal. Server component.
 */
import { loadDecoder } from '@/lib/hotels/decoder';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { areaChain, searchReference } from '@/lib/search/reference';
import { AreaChooser } from './AreaChooser';

/** The chosen area as "関東 > 東京都 > 新宿・渋谷", or null when the tree does not know it. */
export async function areaTrailName(lang: Lang, code: string | null): Promise<string | null> {
  if (!code) return null;
  const decoder = await loadDecoder(lang);
  const chain = decoder ? areaChain(searchReference(decoder, 'hotel').areas, code) : [];
  return chain.length > 0 ? chain.map((node) => node.name).join(' > ') : null;
}

export async function AreaChoice({
  lang,
  href,
  param,
  selected,
}: {
  lang: Lang;
  href: string;
  param: string;
  selected: string | null;
}) {
  const [name, t] = await Promise.all([areaTrailName(lang, selected), getT(lang, 'search')]);
  return (
    <AreaChooser
      lang={lang}
      href={href}
      param={param}
      selected={selected}
      value={name ?? selected ?? t('notSelected')}
    />
  );
}
