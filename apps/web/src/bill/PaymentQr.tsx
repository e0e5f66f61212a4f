import { paymentQrFor, type PayTo } from '@app/contract';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The bank-transfer QR for an amount (VietQR for VND, EPC for EUR), drawn as an image. */
export function PaymentQr({
  payTo,
  amount,
  purpose,
  label,
  size = 220,
}: {
  payTo: PayTo | null;
  amount: number;
  purpose: string;
  label: string;
  size?: number;
}) {
  const payload = payTo ? paymentQrFor(payTo, amount, purpose) : null;
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!payload) {
      setSrc(null);
      return undefined;
    }
    // 'M' correction: bank apps read it easily and the code stays coarse enough for a phone screen.
    void QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: size }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [payload, size]);
  if (!payload || !src) return null;
  return <img src={src} width={size} height={size} alt={label} data-testid="payment-qr" data-payload={payload} className="mx-auto rounded-lg bg-white" />;
}
