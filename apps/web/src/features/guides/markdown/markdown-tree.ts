/**
 * The Markdown subset the knowledge base's articles use, as plain data. The parser
 * (parse-markdown.ts) builds it and GuideMarkdown turns it into React elements, so nothing an
 * author writes is ever parsed as HTML: raw tags stay text, and links and pictures carry only
 * URLs the domain's `guideLink` accepts.
 */
export type MdInline =
  | { type: 'text'; value: string }
  | { type: 'strong' | 'emphasis'; children: MdInline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: MdInline[] }
  | { type: 'image'; src: string; alt: string }
  | { type: 'break' };

export type MdAlign = 'left' | 'center' | 'right' | null;

export type MdBlock =
  | { type: 'heading'; depth: number; children: MdInline[] }
  | { type: 'paragraph'; children: MdInline[] }
  /** `tight`: no blank line between items, so their paragraphs render without `<p>`. */
  | { type: 'list'; ordered: boolean; start: number; tight: boolean; items: MdBlock[][] }
  | { type: 'quote'; children: MdBlock[] }
  | { type: 'code'; value: string }
  | { type: 'table'; align: MdAlign[]; head: MdInline[][]; rows: MdInline[][][] }
  | { type: 'rule' };
