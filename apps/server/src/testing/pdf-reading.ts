// Reading a PDF as people and banking apps do: its text through poppler's pdftotext, and the
// payment QR code from page 1 rendered by pdftoppm at 150 dpi (Debian's poppler-utils).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/** The PDF's text as poppler reads it, with non-breaking spaces made plain. */
export async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[\u00a0\u202f]/gu, ' ');
}

/** Renders page 1 at 150 dpi (as a phone would see a print) and decodes the QR code on it. */
export async function decodeQr(file: string, workDir: string): Promise<string | null> {
  const prefix = join(workDir, 'page');
  await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
  const page = PNG.sync.read(await readFile(`${prefix}.png`));
  // The code sits in the top right corner: decode that quarter of the page only (faster).
  const left = Math.floor(page.width * 0.6);
  const width = page.width - left;
  const height = Math.floor(page.height * 0.3);
  const corner = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const from = (y * page.width + left) * 4;
    corner.set(page.data.subarray(from, from + width * 4), y * width * 4);
  }
  const code = jsQR(corner, width, height);
  return code ? Buffer.from(code.binaryData).toString('utf8') : null;
}
