// The widths the editor previews a page at: as wide as the pane, a tablet's, a phone's.
export const PREVIEW_WIDTHS = [
  { id: "desktop", label: "Desktop" },
  { id: "tablet", label: "Tablet" },
  { id: "phone", label: "Phone" },
] as const;

export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]["id"];
