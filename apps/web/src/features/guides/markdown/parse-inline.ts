import { guideLink } from '@kabinet/domain/guides';

import type { MdInline } from './markdown-tree.ts';
import {
  autolinkAt,
  codeSpanAt,
  createNodeList,
  linkTail,
  matchBrackets,
  plainText,
  type Span,
} from './inline-syntax.ts';

const ESCAPABLE = /[!-/:-@[-`{-~]/;
const WORD = /[\p{L}\p{N}]/u;
/** Deeper emphasis or links are text: keeps the recursion (and the stack) small on any input. */
const MAX_NESTING = 12;

type NodeList = ReturnType<typeof createNodeList>;

class InlineParser {
  /** Each (position, delimiter) is scanned once. */
  private readonly memo = new Map<string, Span | null>();
  /** Delimiters that found no closer, by where the failed scan began. */
  private readonly unclosedFrom = new Map<string, number>();
  private readonly brackets: Map<number, number>;

  constructor(private readonly source: string) {
    this.brackets = matchBrackets(source);
  }

  /** Nodes from `start` to the end, or to the `close` delimiter (null if it never comes). */
  scan(start: number, close: string | null, level: number): Span | null {
    const list = createNodeList();
    let i = start;
    while (i < this.source.length) {
      // A scan for the same delimiter nested in this one reached the end unclosed: so will this.
      if (close && this.unclosedFrom.has(close)) return null;
      if (close && i > start && this.closesAt(i, close)) {
        return { nodes: list.done(), end: i + close.length };
      }
      const span = this.spanAt(i, level);
      if (span) list.push(span.nodes);
      i = span ? span.end : this.plain(list, i);
    }
    return close ? null : { nodes: list.done(), end: i };
  }

  /** A character outside any span: escapes, hard breaks, text. Returns the next index. */
  private plain(list: NodeList, i: number): number {
    const char = this.source[i] ?? '';
    const next = this.source[i + 1] ?? '';
    const escaped = char === '\\' && (next === '\n' || ESCAPABLE.test(next));
    if (escaped && next === '\n') list.hardBreak();
    else if (escaped) list.text(next);
    else if (char === '\n' && list.trailingSpaces()) list.hardBreak();
    else list.text(char);
    return i + (escaped ? 2 : 1);
  }

  private closesAt(i: number, delimiter: string): boolean {
    const before = this.source[i - 1] ?? ' ';
    const after = this.source[i + delimiter.length] ?? '';
    const intraword = delimiter[0] === '_' && WORD.test(after);
    return this.source.startsWith(delimiter, i) && !/\s/.test(before) && !intraword;
  }

  private opensAt(i: number, delimiter: string): boolean {
    const after = this.source[i + delimiter.length] ?? ' ';
    const intraword = delimiter[0] === '_' && WORD.test(this.source[i - 1] ?? '');
    // A delimiter that found no closer from an earlier opener finds none from a later one.
    const hopeless = i >= (this.unclosedFrom.get(delimiter) ?? Infinity);
    return !/\s/.test(after) && !intraword && !hopeless;
  }

  private emphasis(i: number, level: number): Span | null {
    const char = this.source[i] ?? '';
    const delimiter = this.source[i + 1] === char ? char + char : char;
    if (level >= MAX_NESTING || !this.opensAt(i, delimiter)) return null;
    const key = `${i}:${delimiter}`;
    if (!this.memo.has(key)) {
      this.memo.set(key, this.scan(i + delimiter.length, delimiter, level + 1));
    }
    const inner = this.memo.get(key);
    if (!inner) {
      this.unclosedFrom.set(delimiter, i);
      return null;
    }
    const type = delimiter.length === 2 ? 'strong' : 'emphasis';
    return { nodes: [{ type, children: inner.nodes }], end: inner.end };
  }

  private linkOrImage(i: number, level: number): Span | null {
    const image = this.source[i] === '!';
    const open = image ? i + 1 : i;
    const close = this.brackets.get(open);
    const tail = close === undefined ? null : linkTail(this.source, close + 1);
    if (!tail || level >= MAX_NESTING) return null;
    const label = parseInline(this.source.slice(open + 1, close), level + 1);
    const link = guideLink(tail.url);
    // A refused URL loses its link or picture (and a picture is never mail); what the reader
    // sees of it stays.
    const url = link && !(image && link.kind === 'mail') ? link.href : null;
    if (image) {
      const alt = plainText(label);
      const node: MdInline = url ? { type: 'image', src: url, alt } : { type: 'text', value: alt };
      return { nodes: [node], end: tail.end };
    }
    return { nodes: url ? [{ type: 'link', href: url, children: label }] : label, end: tail.end };
  }

  private spanAt(i: number, level: number): Span | null {
    switch (this.source[i]) {
      case '*':
      case '_':
        return this.emphasis(i, level);
      case '`':
        return codeSpanAt(this.source, i);
      case '[':
        return this.linkOrImage(i, level);
      case '!':
        return this.source[i + 1] === '[' ? this.linkOrImage(i, level) : null;
      case '<':
        return autolinkAt(this.source, i);
      default:
        return null;
    }
  }
}

/**
 * Inline Markdown → nodes: `**strong**`, `*emphasis*` (and `__`/`_`, not inside words),
 * `` `code` ``, `[links](url)`, `![pictures](url)`, `<https://autolinks>`, `\` escapes and hard
 * breaks. Everything else, raw HTML included, is text. Each (position, delimiter) is tried once
 * and a delimiter that found no closer is not looked for again, so a long run of unmatched `*`
 * costs about linear time. `depth`: how deep in emphasis and links `source` already is.
 */
export function parseInline(source: string, depth = 0): MdInline[] {
  return new InlineParser(source).scan(0, null, depth)?.nodes ?? [];
}
