import { Anchor, Image, Table, TypographyStylesProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link } from 'react-router';

import { apiUrl } from '../../../shared/http/http.ts';

type MdNode = { type: string; value?: string; children?: MdNode[] };

/**
 * Raw HTML in an article («<script>», «<img onerror>») is shown as the text it is: the Markdown
 * tree's `html` nodes become `text` nodes before rendering (there is no rehype-raw, so nothing
 * is ever parsed as HTML).
 */
function remarkHtmlAsText() {
  const walk = (node: MdNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  return walk;
}

/** Pictures uploaded for articles live on the API host; javascript: and the like are dropped. */
function urlTransform(url: string): string {
  const safe = defaultUrlTransform(url);
  return safe.startsWith('/api/') ? apiUrl(safe) : safe;
}

const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    ),
  img: ({ src, alt }) => (
    <Image src={typeof src === 'string' ? src : ''} alt={alt ?? ''} radius="sm" maw="100%" />
  ),
  table: ({ children }) => (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder>{children as ReactNode}</Table>
    </Table.ScrollContainer>
  ),
  // The page's h1 is the article's title: Markdown headings start at h2.
  h1: ({ children }) => <h2>{children}</h2>,
};

/** Issue 16: an article's Markdown, rendered safely (the page and the editor's preview). */
export function GuideMarkdown({ source }: { source: string }) {
  return (
    <TypographyStylesProvider>
      <Markdown
        remarkPlugins={[remarkHtmlAsText]}
        urlTransform={urlTransform}
        components={components}
      >
        {source}
      </Markdown>
    </TypographyStylesProvider>
  );
}
