/** Document kinds a company may upload (docs/api/companies.md «Documents»). */
export type DocumentKind = {
  extension: 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'jpg' | 'png';
  mimeType: string;
};

const KINDS = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const;

const kind = (extension: DocumentKind['extension']): DocumentKind => ({
  extension,
  mimeType: KINDS[extension],
});

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const utf16 = (text: string) => Buffer.from(text, 'utf16le');

/**
 * Security R25: the type is read from the bytes; the name and the declared type are not
 * trusted. Office files are told apart by their insides: the OLE2 stream name (WordDocument /
 * Workbook) or the OOXML part folder (word/ / xl/) next to [Content_Types].xml.
 */
export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return kind('pdf');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return kind('jpg');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return kind('png');
  if (startsWith(bytes, OLE2)) {
    if (bytes.includes(utf16('WordDocument'))) return kind('doc');
    if (bytes.includes(utf16('Workbook')) || bytes.includes(utf16('Book'))) return kind('xls');
    return null;
  }
  if (startsWith(bytes, ZIP) && bytes.includes('[Content_Types].xml')) {
    if (bytes.includes('word/')) return kind('docx');
    if (bytes.includes('xl/')) return kind('xlsx');
  }
  return null;
}

/**
 * A display name safe for a header and a list: no path, no control characters, at most 150
 * characters, ending in the sniffed extension.
 */
export function documentDisplayName(original: string, extension: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const withoutExtension = base.replace(/\.[^.]*$/, '');
  const clean = [...withoutExtension]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(0, 150);
  return `${clean || 'document'}.${extension}`;
}
