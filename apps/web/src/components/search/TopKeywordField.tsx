'use client';
/**
 * The keyword field of a top-page search form. For hotels it is the name suggest (spec §7
 * GET /v1/hotels.suggest, HotelNameSuggest): choosing an area sets the form's destination, choosing
 * a hotel opens the hotel; typed text stays a keyword. The input carries name="keyword", so the
 * server-rendered field also works as a plain form field without JavaScript.
 */
import { useRef, useState } from 'react';
import type { MetaParams } from '@tabiyori/domain';
import { HotelNameSuggest } from '@/components/hotel/HotelNameSuggest';
import type { Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';

/** Chooses `code` in the form's destination select, adding the option when the select lacks it. */
function chooseArea(form: HTMLFormElement | null, code: string, name: string) {
  const select = form?.elements.namedItem('arrAreaCode');
  if (!(select instanceof HTMLSelectElement)) return;
  if (![...select.options].some((option) => option.value === code)) select.add(new Option(name, code));
  select.value = code;
}

export function TopKeywordField({
  lang,
  meta,
  label,
  placeholder,
}: {
  lang: Lang;
  meta: MetaParams;
  label: string;
  placeholder: string;
}) {
  const [value, setValue] = useState('');
  const wrap = useRef<HTMLDivElement>(null);
  const form = () => wrap.current?.closest('form') ?? null;
  return (
    <div ref={wrap}>
      <HotelNameSuggest
        lang={lang}
        name="keyword"
        label={label}
        placeholder={placeholder}
        autoFocus={false}
        value={value}
        onValueChange={setValue}
        onPickArea={(code, name) => {
          chooseArea(form(), code, name);
          setValue('');
        }}
        onPickHotel={(hotelId) =>
          window.location.assign(pageHref(`/hotel/${encodeURIComponent(hotelId)}`, lang, meta))
        }
        onSubmit={() => form()?.requestSubmit()}
      />
    </div>
  );
}
