// A photo's focal point on its preview: a click or tap sets it where the pointer is; focused, the
// arrow keys move it by 5% (Shift: 1%), Home puts it back in the centre. The storefront keeps this
// point in view when a layout crops the photo (object-position, worker/pages/image-formatters.ts).
import type { KeyboardEvent } from "react";

interface Point {
  x: number;
  y: number;
}

const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
const percent = (v: number) => `${Math.round(v * 100)}%`;

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function PhotoFocalPoint({
  src,
  name,
  value,
  onChange,
}: {
  src: string;
  /** Names the photo for screen readers ("photo 2"). */
  name: string;
  value: Point;
  onChange: (point: Point) => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Home") {
      event.preventDefault();
      return onChange({ x: 0.5, y: 0.5 });
    }
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? 0.01 : 0.05;
    onChange({ x: clamp(value.x + step[0] * by), y: clamp(value.y + step[1] * by) });
  };
  return (
    <div
      className="photo-focal"
      role="group"
      tabIndex={0}
      aria-label={`Focal point of ${name}: ${percent(value.x)} from the left, ${percent(value.y)} from the top. Click the photo or use the arrow keys to move it.`}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        onChange({
          x: clamp((event.clientX - box.left) / box.width),
          y: clamp((event.clientY - box.top) / box.height),
        });
      }}
    >
      <img src={src} alt="" draggable={false} />
      <span
        className="focal-marker"
        aria-hidden="true"
        style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
      />
    </div>
  );
}
