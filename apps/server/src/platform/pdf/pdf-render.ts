import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Server-side PDF rendering with pdfmake (ARCHITECTURE §7: documents are PDFs made on the server
 * with an embedded Cyrillic font).
 *
 * Font: Roboto from `@expo-google-fonts/roboto` — plain TTF files on npm with full Cyrillic, «№»
 * and «₽» (the web's Golos Text ships only as woff2 via @fontsource, which pdfmake cannot embed).
 * The TTFs are read once into pdfmake's virtual file system and subset into each PDF, so the
 * document renders the same on any machine, with no system fonts involved.
 */
export const PDF_FONT = 'Roboto';

/**
 * A pdfmake node (text, table, columns, stack, svg, canvas…) as its docs describe it. Typed here
 * rather than through @types/pdfmake, whose `/// <reference lib="dom" />` would put the browser's
 * types into the whole server.
 */
export type PdfContent = string | PdfContent[] | PdfNode;
export interface PdfNode {
  [key: string]: unknown;
}

export interface PdfDocument {
  content: PdfContent[];
  pageSize?: 'A4';
  pageMargins?: [number, number, number, number];
  info?: { title?: string; author?: string; subject?: string };
  defaultStyle?: PdfNode;
  styles?: Record<string, PdfNode>;
  /** Called for each page once the page count is known. */
  footer?: (page: number, pages: number) => PdfContent | null;
}

/** The part of pdfmake's Node build (`module.exports = new pdfmake()`) that is used here. */
interface PdfMakeServer {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(document: PdfDocument): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let engine: PdfMakeServer | null = null;

const FONT_FILES = {
  normal: '400Regular/Roboto_400Regular.ttf',
  bold: '700Bold/Roboto_700Bold.ttf',
  italics: '400Regular_Italic/Roboto_400Regular_Italic.ttf',
  bolditalics: '700Bold_Italic/Roboto_700Bold_Italic.ttf',
} as const;

function pdfEngine(): PdfMakeServer {
  if (engine) return engine;
  const pdfmake = require('pdfmake') as PdfMakeServer;
  const fonts: Record<string, string> = {};
  for (const [style, file] of Object.entries(FONT_FILES)) {
    const name = `kabinet-fonts/${file.split('/')[1]}`;
    pdfmake.virtualfs.writeFileSync(
      name,
      readFileSync(require.resolve(`@expo-google-fonts/roboto/${file}`)),
    );
    fonts[style] = name;
  }
  pdfmake.setFonts({ [PDF_FONT]: fonts });
  // Documents are built from our own data only: no file or URL is ever fetched while rendering.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  engine = pdfmake;
  return pdfmake;
}

/** Renders a pdfmake document definition into PDF bytes with the embedded Roboto font. */
export async function renderPdf(definition: PdfDocument): Promise<Buffer> {
  return pdfEngine()
    .createPdf({ ...definition, defaultStyle: { font: PDF_FONT, ...definition.defaultStyle } })
    .getBuffer();
}
