import { guideLink } from '@kabinet/domain/guides';

import type { MdInline } from './markdown-tree.ts';

/** Nodes parsed from the source and the index just past them. */
export type Span = { nodes: MdInline[]; end: number };

/** Longer link tails are text: bounds the look-ahead of every `](` (real URLs are far shorter). */
const MAX_URL = 2048;
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
const AUTOLINK = /<([a-z][a-z\d+.-]{1,31}:[^\s<>]*)>/iy;
const BACKTICKS = /`+/y;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
};

/** `&laquo;`, `&#171;` and `&#xAB;` as the characters they name; unknown ones stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const hex = name[1] === 'x' || name[1] === 'X';
    const code = hex ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Collects nodes, merging neighbouring text so that a sentence stays one text node. */
export function createNodeList() {
  const nodes: MdInline[] = [];
  let text = '';
  const append = (node: MdInline) => {
    const last = nodes.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else nodes.push(node);
  };
  const flush = () => {
    if (text) append({ type: 'text', value: decodeEntities(text) });
    text = '';
  };
  return {
    text: (value: string) => void (text += value),
    /** A line break: «two spaces» or «\» at the end of a line in the source. */
    hardBreak: () => {
      text = text.replace(/ +$/, '');
      flush();
      nodes.push({ type: 'break' });
    },
    trailingSpaces: () => / {2,}$/.test(text),
    push: (more: MdInline[]) => {
      flush();
      more.forEach(append);
    },
    done: () => (flush(), nodes),
  };
}

/** The plain text of nodes (a picture's alt text from its label). */
export function plainText(nodes: MdInline[]): string {
  const textOf = (node: MdInline): string =>
    'value' in node ? node.value : 'children' in node ? plainText(node.children) : '';
  return nodes.map(textOf).join('');
}

/** A bare link destination from `start`: no spaces, parentheses balanced, `\` escapes. */
function bareDestination(source: string, start: number, limit: number): Span & { url: string } {
  let depth = 0;
  let i = start;
  for (; i < limit && !/\s/.test(source[i] ?? ''); i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (char === '(') depth++;
    else if (char === ')' && depth-- === 0) break;
  }
  return { nodes: [], url: source.slice(start, i).replace(ESCAPED, '$1'), end: i };
}

/**
 * An inline link or picture's tail after `]`: `(destination "title")`, the destination bare or
 * in `<…>`. Returns the destination and where the tail ends.
 */
export function linkTail(source: string, open: number): { url: string; end: number } | null {
  if (source[open] !== '(') return null;
  const limit = Math.min(source.length, open + MAX_URL);
  let i = open + 1;
  while (source[i] === ' ' || source[i] === '\n') i++;
  let url: string;
  if (source[i] === '<') {
    const close = source.indexOf('>', i);
    if (close === -1 || close > limit || source.slice(i, close).includes('\n')) return null;
    url = source.slice(i + 1, close);
    i = close + 1;
  } else {
    ({ url, end: i } = bareDestination(source, i, limit));
  }
  const title = /^\s*(?:"[^"]*"|'[^']*'|\([^)]*\))?\s*\)/.exec(source.slice(i, limit));
  return title ? { url, end: i + title[0].length } : null;
}

/**
 * Each `[`'s matching `]` (brackets nest, `\]` does not close), found in one pass so that many
 * unclosed `[` do not each scan to the end.
 */
export function matchBrackets(source: string): Map<number, number> {
  const matches = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (char === '[') open.push(i);
    else if (char === ']' && open.length > 0) matches.set(open.pop() ?? 0, i);
  }
  return matches;
}

/** A code span from the backticks at `i`; an unmatched run is literal backticks, all of them. */
export function codeSpanAt(source: string, i: number): Span {
  BACKTICKS.lastIndex = i;
  const run = BACKTICKS.exec(source)?.[0] ?? '`';
  const closing = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
  closing.lastIndex = i + run.length;
  const match = closing.exec(source);
  if (!match) return { nodes: [{ type: 'text', value: run }], end: i + run.length };
  let value = source.slice(i + run.length, match.index).replace(/\n/g, ' ');
  if (/^ .*[^ ].* $/.test(value)) value = value.slice(1, -1);
  return { nodes: [{ type: 'code', value }], end: match.index + run.length };
}

/** `<https://…>` at `i` as a link when the domain's `guideLink` accepts it, else nothing. */
export function autolinkAt(source: string, i: number): Span | null {
  AUTOLINK.lastIndex = i;
  const match = AUTOLINK.exec(source);
  const url = guideLink(match?.[1] ?? '')?.href;
  if (!match || !url) return null;
  const nodes: MdInline[] = [{ type: 'link', href: url, children: [{ type: 'text', value: url }] }];
  return { nodes, end: i + match[0].length };
}
