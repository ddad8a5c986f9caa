'use client';
/**
 * The top page's search entry: tabs ツアー / ホテル / オプショナル / レンタカー (WAI-ARIA tabs: arrow
 * keys, Home, End). Each panel sums up the default conditions and links to the list page with them.
 * Texts and hrefs come from the server component; every panel is in the server HTML, so the links
 * work and are crawlable without JavaScript (only the first panel is visible before hydration).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';

export interface SearchEntryTab {
  id: string;
  label: string;
  lead: string;
  actionLabel: string;
  href: string;
  summary: readonly { label: string; value: string }[];
}

export function SearchEntryTabs({ tabs, label }: { tabs: readonly SearchEntryTab[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function focusTab(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
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

  return (
    <div className="search-entry">
      <div className="search-entry__tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className="search-entry__tab"
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
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
          <p>{tab.lead}</p>
          {tab.summary.length > 0 ? (
            <dl className="search-entry__summary">
              {tab.summary.map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <a className="button search-entry__action" href={tab.href}>
            {tab.actionLabel}
          </a>
        </div>
      ))}
    </div>
  );
}
