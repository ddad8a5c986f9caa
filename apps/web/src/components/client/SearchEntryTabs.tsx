'use client';
/**
 * The top page's search entry: tabs ツアー / ホテル / オプショナル / レンタカー (WAI-ARIA tabs: arrow
 * keys, Home, End), each panel a search form rendered on the server (TopSearchForm, the optional and
 * rental forms). Without JavaScript each tab is a link to the top page with `?tab=…`, which the
 * server answers with that panel shown, so every form is reachable; with JavaScript the tabs switch
 * in place.
 */
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hydrated';

export interface SearchEntryTab {
  id: string;
  label: string;
  lead: string;
  /** The top page with this tab chosen (the link a tab is without JavaScript). */
  href: string;
  panel: ReactNode;
}

export function SearchEntryTabs({
  tabs,
  label,
  initial = 0,
}: {
  tabs: readonly SearchEntryTab[];
  label: string;
  initial?: number;
}) {
  const [selected, setSelected] = useState(initial);
  const baseId = useId();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  // The roving tab order needs the arrow keys: before hydration every tab link stays tabbable.
  const interactive = useHydrated();

  function focusTab(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    links.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setSelected(index);
  }

  return (
    <div className="search-entry" id="search">
      <div className="search-entry__tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <a
            key={tab.id}
            ref={(element) => {
              links.current[index] = element;
            }}
            href={tab.href}
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={!interactive || index === selected ? 0 : -1}
            className="search-entry__tab"
            onClick={(event) => onClick(event, index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          className="search-entry__panel"
          hidden={index !== selected}
        >
          <p className="search-entry__lead">{tab.lead}</p>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
