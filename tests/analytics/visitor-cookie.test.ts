// Every visitor cookie rule of spec sections 3, 4 and 9.
import { describe, expect, it } from "vitest";
import {
  ANALYTICS_ID_MAX_AGE,
  analyticsId,
  cookieString,
  formatVisitorRecord,
  hitStartsVisit,
  mayStoreCookies,
  parseVisitorRecord,
  parseVisitTime,
  readCookie,
  VISIT_MAX_AGE,
  VISITOR_RECORD_MAX_AGE,
  visitorHit,
} from "../../worker/analytics/visitor-cookie";

const STANDARD = { restrictive: false, cloneable: false };
const T0 = 1_700_000_000_000;
const MIN = 60_000;
const ids = () => {
  let n = 0;
  return () => `new-id-${++n}`;
};

describe("ss_cvr validity", () => {
  it.each([
    ["abc-123|1|2|3|4", true],
    ["a_b|1700000000000|1700000000000|1700000000000|1", true],
    ["550e8400-e29b-41d4-a716-446655440000|5|5|5|1", true],
    ["abc|1|2|3", false], // four parts
    ["abc|1|2|3|4|5", false], // six parts
    ["abc|0|2|3|4", false], // zero is not positive
    ["abc|1|2|3|0", false],
    ["abc|-1|2|3|4", false],
    ["abc|1.5|2|3|4", false],
    ["abc|01|2|3|4", false], // not a canonical integer
    ["a c|1|2|3|4", false], // a space is not a word character
    ["a.c|1|2|3|4", false],
    ["|1|2|3|4", false],
    ["abc|1|2|3|99999999999999999999", false], // beyond a safe integer
    ["", false],
  ])("%s valid: %s", (value, valid) => {
    expect(parseVisitorRecord(value) !== undefined).toBe(valid);
  });

  it("round-trips its five parts", () => {
    const record = parseVisitorRecord("id-1|10|20|30|4")!;
    expect(record).toEqual({
      id: "id-1",
      firstVisit: 10,
      previousVisit: 20,
      currentVisit: 30,
      visitCount: 4,
    });
    expect(formatVisitorRecord(record)).toBe("id-1|10|20|30|4");
  });
});

