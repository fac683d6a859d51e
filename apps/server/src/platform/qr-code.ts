import QRCode from 'qrcode';

/**
 * A QR code of `text` as SVG markup (the same generator as the invoices' payment QR), for a
 * screen to show: a phone's camera opens it.
 */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}
