import { describe, expect, it } from "vitest";
import { compactUtc, googleCalendarUrl } from "../../worker/content/calendar-link";

const start = Date.UTC(2013, 10, 15, 12, 30, 30);
const end = Date.UTC(2013, 10, 15, 12, 31, 56);

describe("googleCalendarUrl", () => {
  it("writes start and end in compact UTC", () => {
    expect(compactUtc(start)).toBe("20131115T123030Z");
    expect(googleCalendarUrl({ title: "", startDate: start, endDate: end })).toBe(
      "http://www.google.com/calendar/event?action=TEMPLATE&text=&dates=20131115T123030Z/20131115T123156Z",
    );
  });

  it("encodes the title and joins the non-blank address parts with commas", () => {
    const url = googleCalendarUrl({
      title: "Q&A night",
      startDate: start,
      endDate: end,
      location: { addressLine1: " 1 Main St ", addressLine2: "", addressCountry: "USA" },
    });
    expect(url).toContain("&text=Q%26A%20night&");
    expect(url.endsWith("&location=1%20Main%20St%2C%20USA")).toBe(true);
  });

  it("leaves the location out when every part is blank", () => {
    const url = googleCalendarUrl({
      title: "x",
      startDate: start,
      endDate: end,
      location: { addressLine1: " " },
    });
    expect(url).not.toContain("location");
  });
});
