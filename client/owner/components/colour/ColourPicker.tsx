// The colour picker (spec: hex, RGB, HSL, alpha, saved swatches): react-aria's colour area,
// hue and alpha sliders, RGB fields and swatch picker, kept in step by its ColorPicker; the
// colour as text and as HSL numbers by the spec's own rules; which text colour it takes (section
// 9's dark/light rule). Every part is labelled and works from the keyboard.
import {
  Button,
  ColorArea,
  ColorField,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  ColorThumb,
  Input,
  Label,
  SliderOutput,
  SliderTrack,
} from "react-aria-components";
import { isDark, parseColour } from "../../../../worker/content/colour";
import { fromAriaColour, toAriaColour } from "./colour-value";
import { ColourTextField } from "./ColourTextField";
import { HslFields } from "./HslFields";

interface Props {
  label: string;
  /** Stored colour text: '#rrggbb' or 'rgba(r, g, b, a)'. */
  value: string;
  onChange: (css: string) => void;
  swatches: readonly string[];
  /** Keeps the current colour among the site's saved swatches. */
  onSaveSwatch?: (css: string) => void;
}

function ChannelSlider({ channel, label }: { channel: "hue" | "alpha"; label: string }) {
  return (
    <ColorSlider channel={channel} colorSpace="hsb" className="colour-slider">
      <Label>{label}</Label>
      <SliderOutput />
      <SliderTrack className="colour-slider-track">
        <ColorThumb className="colour-thumb" />
      </SliderTrack>
    </ColorSlider>
  );
}

export function ColourPicker({ label, value, onChange, swatches, onSaveSwatch }: Props) {
  const colour = toAriaColour(value);
  const rgba = parseColour(value);
  const textIsLight = rgba ? isDark(rgba) : false;
  const change = (css: string) => {
    if (css !== value) onChange(css);
  };

  return (
    <fieldset className="colour-picker">
      <legend>{label}</legend>
      <ColorPicker value={colour} onChange={(c) => change(fromAriaColour(c))}>
        <div className="colour-picker-controls">
          <ColorArea
            aria-label={`${label}: saturation and brightness`}
            colorSpace="hsb"
            xChannel="saturation"
            yChannel="brightness"
            className="colour-area"
          >
            <ColorThumb className="colour-thumb" />
          </ColorArea>
          <div className="colour-picker-fields">
            <ChannelSlider channel="hue" label="Hue" />
            <ChannelSlider channel="alpha" label="Alpha" />
            <div className="rgb-fields" role="group" aria-label={`${label} in RGB`}>
              {(["red", "green", "blue"] as const).map((channel) => (
                <ColorField key={channel} channel={channel} colorSpace="rgb" className="field field-narrow">
                  <Label>{channel[0]!.toUpperCase()}</Label>
                  <Input />
                </ColorField>
              ))}
            </div>
          </div>
        </div>
        {swatches.length > 0 ? (
          <ColorSwatchPicker aria-label="Saved swatches" className="swatch-picker">
            {swatches.map((swatch) => (
              <ColorSwatchPickerItem key={swatch} color={toAriaColour(swatch)} className="swatch-item">
                <ColorSwatch className="swatch" />
              </ColorSwatchPickerItem>
            ))}
          </ColorSwatchPicker>
        ) : null}
      </ColorPicker>
      <ColourTextField label={`${label} (hex, rgb, hsl or name)`} value={value} onChange={change} />
      <HslFields label={label} value={value} onChange={change} />
      <p className="colour-reading">
        <span className="swatch" style={{ background: value }} aria-hidden="true" />
        {textIsLight ? "A dark colour: light text goes on it." : "A light colour: dark text goes on it."}
      </p>
      {onSaveSwatch ? (
        <Button onPress={() => onSaveSwatch(value)} isDisabled={swatches.includes(value)}>
          Save as swatch
        </Button>
      ) : null}
    </fieldset>
  );
}
