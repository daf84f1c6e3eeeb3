import { useMemo } from 'react';
import { create } from 'qrcode';

const quietZone = 4;

/**
 * A QR code drawn as one SVG path, crisp at any size and with no canvas or
 * data URL. `label` names the image for screen readers.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + quietZone} ${row + quietZone}h1v1h-1z`;
      }
    }
    return { size: modules.size + quietZone * 2, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
