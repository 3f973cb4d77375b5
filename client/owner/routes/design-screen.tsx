// The Design screen (route in design.tsx, loaded as its own chunk): the palette (five brand
// colours) edited with the colour picker, overrides per colour theme entry, fonts from the font kit, the type scale, and the style
// guide: every theme as visitors will see it, from the unsaved styles. Saving makes the styles
// live at once (docs/site-styles.md); roles without design:write see the screen read-only.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading, Input, Label, NumberField, Radio, RadioGroup } from "react-aria-components";
import { COLOR_THEME_NAMES, type ColorThemeName } from "../../../worker/site-content/color-theme-names";
import { PALETTE_LABELS, PALETTE_NAMES, type PaletteName } from "../../../worker/site-styles/palette";
import {
  MAX_SWATCHES,
  THEME_ENTRIES,
  THEME_ENTRY_LABELS,
  TYPE_SCALE_LIMITS,
  type SiteStyles,
  type ThemeEntry,
} from "../../../worker/site-styles/schema";
import { siteThemes } from "../../../worker/site-styles/themes";
import { answer, api, GENERAL_ERROR } from "../api";
import { ColourPicker } from "../components/colour/ColourPicker";
import { StyleGuide } from "../components/design/StyleGuide";
import { ErrorBanner } from "../components/ErrorBanner";
import { toast } from "../components/feedback/toast";
import { useDirtyValues } from "../components/feedback/use-dirty";
import { useUnsavedChangesGuard } from "../components/feedback/use-unsaved-changes-guard";
import { FontPicker, useFontPreviews } from "../components/fonts/FontPicker";
import { UNABLE_TO_LOAD_FONTS, unableToLoadPreview, type PanelFont } from "../components/fonts/font-preview";
import { can } from "../session";

const siteStyles = api["site-styles"];

const designApi = getRouteApi("/design");

const NO_FONTS: PanelFont[] = [];

type Target =
  { kind: "palette"; name: PaletteName } | { kind: "override"; theme: ColorThemeName; entry: ThemeEntry };

const THEME_LABELS: Record<ColorThemeName, string> = {
  lightest: "Lightest",
  light: "Light",
  bright: "Bright",
  dark: "Dark",
  darkest: "Darkest",
};

const FONT_ROLES = [
  ["headings", "Headings font"],
  ["paragraphs", "Paragraphs font"],
  ["buttons", "Buttons font"],
] as const;

