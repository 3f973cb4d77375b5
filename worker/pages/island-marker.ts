// An island's server-rendered marker: `<div data-island data-props='…' data-hydrate>`. The props
// JSON sits in a single-quoted attribute, so its many double quotes go out as they are (escaped
// as &quot; they made a listing's HTML 15% larger); only & and ' need escaping there.

const escapeSingleQuoted = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#39;");

/** `parts`: the lazily loaded parts the HTML holds, which the browser loads before it hydrates. */
export const islandMarker = (
  name: string,
  props: unknown,
  hydrate: string,
  html: string,
  parts: readonly string[] = [],
): string =>
  `<div data-island="${name}" data-props='${escapeSingleQuoted(JSON.stringify(props))}' ` +
  `data-hydrate="${hydrate}"${parts.length ? ` data-parts="${parts.join(" ")}"` : ""}>${html}</div>`;

const markerProps = (name: string) => new RegExp(`(data-island="${name}" data-props=')([^']*)'`);

const unescape = (s: string) => s.replace(/&#39;/g, "'").replace(/&amp;/g, "&");

/** The props of the first island `name` in a page's HTML (tests, and tools reading pages). */
export function readIslandProps<T = Record<string, unknown>>(html: string, name: string): T | undefined {
  const m = markerProps(name).exec(html);
  return m ? (JSON.parse(unescape(m[2]!)) as T) : undefined;
}

/** The page with the first island `name`'s props changed by `edit` (tests stand in for settings). */
export function rewriteIslandProps<T = Record<string, unknown>>(
  html: string,
  name: string,
  edit: (props: T) => void,
): string {
  return html.replace(markerProps(name), (_, head: string, props: string) => {
    const json = JSON.parse(unescape(props)) as T;
    edit(json);
    return `${head}${escapeSingleQuoted(JSON.stringify(json))}'`;
  });
}
