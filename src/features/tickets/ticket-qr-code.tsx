import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';

interface QrMatrix {
  size: number;
  dark: (row: number, col: number) => boolean;
}

const QUIET_ZONE = 4;

/** One SVG path of the dark modules: crisp at any size, no canvas, no HTML injected. */
function pathOf({ size, dark }: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (dark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
  }
  return parts.join('');
}

/**
 * A QR code of the ticket's own address, so a paper or a screen can be checked by anyone. The qrcode
 * library loads only here, after the ticket shows (it would weigh on no other page).
 */
export function TicketQrCode({ url, size = 168 }: { url: string; size?: number }) {
  const [matrix, setMatrix] = useState<QrMatrix | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(url, { errorCorrectionLevel: 'M' });
      if (current) setMatrix({ size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) });
    });
    return () => {
      current = false;
    };
  }, [url]);
  const extent = (matrix?.size ?? 21) + 2 * QUIET_ZONE;
  return (
    <Box w={size} h={size} bg="white" style={{ flexShrink: 0 }}>
      {matrix && (
        <svg role="img" aria-label={`QR code de l'adresse de ce ticket : ${url}`} viewBox={`0 0 ${extent} ${extent}`} width={size} height={size} shapeRendering="crispEdges">
          <rect width={extent} height={extent} fill="#fff" />
          <path d={pathOf(matrix)} fill="#000" />
        </svg>
      )}
    </Box>
  );
}
