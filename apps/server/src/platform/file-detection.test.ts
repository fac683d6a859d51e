import {
  AVATAR_UPLOAD,
  CHAT_ATTACHMENT_UPLOAD,
  COMPANY_DOCUMENT_UPLOAD,
  type FileExtension,
} from '@kabinet/domain/files';
import { describe, expect, it } from 'vitest';

import {
  SAMPLE_EXE,
  SAMPLE_HTML,
  SAMPLE_PDF,
  SAMPLE_TGS,
  sampleOfficeOpenXml,
  sampleOle2,
  samplePicture,
  sampleZip,
} from '../testing/sample-files.ts';

import { detectFileType } from './file-detection.ts';

const ascii = (text: string) => Buffer.from(text, 'latin1');
/** An ISO media file: an `ftyp` box with `brand`, then an empty `mdat`. */
const isoMedia = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x14]),
    ascii(`ftyp${brand}\0\0\0\0isom`),
    Buffer.from([0, 0, 0, 8]),
    ascii('mdat'),
  ]);
/** An EBML header whose DocType is `docType` (WebM or Matroska). */
const ebml = (docType: string) =>
  Buffer.concat([
    Buffer.from([
      0x1a,
      0x45,
      0xdf,
      0xa3,
      0x80 | (docType.length + 3),
      0x42,
      0x82,
      0x80 | docType.length,
    ]),
    ascii(docType),
  ]);
/** The first Ogg page, carrying the identification packet of a codec. */
const ogg = (packet: string) => {
  const page = Buffer.alloc(27);
  ascii('OggS').copy(page);
  page[5] = 2; // beginning of stream
  page[26] = 1; // one segment
  return Buffer.concat([page, Buffer.from([30]), ascii(packet), Buffer.alloc(30 - packet.length)]);
};
/** PNG chunks: a header, an animation control chunk (which makes it an APNG), empty data. */
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, ascii(type), data, Buffer.alloc(4)]);
};
const APNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pngChunk('IHDR', Buffer.from([0, 0, 0, 4, 0, 0, 0, 4, 8, 2, 0, 0, 0])),
  pngChunk('acTL', Buffer.from([0, 0, 0, 2, 0, 0, 0, 0])),
  pngChunk('IDAT', Buffer.alloc(0)),
]);
const MP3_FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
const WAV = Buffer.concat([
  ascii('RIFF'),
  Buffer.from([36, 0, 0, 0]),
  ascii('WAVEfmt '),
  Buffer.alloc(28),
]);

type Case = { name: string; bytes: () => Buffer | Promise<Buffer>; ext: FileExtension | null };

