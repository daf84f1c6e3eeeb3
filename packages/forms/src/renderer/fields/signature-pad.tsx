import { useEffect, useRef, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@masthead/ui';
import * as styles from './field.css.ts';
import * as own from './signature-pad.css.ts';

export interface SignaturePadProps {
  id: string;
  /** Whether the answer is currently a drawing; when it is not, the canvas is cleared. */
  drawn: boolean;
  /** The drawing as a PNG data URL, or undefined when cleared. */
  onDrawn: (value: string | undefined) => void;
}

/** A canvas to sign on with a mouse, pen or finger (pointer events), and a button that clears it. */
export default function SignaturePad({ id, drawn, onDrawn }: SignaturePadProps) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el || drawn) return;
    // Sizing the bitmap to the element (and the screen's density) also clears it.
    const ratio = window.devicePixelRatio || 1;
    el.width = Math.max(1, Math.round(el.clientWidth * ratio));
    el.height = Math.max(1, Math.round(el.clientHeight * ratio));
    const context = el.getContext('2d');
    context?.scale(ratio, ratio);
  }, [drawn]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const draw = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    const context = event.currentTarget.getContext('2d');
    if (!from || !context) return;
    const to = point(event);
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.strokeStyle = '#111';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };

  return (
    <div>
      <p id={`${id}-hint`} className={styles.description}>
        <Trans>Or sign with a mouse, pen or finger:</Trans>
      </p>
      <canvas
        ref={canvas}
        id={id}
        className={own.canvas}
        role="img"
        aria-label={drawn ? t`Your drawn signature` : t`Signature drawing area`}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          last.current = point(event);
        }}
        onPointerMove={draw}
        onPointerUp={(event) => {
          if (!last.current) return;
          draw(event);
          last.current = null;
          onDrawn(event.currentTarget.toDataURL('image/png'));
        }}
      />
      {drawn && (
        <Button variant="greyOutlined" size="sm" onClick={() => onDrawn(undefined)}>
          <Trans>Clear the drawing</Trans>
        </Button>
      )}
    </div>
  );
}
