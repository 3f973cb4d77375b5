// Loads a kit font's file into the panel so the picker can show each name in its own face. A
// file that does not load is reported once, as the spec's 'Unable to load preview for {fontName}'.
export interface PanelFont {
  id: string;
  name: string;
  stack: string;
  family: string | null;
  url: string | null;
}

/** Spec section 8: the font list failed to load. */
export const UNABLE_TO_LOAD_FONTS = "Unable to load fonts";

export const unableToLoadPreview = (fontName: string) => `Unable to load preview for ${fontName}`;

const loads = new Map<string, Promise<void>>();

export function loadFontPreview(font: PanelFont): Promise<void> {
  if (!font.url || !font.family) return Promise.resolve();
  let load = loads.get(font.id);
  if (!load) {
    const face = new FontFace(font.family, `url(${font.url}) format("woff2")`, { weight: "100 900" });
    load = face.load().then((loaded) => {
      document.fonts.add(loaded);
    });
    load.catch(() => loads.delete(font.id));
    loads.set(font.id, load);
  }
  return load;
}