describe('detectFileType (file-type, security R25)', () => {
  it.each<Case>([
    { name: 'фото.jpg', bytes: () => samplePicture('jpeg'), ext: 'jpg' },
    { name: 'фото.JPEG', bytes: () => samplePicture('jpeg'), ext: 'jpeg' },
    { name: 'печать.png', bytes: () => samplePicture('png'), ext: 'png' },
    { name: 'анимация.png', bytes: () => APNG, ext: 'png' },
    { name: 'улыбка.gif', bytes: () => samplePicture('gif'), ext: 'gif' },
    { name: 'логотип.webp', bytes: () => samplePicture('webp'), ext: 'webp' },
    { name: 'Счёт №12.pdf', bytes: () => SAMPLE_PDF, ext: 'pdf' },
    { name: 'акт сверки.docx', bytes: () => sampleOfficeOpenXml('docx'), ext: 'docx' },
    { name: 'договор.doc', bytes: sampleOle2, ext: 'doc' },
    { name: 'ОСВ за ноябрь.xls', bytes: sampleOle2, ext: 'xls' },
    { name: 'инструкция.mp4', bytes: () => isoMedia('isom'), ext: 'mp4' },
    { name: 'с айфона.mp4', bytes: () => isoMedia('qt  '), ext: 'mp4' },
    { name: 'запись экрана.webm', bytes: () => ebml('webm'), ext: 'webm' },
    { name: 'ролик.ogv', bytes: () => ogg('\x80theora'), ext: 'ogv' },
    { name: 'голосовое.oga', bytes: () => ogg('\x01vorbis'), ext: 'oga' },
    { name: 'голосовое.oga', bytes: () => ogg('OpusHead'), ext: 'oga' },
    { name: 'голосовое.mp3', bytes: () => MP3_FRAME, ext: 'mp3' },
    {
      name: 'голосовое с тегом.mp3',
      bytes: () => Buffer.concat([ascii('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 0]), MP3_FRAME]),
      ext: 'mp3',
    },
    { name: 'звонок.wav', bytes: () => WAV, ext: 'wav' },
    { name: 'котик.tgs', bytes: () => SAMPLE_TGS, ext: 'tgs' },
    // content that is not what the name says
    { name: 'фото.jpg', bytes: () => SAMPLE_EXE, ext: null },
    { name: 'Счёт.pdf', bytes: () => SAMPLE_EXE, ext: null },
    { name: 'Счёт.pdf', bytes: () => SAMPLE_HTML, ext: null },
    {
      name: 'печать.png',
      bytes: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ext: null,
    },
    { name: 'логотип.webp', bytes: () => WAV, ext: null },
    { name: 'звонок.wav', bytes: () => samplePicture('webp'), ext: null },
    { name: 'акт.docx', bytes: () => sampleZip({ 'evil.exe': 'MZ' }), ext: null },
    { name: 'акт.docx', bytes: sampleOle2, ext: null },
    { name: 'запись.webm', bytes: () => ebml('matroska'), ext: null },
    {
      name: 'голосовое.mp3',
      bytes: () => Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80]), Buffer.alloc(100)]),
      ext: null, // AAC in ADTS frames, not MPEG layer III
    },
    { name: 'ролик.ogv', bytes: () => ogg('\x01vorbis'), ext: null },
    { name: 'голосовое.oga', bytes: () => ogg('\x80theora'), ext: null },
    { name: 'фото.jpg', bytes: () => Buffer.alloc(0), ext: null },
  ])('reads «$name» as $ext', async ({ name, bytes, ext }) => {
    const declared = name.slice(name.lastIndexOf('.') + 1).toLowerCase() as FileExtension;
    expect(await detectFileType(await bytes(), [declared], name)).toBe(ext);
  });

  it('names a JPEG document .jpg and an xlsx by its bytes whatever it is called', async () => {
    const jpeg = await samplePicture('jpeg');
    expect(await detectFileType(jpeg, COMPANY_DOCUMENT_UPLOAD.extensions, 'скан.jpeg')).toBe('jpg');
    const xlsx = sampleOfficeOpenXml('xlsx');
    expect(await detectFileType(xlsx, COMPANY_DOCUMENT_UPLOAD.extensions, 'Баланс.pdf')).toBe(
      'xlsx',
    );
  });

  it('tells .doc from .xls in an OLE2 container by the declared name only', async () => {
    const ole2 = sampleOle2();
    const accepted = COMPANY_DOCUMENT_UPLOAD.extensions;
    expect(await detectFileType(ole2, accepted, 'Договор.DOC')).toBe('doc');
    expect(await detectFileType(ole2, accepted, 'ОСВ.xls')).toBe('xls');
    expect(await detectFileType(ole2, accepted, 'Презентация.ppt')).toBeNull();
    expect(await detectFileType(ole2, accepted)).toBeNull();
  });

  it('accepts only what the upload takes', async () => {
    const gif = await samplePicture('gif');
    expect(await detectFileType(gif, AVATAR_UPLOAD.extensions)).toBe('gif');
    expect(await detectFileType(gif, COMPANY_DOCUMENT_UPLOAD.extensions, 'a.gif')).toBeNull();
    const xlsx = sampleOfficeOpenXml('xlsx');
    expect(await detectFileType(xlsx, CHAT_ATTACHMENT_UPLOAD.extensions, 'a.xlsx')).toBeNull();
    expect(await detectFileType(SAMPLE_PDF, AVATAR_UPLOAD.extensions)).toBeNull();
  });
});
