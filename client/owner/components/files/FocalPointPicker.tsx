// The focal point of an image (spec section 3 mediaFocalPoint, 0..1 from the top left, default
// the centre): the part kept in view when a layout crops it. Pointer users click the picture;
// keyboard users move two sliders (arrow keys, Home/End), which move the same marker.
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from "react-aria-components";

interface Point {
  x: number;
  y: number;
}

interface Props {
  src: string;
  alt: string;
  value: Point;
  onChange: (point: Point) => void;
}

const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;

function Axis({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  return (
    <Slider
      className="focal-slider"
      minValue={0}
      maxValue={100}
      value={Math.round(value * 100)}
      onChange={(v) => onChange(round((v as number) / 100))}
    >
      <Label>{label}</Label>
      <SliderOutput>{({ state }) => `${state.getThumbValue(0)}%`}</SliderOutput>
      <SliderTrack className="focal-track">
        <SliderThumb className="focal-thumb" />
      </SliderTrack>
    </Slider>
  );
}

export function FocalPointPicker({ src, alt, value, onChange }: Props) {
  return (
    <fieldset className="focal-point">
      <legend>Focal point</legend>
      <div
        className="focal-image"
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          onChange({
            x: round((event.clientX - box.left) / box.width),
            y: round((event.clientY - box.top) / box.height),
          });
        }}
      >
        <img src={src} alt={alt} />
        <span
          className="focal-marker"
          aria-hidden="true"
          style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
        />
      </div>
      <Axis label="From the left" value={value.x} onChange={(x) => onChange({ ...value, x })} />
      <Axis label="From the top" value={value.y} onChange={(y) => onChange({ ...value, y })} />
    </fieldset>
  );
}
