import { crc32, gzipSync } from 'node:zlib';

import sharp from 'sharp';

/**
 * Small but real files for upload tests: each is what a detector sees in the wild (a picture
 * sharp encoded, a ZIP with its central directory, an OLE2 header with its version fields), so
 * a test proves file-type detection rather than a fixture cut to fit a signature.
 */

/** A minimal PDF: header, one object, trailer. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A 4×4 picture encoded by sharp in `format`. */
export function samplePicture(format: 'png' | 'jpeg' | 'gif' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

/** A ZIP archive of stored (uncompressed) entries with a central directory. */
export function sampleZip(entries: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const fileName = Buffer.from(name);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

const OOXML_MAIN = {
  docx: ['word/document.xml', 'wordprocessingml.document.main+xml'],
  xlsx: ['xl/workbook.xml', 'spreadsheetml.sheet.main+xml'],
} as const;

/** An Office Open XML package: [Content_Types].xml naming its main part, and that part. */
export function sampleOfficeOpenXml(kind: keyof typeof OOXML_MAIN): Buffer {
  const [part, contentType] = OOXML_MAIN[kind];
  return sampleZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${contentType}"/>` +
      '</Types>',
    [part]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
}

/** The header sector of an OLE2 compound file (what .doc and .xls are), version 3. */
export function sampleOle2(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // byte order mark
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 68); // no DIFAT
  return header;
}

/** A Telegram sticker: gzipped Lottie JSON. */
export const SAMPLE_TGS = gzipSync(Buffer.from('{"tgs":1,"v":"5.5.2","fr":60,"layers":[]}'));

/** A Windows executable's start («MZ»): what a renamed program looks like. */
export const SAMPLE_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

/** An HTML page with a script: what a stored-XSS attempt looks like. */
export const SAMPLE_HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
