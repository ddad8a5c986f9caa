/**
 * The small template language of page texts (seo/pageTextTemplates.ts):
 * - `{name}` is replaced by the variable's value;
 * - `[ … ]` is an optional group, left out whole when any variable inside it is missing, so
 *   `[{arrival}の]ホテル・旅館` reads `ホテル・旅館` without an area (no nesting);
 * - `a||b` are alternatives: the first whose top-level variables are all present is used, the
 *   last one always (its missing variables read as empty).
 * Values are inserted after parsing, so text inside a value is never read as template syntax.
 * Finally spaces are collapsed, empty brackets removed and stray separators trimmed, so a missing
 * variable never leaves `{x}`, `undefined` or a dangling `|`/`・`/`,` behind.
 */
export type TemplateVars = Readonly<Record<string, string | undefined>>;

type Part = { text: string } | { name: string } | { group: Part[] };

const VAR = /^\{([A-Za-z0-9_]+)\}/;

function parse(template: string): Part[] {
  const root: Part[] = [];
  let group: Part[] | undefined;
  let text = '';
  const flush = (): void => {
    if (text) (group ?? root).push({ text });
    text = '';
  };
  for (let i = 0; i < template.length; i += 1) {
    const rest = template.slice(i);
    const variable = VAR.exec(rest);
    const char = template.charAt(i);
    if (variable) {
      flush();
      (group ?? root).push({ name: variable[1] ?? '' });
      i += variable[0].length - 1;
    } else if (char === '[' && !group && rest.includes(']')) {
      flush();
      group = [];
    } else if (char === ']' && group) {
      flush();
      root.push({ group });
      group = undefined;
    } else {
      text += char;
    }
  }
  flush();
  return root;
}

function present(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

/** Renders parts; undefined when `strict` and a top-level variable is missing. */
function render(parts: readonly Part[], vars: TemplateVars, strict: boolean): string | undefined {
  let out = '';
  for (const part of parts) {
    if ('text' in part) out += part.text;
    else if ('name' in part) {
      const value = vars[part.name];
      if (present(value)) out += value;
      else if (strict) return undefined;
    } else {
      const inner = render(part.group, vars, true);
      if (inner !== undefined) out += inner;
    }
  }
  return out;
}

const EDGE = /^[\s,、・|:：/\-–—]+|[\s,、・|:：/\-–—]+$/g;

/** Collapses spaces, drops empty brackets and trims separators left at either end. */
export function tidyPageText(text: string): string {
  return text
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/（\s*）|【\s*】|\(\s*\)|「\s*」/g, '')
    .replace(/ +([、。,）)】])/g, '$1')
    .replace(EDGE, '')
    .replace(/ {2,}/g, ' ');
}

/** Fills a page-text template (see the file comment for the syntax). */
export function fillPageTemplate(template: string, vars: TemplateVars): string {
  const alternatives = template.split('||');
  for (const [index, alternative] of alternatives.entries()) {
    const rendered = render(parse(alternative), vars, index < alternatives.length - 1);
    if (rendered !== undefined) return tidyPageText(rendered);
  }
  return '';
}
