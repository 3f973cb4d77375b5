// The one allow-list for HTML that reaches a page from an owner: rendered rich text and
// owner-written HTML (code blocks, page bodies). Anything not named here is removed. Attribute
// names are hast property names (className, colSpan). No element may carry style, event handlers
// or forms; links and images take only the schemes below (no javascript:, no data:).
import type { Schema } from "hast-util-sanitize";

const TEXT = ["p", "br", "strong", "b", "em", "i", "u", "s", "del", "ins", "code", "kbd", "samp"];
const MORE_TEXT = ["sub", "sup", "small", "mark", "abbr", "cite", "dfn", "q", "time", "var", "span", "wbr"];
const BLOCKS = ["h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "hr", "div", "section", "article"];
const GROUPS = ["ul", "ol", "li", "dl", "dt", "dd", "figure", "figcaption", "details", "summary"];
const TABLES = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "colgroup", "col"];

export const ALLOWED_EMBED_PREFIXES = [
  "https://www.youtube.com/embed/",
  "https://www.youtube-nocookie.com/embed/",
  "https://player.vimeo.com/video/",
];

export const allowList: Schema = {
  tagNames: [...TEXT, ...MORE_TEXT, ...BLOCKS, ...GROUPS, ...TABLES, "a", "img", "iframe"],
  // Elements whose content is not text to keep: dropped whole rather than unwrapped.
  strip: [
    "script",
    "style",
    "template",
    "noscript",
    "textarea",
    "title",
    "svg",
    "math",
    "object",
    "embed",
    "select",
    "button",
    "head",
  ],
  attributes: {
    a: ["href", "title", ["target", "_blank"]],
    img: ["src", "alt", "title", "width", "height", ["loading", "lazy", "eager"]],
    iframe: ["src", "title", "width", "height", "allowFullScreen"],
    ol: ["start", "reversed", ["type", "1", "a", "A", "i", "I"]],
    code: [["className", /^language-[\w-]{1,40}$/]],
    td: ["colSpan", "rowSpan", "headers"],
    th: ["colSpan", "rowSpan", "headers", "scope"],
    col: ["span"],
    colgroup: ["span"],
    time: ["dateTime"],
    details: ["open"],
    "*": ["id", "className", "lang", "dir", "ariaLabel", "ariaHidden", "ariaDescribedBy", "ariaLabelledBy"],
  },
  protocols: {
    href: ["http", "https", "mailto", "tel"],
    src: ["https", "http"],
    cite: ["http", "https"],
  },
  ancestors: {
    li: ["ul", "ol"],
    dt: ["dl"],
    dd: ["dl"],
    caption: ["table"],
    thead: ["table"],
    tbody: ["table"],
    tfoot: ["table"],
    tr: ["table"],
    th: ["table"],
    td: ["table"],
    col: ["table"],
    colgroup: ["table"],
    figcaption: ["figure"],
    summary: ["details"],
  },
  // ids and names get a prefix so owner HTML cannot clobber globals the page's scripts read.
  clobber: ["id", "name", "ariaDescribedBy", "ariaLabelledBy"],
  clobberPrefix: "user-content-",
  allowComments: false,
  allowDoctypes: false,
};
