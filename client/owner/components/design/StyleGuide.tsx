// The style guide: headings, a paragraph, a link and a button in every colour theme, painted by
// the same stylesheet visitors get (worker/site-styles/css.ts, scoped to this preview) and the
// same section rules (client/styles/section-themes.css), from the styles being edited.
import sectionThemesCss from "../../../styles/section-themes.css?inline";
import { siteStylesCss } from "../../../../worker/site-styles/css";
import type { SiteStyles } from "../../../../worker/site-styles/schema";
import { COLOR_THEME_NAMES } from "../../../../worker/site-content/color-theme-names";

const THEME_LABELS = {
  lightest: "Lightest",
  light: "Light",
  bright: "Bright",
  dark: "Dark",
  darkest: "Darkest",
};

export function StyleGuide({ styles }: { styles: SiteStyles }) {
  const css = siteStylesCss(styles, { root: ".style-guide" }) + sectionThemesCss;
  return (
    <div className="style-guide">
      <style>{css}</style>
      {COLOR_THEME_NAMES.map((name) => (
        <section
          key={name}
          className={`style-guide-theme section-theme-${name}`}
          aria-label={`${THEME_LABELS[name]} theme`}
          data-theme={name}
        >
          <p className="style-guide-theme-name">{THEME_LABELS[name]}</p>
          <h1>Heading 1</h1>
          <h2>Heading 2</h2>
          <h3>Heading 3</h3>
          <h4>Heading 4</h4>
          <p>
            A paragraph of body text, with <a href="#style-guide">a link</a> in it.
          </p>
          <span className="button">Button</span>
        </section>
      ))}
    </div>
  );
}
