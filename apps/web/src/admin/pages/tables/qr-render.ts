import { imageUrlAt } from '@app/contract';
import QRCode from 'qrcode';

/** QR size 200 with high error correction, the logo 40x40 in the middle. */
export const QR_SIZE = 200;
export const QR_LOGO_SIZE = 40;

const logoCache = new Map<string, Promise<HTMLImageElement | null>>();

/** The restaurant logo as a decoded image, or null when there is none or it fails to load. */
export function loadLogo(logoUrl: string | null | undefined): Promise<HTMLImageElement | null> {
  if (!logoUrl) return Promise.resolve(null);
  const src = imageUrlAt(logoUrl, 160);
  let pending = logoCache.get(src);
  if (!pending) {
    pending = new Promise((resolve) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => resolve(null);
      img.src = src;
    });
    logoCache.set(src, pending);
  }
  return pending;
}

/**
 * Draws the QR code of `url` on the canvas, with the logo on a white rounded tile in the middle.
 * 'H' correction tolerates the ~4% of the code the logo covers. `scale` renders bigger for print.
 */
export async function drawTableQr(canvas: HTMLCanvasElement, url: string, logo: HTMLImageElement | null, scale = 1): Promise<void> {
  const size = QR_SIZE * scale;
  await QRCode.toCanvas(canvas, url, { width: size, margin: 2, errorCorrectionLevel: 'H', color: { dark: '#18181b', light: '#ffffff' } });
  if (!logo) return;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const logoSize = QR_LOGO_SIZE * scale;
  const pad = 4 * scale;
  const x = (canvas.width - logoSize) / 2;
  const y = (canvas.height - logoSize) / 2;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(x - pad, y - pad, logoSize + pad * 2, logoSize + pad * 2, 6 * scale);
  ctx.fill();
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x, y, logoSize, logoSize, 4 * scale);
  ctx.clip();
  // Cover-fit: a non-square logo is cropped, never squashed.
  const ratio = Math.max(logoSize / logo.naturalWidth, logoSize / logo.naturalHeight);
  const w = logo.naturalWidth * ratio;
  const h = logo.naturalHeight * ratio;
  ctx.drawImage(logo, x + (logoSize - w) / 2, y + (logoSize - h) / 2, w, h);
  ctx.restore();
}

/** A PNG data URL of the table's QR code (for the printed sheet and downloads). */
export async function tableQrDataUrl(url: string, logo: HTMLImageElement | null, scale = 1): Promise<string> {
  const canvas = document.createElement('canvas');
  await drawTableQr(canvas, url, logo, scale);
  return canvas.toDataURL('image/png');
}
