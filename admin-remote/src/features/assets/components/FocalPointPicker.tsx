import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, Space, Typography } from 'antd';
import { imageSources } from '@mfe/shared-ui';
import { FOCUS_MAX, FOCUS_MIN, IMAGE_CROP_DEFAULT, type ImageFit } from '@mfe/catalogue-core/messages';
import { FOCUS_SLOT, FRAME_PREVIEW_SLOT } from '../../../crud/fields/imageSlots';
import { useMessages } from '../../../messages/messages';

/** An image's focal point in whole percent of its width and height from the top left (issue 20). */
export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTRE: FocalPoint = { x: IMAGE_CROP_DEFAULT.focus_x, y: IMAGE_CROP_DEFAULT.focus_y };
/** How far an arrow key moves the point. */
export const FOCUS_STEP = 5;

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-FOCUS_STEP, 0],
  ArrowRight: [FOCUS_STEP, 0],
  ArrowUp: [0, -FOCUS_STEP],
  ArrowDown: [0, FOCUS_STEP],
};

const clamp = (value: number) => Math.min(FOCUS_MAX, Math.max(FOCUS_MIN, Math.round(value)));

interface FocalPointPickerProps {
  /** The stored image (its image_path). */
  path: string | undefined;
  /** The fit chosen beside it: the frame preview shows it. */
  fit: ImageFit;
  /** Form.Item's value and onChange. */
  value?: FocalPoint;
  onChange?: (point: FocalPoint) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * Where the fixed-aspect frames of the public pages crop an image around: a click on the picture
 * (shown whole) sets the point a marker shows; with the keyboard, the arrow keys move it by 5 %. A
 * 4:3 frame beside it shows what a card keeps. A 2D control after react-colorful's pickers: a
 * slider whose value text says both coordinates.
 */
export function FocalPointPicker({ path, fit, value = CENTRE, onChange, id, disabled = false }: FocalPointPickerProps) {
  const m = useMessages();
  const pointText = ({ x, y }: FocalPoint) => m.focalPointValue(x, y);
  const picture = useRef<HTMLDivElement>(null);
  const whole = imageSources(path, FOCUS_SLOT.widths);
  const framed = imageSources(path, FRAME_PREVIEW_SLOT.widths);
  const point = { x: clamp(value.x), y: clamp(value.y) };
  const set = (next: FocalPoint) => {
    if (disabled) return;
    const clamped = { x: clamp(next.x), y: clamp(next.y) };
    if (clamped.x !== point.x || clamped.y !== point.y) onChange?.(clamped);
  };

  function click(event: MouseEvent<HTMLDivElement>) {
    const box = picture.current?.getBoundingClientRect();
    if (!box || !box.width || !box.height) return;
    set({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
    picture.current?.focus();
  }

  function key(event: KeyboardEvent<HTMLDivElement>) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    set({ x: point.x + move[0], y: point.y + move[1] });
  }

  const hintId = `${id ?? 'focal-point'}-hint`;
  return (
    <div>
      <Space align="start" wrap size={16}>
        <div
          ref={picture}
          id={id}
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={m.focalPoint}
          aria-valuemin={FOCUS_MIN}
          aria-valuemax={FOCUS_MAX}
          aria-valuenow={point.x}
          aria-valuetext={pointText(point)}
          aria-describedby={hintId}
          aria-disabled={disabled || undefined}
          data-testid="focal-point-picture"
          onClick={click}
          onKeyDown={key}
          style={{ position: 'relative', display: 'inline-block', lineHeight: 0, cursor: disabled ? 'default' : 'crosshair', outlineOffset: 2 }}
        >
          {whole && (
            <img
              src={whole.src}
              srcSet={whole.srcSet}
              sizes={whole.srcSet ? FOCUS_SLOT.sizes : undefined}
              alt=""
              draggable={false}
              style={{ display: 'block', maxWidth: '100%', maxHeight: FOCUS_SLOT.height, background: '#fafafa' }}
            />
          )}
          <span
            aria-hidden
            data-testid="focal-point-marker"
            style={{
              position: 'absolute',
              left: `${point.x}%`,
              top: `${point.y}%`,
              width: 20,
              height: 20,
              transform: 'translate(-50%, -50%)',
              borderRadius: '50%',
              border: '2px solid #fff',
              boxShadow: '0 0 0 2px rgba(0, 0, 0, 0.65)',
              background: 'rgba(22, 119, 255, 0.45)',
              pointerEvents: 'none',
            }}
          />
        </div>
        {framed && (
          <figure style={{ margin: 0 }}>
            <img
              src={framed.src}
              srcSet={framed.srcSet}
              sizes={framed.srcSet ? FRAME_PREVIEW_SLOT.sizes : undefined}
              alt=""
              data-testid="focal-point-frame"
              width={FRAME_PREVIEW_SLOT.width}
              height={FRAME_PREVIEW_SLOT.height}
              style={{
                display: 'block',
                width: FRAME_PREVIEW_SLOT.width,
                height: FRAME_PREVIEW_SLOT.height,
                objectFit: fit,
                objectPosition: fit === 'cover' ? `${point.x}% ${point.y}%` : undefined,
                background: '#eef2f6',
                border: '1px solid #eee',
              }}
            />
            <figcaption style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.45)' }}>{m.inACard}</figcaption>
          </figure>
        )}
      </Space>
      <div style={{ marginTop: 8 }}>
        <Space wrap>
          <Typography.Text data-testid="focal-point-values">{m.focalPointShown(pointText(point))}</Typography.Text>
          <Button size="small" onClick={() => set(CENTRE)} disabled={disabled || (point.x === CENTRE.x && point.y === CENTRE.y)}>
            {m.centre}
          </Button>
        </Space>
        <Typography.Paragraph id={hintId} type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
          {m.focalPointHint(FOCUS_STEP)}
          {fit === 'contain' && ' With “Show whole picture” nothing is cropped, so the point is kept for later.'}
        </Typography.Paragraph>
      </div>
    </div>
  );
}
