import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `value`, drawn in the browser as an SVG image (the scan dialog reads it back). */
export function QrImage({ value, size, alt }: { value: string; size: number; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return src ? <img src={src} alt={alt} width={size} height={size} /> : <Skeleton width={size} height={size} />;
}