export function DesignScreen() {
  const data = designApi.useLoaderData();
  const { account } = designApi.useRouteContext();
  const router = useRouter();
  const editable = can(account, "design:write");
  const [styles, setStyles] = useState<SiteStyles>(data.styles);
  const [swatches, setSwatches] = useState<string[]>(data.swatches);
  const [target, setTarget] = useState<Target>({ kind: "palette", name: "accent" });
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const themes = siteThemes(styles);
  const { isDirty, markSaved } = useDirtyValues(styles);
  const guard = useUnsavedChangesGuard(isDirty, "the site's styles");
  const failedPreviews = useFontPreviews(data.fonts ?? NO_FONTS);

  const edit = (next: SiteStyles) => {
    setStyles(next);
  };

  const targetValue =
    target.kind === "palette" ? styles.palette[target.name] : themes[target.theme][target.entry];
  const targetLabel =
    target.kind === "palette"
      ? `${PALETTE_LABELS[target.name]} colour`
      : `${THEME_LABELS[target.theme]} theme ${THEME_ENTRY_LABELS[target.entry].toLowerCase()}`;

  const setTargetValue = (css: string) => {
    if (target.kind === "palette")
      return edit({ ...styles, palette: { ...styles.palette, [target.name]: css } });
    const theme = { ...styles.overrides[target.theme], [target.entry]: css };
    edit({ ...styles, overrides: { ...styles.overrides, [target.theme]: theme } });
  };

  const clearOverride = (theme: ColorThemeName, entry: ThemeEntry) => {
    const { [entry]: _dropped, ...rest } = styles.overrides[theme] ?? {};
    edit({ ...styles, overrides: { ...styles.overrides, [theme]: rest } });
  };

  const saveSwatch = async (css: string) => {
    const next = [...swatches.filter((s) => s !== css), css].slice(-MAX_SWATCHES);
    try {
      const res = await answer(siteStyles.swatches.$put({ json: { swatches: next } }));
      setSwatches(res.swatches);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };

  const save = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      const res = await answer(siteStyles.$put({ json: styles }));
      setStyles(res.styles);
      markSaved(res.styles);
      toast.success("Styles saved. Visitors see them now.");
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="design">
      {guard}
      <Heading level={1}>Design</Heading>
      <p>
        Brand colours, fonts and sizes for the whole site. The style guide shows your changes before you save.
      </p>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <div className="design-columns">
        <div className="design-editors" inert={!editable || undefined}>
          <section aria-labelledby="palette-heading">
            <Heading level={2} id="palette-heading">
              Palette
            </Heading>
            <RadioGroup
              className="radio-group palette-choice"
              aria-label="Palette colour to edit"
              orientation="horizontal"
              value={target.kind === "palette" ? target.name : null}
              onChange={(name) => setTarget({ kind: "palette", name: name as PaletteName })}
            >
              {PALETTE_NAMES.map((name) => (
                <Radio key={name} value={name}>
                  <span className="swatch" style={{ background: styles.palette[name] }} aria-hidden="true" />
                  {PALETTE_LABELS[name]}
                </Radio>
              ))}
            </RadioGroup>
            <ColourPicker
              label={targetLabel}
              value={targetValue}
              onChange={setTargetValue}
              swatches={swatches}
              onSaveSwatch={(css) => void saveSwatch(css)}
            />
          </section>
          <section aria-labelledby="themes-heading">
            <Heading level={2} id="themes-heading">
              Colour themes
            </Heading>
            <p>Generated from the palette. Choose an entry to override it with the picker above.</p>
            <table className="theme-table">
              <thead>
                <tr>
                  <th scope="col">Theme</th>
                  {THEME_ENTRIES.map((entry) => (
                    <th key={entry} scope="col">
                      {THEME_ENTRY_LABELS[entry]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {COLOR_THEME_NAMES.map((theme) => (
                  <tr key={theme}>
                    <th scope="row">{THEME_LABELS[theme]}</th>
                    {THEME_ENTRIES.map((entry) => {
                      const overridden = styles.overrides[theme]?.[entry] !== undefined;
                      const name = `${THEME_LABELS[theme]} theme ${THEME_ENTRY_LABELS[entry].toLowerCase()}`;
                      return (
                        <td key={entry}>
                          <Button
                            aria-label={`Override ${name}`}
                            onPress={() => setTarget({ kind: "override", theme, entry })}
                          >
                            <span
                              className="swatch"
                              style={{ background: themes[theme][entry] }}
                              aria-hidden="true"
                            />
                          </Button>
                          {overridden ? (
                            <Button
                              className="button-link"
                              aria-label={`Reset ${name}`}
                              onPress={() => clearOverride(theme, entry)}
                            >
                              Reset
                            </Button>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="fonts-heading">
            <Heading level={2} id="fonts-heading">
              Fonts
            </Heading>
            {failedPreviews.map((name) => (
              <p key={name} className="field-error" role="status">
                {unableToLoadPreview(name)}
              </p>
            ))}
            {data.fonts ? (
              FONT_ROLES.map(([role, label]) => (
                <FontPicker
                  key={role}
                  label={label}
                  fonts={data.fonts!}
                  guideFontIds={Object.values(styles.fonts)}
                  value={styles.fonts[role]}
                  onChange={(id) => edit({ ...styles, fonts: { ...styles.fonts, [role]: id } })}
                />
              ))
            ) : (
              <ErrorBanner message={UNABLE_TO_LOAD_FONTS} onRetry={() => void router.invalidate()} />
            )}
          </section>
          <section aria-labelledby="type-heading">
            <Heading level={2} id="type-heading">
              Type scale
            </Heading>
            <NumberField
              className="field field-narrow"
              value={styles.typeScale.baseSize}
              minValue={TYPE_SCALE_LIMITS.baseSize.min}
              maxValue={TYPE_SCALE_LIMITS.baseSize.max}
              onChange={(baseSize) => edit({ ...styles, typeScale: { ...styles.typeScale, baseSize } })}
            >
              <Label>Base size (px)</Label>
              <Input />
            </NumberField>
            <NumberField
              className="field field-narrow"
              value={styles.typeScale.ratio}
              minValue={TYPE_SCALE_LIMITS.ratio.min}
              maxValue={TYPE_SCALE_LIMITS.ratio.max}
              step={0.005}
              onChange={(ratio) => edit({ ...styles, typeScale: { ...styles.typeScale, ratio } })}
            >
              <Label>Ratio between heading sizes</Label>
              <Input />
            </NumberField>
          </section>
          {editable ? (
            <Button className="button-primary" onPress={() => void save()} isDisabled={saving}>
              {saving ? "Saving…" : "Save styles"}
            </Button>
          ) : null}
        </div>
        <section aria-labelledby="guide-heading" className="design-guide">
          <Heading level={2} id="guide-heading">
            Style guide
          </Heading>
          <StyleGuide styles={styles} />
        </section>
      </div>
    </section>
  );
}