describe("ss_cvt validity", () => {
  it.each([
    ["1700000000000", 1_700_000_000_000],
    ["1", 1],
    ["0", undefined],
    ["-5", undefined],
    ["12a", undefined],
    ["1.5", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s -> %s", (value, expected) => {
    expect(parseVisitTime(value)).toBe(expected);
  });
});

describe("visit counting", () => {
  it("a missing ss_cvr starts a new record with count 1 and both cookies", () => {
    const hit = visitorHit({}, STANDARD, T0, ids());
    expect(hit.record).toEqual({
      id: "new-id-1",
      firstVisit: T0,
      previousVisit: T0,
      currentVisit: T0,
      visitCount: 1,
    });
    expect(hit.newVisit).toBe(true);
    expect(hit.stored).toBe(true);
    expect(hit.writes).toEqual([
      { name: "ss_cvr", value: `new-id-1|${T0}|${T0}|${T0}|1`, maxAge: VISITOR_RECORD_MAX_AGE },
      { name: "ss_cvt", value: String(T0), maxAge: VISIT_MAX_AGE },
      { name: "ss_cid", value: "", maxAge: 0 },
      { name: "ss_cpvisit", value: "", maxAge: 0 },
      { name: "ss_cvisit", value: "", maxAge: 0 },
    ]);
  });

  it("an invalid ss_cvr is discarded: a new record with count 1", () => {
    const hit = visitorHit({ cvr: "bad|1|2|3", cvt: String(T0) }, STANDARD, T0 + MIN, ids());
    expect(hit.record.id).toBe("new-id-1");
    expect(hit.record.visitCount).toBe(1);
    expect(hit.newVisit).toBe(true);
  });

  it("a valid ss_cvr with a live ss_cvt continues the visit and refreshes ss_cvt", () => {
    const cvr = `v1|${T0}|${T0}|${T0}|1`;
    const hit = visitorHit({ cvr, cvt: String(T0) }, STANDARD, T0 + 29 * MIN, ids());
    expect(hit.newVisit).toBe(false);
    expect(formatVisitorRecord(hit.record)).toBe(cvr);
    expect(hit.writes[1]).toEqual({ name: "ss_cvt", value: String(T0 + 29 * MIN), maxAge: 1800 });
  });

  it("a valid ss_cvr with an expired ss_cvt counts a visit: count +1, current time set, previous kept", () => {
    const cvr = `v1|${T0}|${T0}|${T0 + 5 * MIN}|3`;
    const now = T0 + 5 * MIN + 30 * MIN;
    const hit = visitorHit({ cvr, cvt: String(T0 + 5 * MIN) }, STANDARD, now, ids());
    expect(hit.newVisit).toBe(true);
    expect(hit.record).toEqual({
      id: "v1",
      firstVisit: T0,
      previousVisit: T0 + 5 * MIN,
      currentVisit: now,
      visitCount: 4,
    });
    expect(hit.writes[1]!.value).toBe(String(now));
  });

  it("a valid ss_cvr without ss_cvt (the 30 minute cookie expired) counts a visit", () => {
    const hit = visitorHit({ cvr: `v1|${T0}|${T0}|${T0}|1` }, STANDARD, T0 + 60 * MIN, ids());
    expect(hit.record.visitCount).toBe(2);
    expect(hit.record.previousVisit).toBe(T0);
  });

  it("an invalid ss_cvt is discarded, so the hit counts a visit", () => {
    const hit = visitorHit({ cvr: `v1|${T0}|${T0}|${T0}|1`, cvt: "soon" }, STANDARD, T0 + MIN, ids());
    expect(hit.record.visitCount).toBe(2);
  });

  it("the server sees a visit start where ss_cvt equals the current visit time, or is absent", () => {
    const record = parseVisitorRecord(`v1|${T0}|${T0}|${T0 + MIN}|2`)!;
    expect(hitStartsVisit(record, String(T0 + MIN))).toBe(true);
    expect(hitStartsVisit(record, String(T0 + 2 * MIN))).toBe(false);
    expect(hitStartsVisit(record, undefined)).toBe(true);
  });
});

describe("restrictive cookie mode and cloneable sites", () => {
  it("restrictive mode without consent: a fresh record per hit, nothing stored", () => {
    const mode = { restrictive: true, cloneable: false };
    const next = ids();
    const cvr = `v1|${T0}|${T0}|${T0}|7`;
    const a = visitorHit({ cvr, cvt: String(T0) }, mode, T0 + MIN, next);
    const b = visitorHit({ cvr, cvt: String(T0) }, mode, T0 + 2 * MIN, next);
    expect(a.record).toEqual({
      id: "new-id-1",
      firstVisit: T0 + MIN,
      previousVisit: T0 + MIN,
      currentVisit: T0 + MIN,
      visitCount: 1,
    });
    expect(b.record.id).toBe("new-id-2");
    expect(a.stored).toBe(false);
    expect(a.writes).toEqual([]);
  });

  it("restrictive mode with ss_performanceCookiesAllowed=true stores as usual", () => {
    const mode = { restrictive: true, cloneable: false, consent: "true" };
    expect(mayStoreCookies(mode)).toBe(true);
    const hit = visitorHit({ cvr: `v1|${T0}|${T0}|${T0}|1`, cvt: String(T0) }, mode, T0 + MIN, ids());
    expect(hit.stored).toBe(true);
    expect(hit.record.id).toBe("v1");
  });

  it.each(["false", "", "1", undefined])("consent %s is not consent", (consent) => {
    expect(mayStoreCookies({ restrictive: true, cloneable: false, consent })).toBe(false);
  });

  it("cloneable sites never store, even with consent", () => {
    const mode = { restrictive: false, cloneable: true, consent: "true" };
    const hit = visitorHit({ cvr: `v1|${T0}|${T0}|${T0}|1` }, mode, T0, ids());
    expect(hit.stored).toBe(false);
    expect(hit.record.visitCount).toBe(1);
    expect(hit.record.id).toBe("new-id-1");
  });
});

describe("the analytics cookie", () => {
  it("keeps a stored id and writes a new one for 390 days", () => {
    expect(analyticsId("aid-1", STANDARD, ids())).toEqual({ id: "aid-1" });
    expect(analyticsId(undefined, STANDARD, ids())).toEqual({
      id: "new-id-1",
      write: { name: "ss_aid", value: "new-id-1", maxAge: 390 * 24 * 3600 },
    });
    expect(ANALYTICS_ID_MAX_AGE).toBe(33_696_000);
    expect(analyticsId("not valid!", STANDARD, ids()).id).toBe("new-id-1");
  });

  it("is neither read nor written where cookies may not be stored", () => {
    expect(analyticsId("aid-1", { restrictive: true, cloneable: false }, ids())).toEqual({ id: "new-id-1" });
  });
});

describe("cookie strings", () => {
  it("2 years, 30 minutes, path /, SameSite=Lax, Secure on https", () => {
    expect(VISITOR_RECORD_MAX_AGE).toBe(63_072_000);
    expect(VISIT_MAX_AGE).toBe(1800);
    expect(cookieString({ name: "ss_cvr", value: "a|1|1|1|1", maxAge: 5 }, true)).toBe(
      "ss_cvr=a%7C1%7C1%7C1%7C1; Max-Age=5; Path=/; SameSite=Lax; Secure",
    );
    expect(readCookie("x=1; ss_cvr=a%7C1%7C1%7C1%7C1; y=2", "ss_cvr")).toBe("a|1|1|1|1");
    expect(readCookie("x=1", "ss_cvr")).toBeUndefined();
  });
});
