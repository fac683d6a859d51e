import type { MdAlign, MdBlock } from './markdown-tree.ts';
import { parseInline } from './parse-inline.ts';

type Parsed = { block: MdBlock; next: number };

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const LIST_ITEM = /^( {0,3})([-*+]|(\d{1,9})[.)])(?: +|$)/;
const TABLE_DELIMITER = /^ {0,3}\|?(?:[ \t]*:?-+:?[ \t]*\|)*[ \t]*:?-+:?[ \t]*\|?[ \t]*$/;

const MAX_NESTING = 12;

const isBlank = (line: string) => line.trim() === '';
const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0;

/**
 * Whether a line ends the paragraph above it: a heading, fence, rule, quote or list. As in
 * CommonMark, an ordered list interrupts a paragraph only when it starts at 1, so a wrapped line
 * beginning «2025. » stays part of the sentence.
 */
function interruptsParagraph(line: string): boolean {
  if (HEADING.test(line) || FENCE.test(line) || RULE.test(line) || QUOTE.test(line)) return true;
  const item = LIST_ITEM.exec(line);
  return !!item && !isBlank(line.slice(item[0].length)) && (!item[3] || Number(item[3]) === 1);
}

/** A table row's cells: outer pipes dropped, `\|` kept as a pipe inside a cell. */
function cellsOf(row: string): string[] {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function alignOf(cell: string): MdAlign {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
}

function isTableStart(lines: string[], i: number): boolean {
  const head = lines[i] ?? '';
  const delimiter = lines[i + 1] ?? '';
  return (
    head.includes('|') &&
    TABLE_DELIMITER.test(delimiter) &&
    delimiter.includes('|') &&
    cellsOf(head).length === cellsOf(delimiter).length
  );
}

function table(lines: string[], start: number): Parsed {
  const align = cellsOf(lines[start + 1] ?? '').map(alignOf);
  const row = (line: string) => align.map((_, column) => parseInline(cellsOf(line)[column] ?? ''));
  let i = start + 2;
  const rows = [];
  for (; i < lines.length && lines[i]?.includes('|') && !interruptsParagraph(lines[i] ?? ''); i++) {
    rows.push(row(lines[i] ?? ''));
  }
  return { block: { type: 'table', align, head: row(lines[start] ?? ''), rows }, next: i };
}

function fencedCode(lines: string[], start: number, fence: string): Parsed {
  const closing = new RegExp(`^ {0,3}${fence[0]}{${fence.length},}[ \\t]*$`);
  const body: string[] = [];
  let i = start + 1;
  for (; i < lines.length && !closing.test(lines[i] ?? ''); i++) body.push(lines[i] ?? '');
  return { block: { type: 'code', value: body.join('\n') }, next: i + 1 };
}

function quote(lines: string[], start: number, depth: number): Parsed {
  const inner: string[] = [];
  let i = start;
  for (; i < lines.length && QUOTE.test(lines[i] ?? ''); i++) {
    inner.push((lines[i] ?? '').replace(QUOTE, ''));
  }
  return { block: { type: 'quote', children: parseBlocks(inner, depth + 1) }, next: i };
}

/**
 * What a line after a list item's first adds to the item: blank, indented under its content
 * column (`width`), or a lazy continuation (an unindented line carrying on the item's last
 * paragraph; any marker, even «2.», starts the next item instead). Null ends the item.
 */
function itemLine(line: string, width: number, previous: string | undefined): string | null {
  if (isBlank(line)) return '';
  if (indentOf(line) >= width) return line.slice(width);
  const lazy = previous !== '' && !interruptsParagraph(line) && !LIST_ITEM.test(line);
  return lazy ? line.trim() : null;
}

/** One list item's blocks, and whether blank lines sit inside it or right after it. */
function listItem(lines: string[], start: number, marker: string, depth: number) {
  const first = lines[start] ?? '';
  const rest = first.slice(marker.length);
  // «-» on its own, or a marker followed by 5+ spaces: the content column is marker + 1.
  const width = isBlank(rest) || indentOf(rest) > 4 ? marker.trimEnd().length + 1 : marker.length;
  const body = [first.slice(Math.min(width, first.length))];
  let i = start + 1;
  for (let line; i < lines.length; i++) {
    line = itemLine(lines[i] ?? '', width, body.at(-1));
    if (line === null) break;
    body.push(line);
  }
  // Blank lines after the item's content belong between the items.
  let content = body.length;
  while (content > 1 && body[content - 1] === '') content--;
  const inner = body.slice(0, content);
  return {
    blocks: parseBlocks(inner, depth + 1),
    next: i,
    blankAfter: content < body.length,
    blankInside: inner.includes('', 1),
  };
}

/** The list marker opening line `i`, if any (a rule such as «- - -» is not an item). */
function markerAt(lines: string[], i: number): RegExpExecArray | null {
  const line = lines[i];
  return line === undefined || RULE.test(line) ? null : LIST_ITEM.exec(line);
}

function list(lines: string[], start: number, depth: number): Parsed {
  const first = markerAt(lines, start);
  // Bullets «-», «*», «+» and ordered «.», «)» each make their own list.
  const sameKind = (match: RegExpExecArray | null) =>
    match?.[2]?.slice(-1) === first?.[2]?.slice(-1);
  const items: MdBlock[][] = [];
  let tight = true;
  let i = start;
  for (let marker = first; marker && sameKind(marker);) {
    const item = listItem(lines, i, marker[0], depth);
    items.push(item.blocks);
    i = item.next;
    marker = markerAt(lines, i);
    if (item.blankInside || (item.blankAfter && sameKind(marker))) tight = false;
  }
  const ordered = first?.[3] !== undefined;
  const block: MdBlock = { type: 'list', ordered, start: Number(first?.[3] ?? 1), tight, items };
  return { block, next: i };
}

function paragraph(lines: string[], start: number): Parsed {
  const body = [lines[start] ?? ''];
  let i = start + 1;
  for (; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (isBlank(line) || interruptsParagraph(line) || isTableStart(lines, i)) break;
    body.push(line);
  }
  const text = body
    .map((line) => line.trimStart())
    .join('\n')
    .trimEnd();
  return { block: { type: 'paragraph', children: parseInline(text) }, next: i };
}

function heading(line: string, i: number): Parsed | null {
  const match = HEADING.exec(line);
  if (!match) return null;
  const children = parseInline(match[2] ?? '');
  return { block: { type: 'heading', depth: match[1]?.length ?? 1, children }, next: i + 1 };
}

/** A quote or list, unless MAX_NESTING of them already enclose it (then «>» and «-» are text). */
function nested(lines: string[], i: number, depth: number): Parsed | null {
  const line = lines[i] ?? '';
  if (depth >= MAX_NESTING) return null;
  if (QUOTE.test(line)) return quote(lines, i, depth);
  return markerAt(lines, i) ? list(lines, i, depth) : null;
}

function blockAt(lines: string[], i: number, depth: number): Parsed {
  const line = lines[i] ?? '';
  const fence = FENCE.exec(line)?.[1];
  if (fence) return fencedCode(lines, i, fence);
  if (RULE.test(line)) return { block: { type: 'rule' }, next: i + 1 };
  return (
    heading(line, i) ??
    nested(lines, i, depth) ??
    (isTableStart(lines, i) ? table(lines, i) : paragraph(lines, i))
  );
}

function parseBlocks(lines: string[], depth: number): MdBlock[] {
  const blocks: MdBlock[] = [];
  for (let i = 0; i < lines.length;) {
    if (isBlank(lines[i] ?? '')) {
      i++;
      continue;
    }
    const parsed = blockAt(lines, i, depth);
    blocks.push(parsed.block);
    i = parsed.next;
  }
  return blocks;
}

/**
 * An article's Markdown → blocks. The subset the knowledge base uses (CommonMark's
 * headings, paragraphs, nested lists, quotes, fenced code, rules, and GFM tables); raw HTML is
 * not a construct here, so `<script>` or `<img onerror>` reach the page as the text they are.
 */
export function parseMarkdown(source: string): MdBlock[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'), 0);
}
