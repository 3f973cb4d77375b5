// Average colours of an image's regions (its `colorData`), as data attributes or one value.

import { asString, getChild } from "../values";

const REGIONS = ["topLeft", "topRight", "bottomLeft", "bottomRight", "center"] as const;

/** `data-color-topLeft="#abc" ...` for every region, each followed by a space. */
export function imageColorAttributes(colorData: unknown): string {
  let out = "";
  for (const region of REGIONS) {
    out += `data-color-${region}="#${asString(getChild(colorData, `${region}Average`))}" `;
  }
  return out;
}

/** '#abc' of one region, prefixed by `property: ` when given; a notice when the region has none. */
export function imageColorOf(colorData: unknown, region: string, property?: string): string {
  const colour = asString(getChild(colorData, `${region}Average`));
  if (colour === "") return `"${region}" not found.`;
  return `${property === undefined ? "" : `${property}: `}#${colour}`;
}
