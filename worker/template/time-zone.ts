// The time zone a render uses when the host names none: the site's own (website.timeZone
// in the data), else New York, as the reference engines default.

import { getPath } from "./values";

const DEFAULT_TIME_ZONE = "America/New_York";

export function dataTimeZone(data: unknown): string {
  const tz = getPath(data, ["website", "timeZone"]);
  return typeof tz === "string" && tz !== "" ? tz : DEFAULT_TIME_ZONE;
}
