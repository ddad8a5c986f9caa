/**
 * axe-core in a real page (WCAG 2.2 A/AA rules): one place for the tags every journey checks and a
 * readable list of what fails (rule, impact, help, the failing elements and axe's summary for each).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG rules axe still marks experimental (off by default), switched on: label in name (2.5.3, A),
 * which Lighthouse also audits.
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

/**
 * The WCAG A/AA violations of the page as it is now, one readable line per failing element:
 * `rule (impact): help — selector: what axe found`. An empty list means the page passes.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // One options object: AxeBuilder.options() replaces what withTags() would have set.
  const result = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => {
      const summary = (n.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      return `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${n.target.join(' ')}: ${summary}`;
    }),
  );
}
