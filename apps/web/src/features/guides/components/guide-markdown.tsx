import { guideLink } from '@kabinet/domain/guides';
import { Anchor, Image, Table, TypographyStylesProvider, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';

import { apiUrl } from '../../../shared/http/http.ts';
import type { MdBlock, MdInline } from '../markdown/markdown-tree.ts';
import { parseMarkdown } from '../markdown/parse-markdown.ts';

type Heading = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function GuideLink({ href, children }: { href: string; children: ReactNode }) {
  // The parser kept only links the domain's rule accepts; it decides here what kind each is.
  const link = guideLink(href);
  if (link?.kind === 'internal' && link.href.startsWith('/')) {
    return (
      <Anchor component={Link} to={link.href}>
        {children}
      </Anchor>
    );
  }
  if (link?.kind !== 'external') return <Anchor href={link?.href}>{children}</Anchor>;
  // Another site: a new tab that cannot reach back to this one, and the reader is told so.
  return (
    <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
      {children}
      <IconExternalLink
        size="0.85em"
        aria-hidden
        style={{ marginInlineStart: '0.15em', verticalAlign: 'baseline' }}
      />
      <VisuallyHidden> (откроется в новой вкладке)</VisuallyHidden>
    </Anchor>
  );
}

function renderInline(node: MdInline, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'strong':
      return <strong key={key}>{node.children.map(renderInline)}</strong>;
    case 'emphasis':
      return <em key={key}>{node.children.map(renderInline)}</em>;
    case 'code':
      return <code key={key}>{node.value}</code>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return (
        <GuideLink key={key} href={node.href}>
          {node.children.map(renderInline)}
        </GuideLink>
      );
    case 'image':
      // Pictures uploaded for articles live on the API host.
      return (
        <Image
          key={key}
          src={node.src.startsWith('/api/') ? apiUrl(node.src) : node.src}
          alt={node.alt}
          radius="sm"
          maw="100%"
        />
      );
  }
}

function MarkdownTable({ block }: { block: Extract<MdBlock, { type: 'table' }> }) {
  const cell = (content: MdInline[], column: number) => ({
    key: column,
    style: { textAlign: block.align[column] ?? undefined },
    children: content.map(renderInline),
  });
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {block.head.map((content, column) => (
              <Table.Th {...cell(content, column)} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {block.rows.map((row, index) => (
            <Table.Tr key={index}>
              {row.map((content, column) => (
                <Table.Td {...cell(content, column)} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MarkdownList({ block }: { block: Extract<MdBlock, { type: 'list' }> }) {
  const Tag = block.ordered ? 'ol' : 'ul';
  return (
    <Tag start={block.ordered && block.start !== 1 ? block.start : undefined}>
      {block.items.map((item, index) => (
        <li key={index}>{item.map((child, at) => renderBlock(child, at, block.tight))}</li>
      ))}
    </Tag>
  );
}

/** `tight`: the block sits in a list without blank lines, where paragraphs carry no `<p>`. */
function renderBlock(block: MdBlock, key: number, tight = false): ReactNode {
  switch (block.type) {
    case 'heading': {
      // The page's h1 is the article's title: Markdown headings start at h2.
      const Tag = `h${Math.max(2, block.depth)}` as Heading;
      return <Tag key={key}>{block.children.map(renderInline)}</Tag>;
    }
    case 'paragraph':
      return tight ? (
        <Fragment key={key}>{block.children.map(renderInline)}</Fragment>
      ) : (
        <p key={key}>{block.children.map(renderInline)}</p>
      );
    case 'list':
      return <MarkdownList key={key} block={block} />;
    case 'quote':
      return (
        <blockquote key={key}>
          {block.children.map((child, at) => renderBlock(child, at))}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={key}>
          <code>{block.value}</code>
        </pre>
      );
    case 'table':
      return <MarkdownTable key={key} block={block} />;
    case 'rule':
      return <hr key={key} />;
  }
}

/**
 * An article's Markdown, rendered safely (the page and the editor's preview). The
 * tree becomes React elements, so every piece of text is escaped by React and nothing is set as
 * HTML; the parser (markdown/) keeps only safe URLs. A few KiB instead of react-markdown's ~30.
 */
export function GuideMarkdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <TypographyStylesProvider>
      {blocks.map((block, key) => renderBlock(block, key))}
    </TypographyStylesProvider>
  );
}
