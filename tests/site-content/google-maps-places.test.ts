// The map block's address search: owners with content:write only, the fake provider's answers in
// Google's shapes, bad input refused with a 4xx, a budget per owner, and the Google adapter asking
// for the right fields with the key.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/db/client";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { googlePlaces } from "../../worker/maps/google-places";
import { PLACES_RATE_LIMITED, PLACES_UNAVAILABLE } from "../../worker/maps/messages";
import { PlacesUnavailableError } from "../../worker/maps/places";
import { ContributorRole } from "../../worker/owner/roles";
import { PLACES_PER_MINUTE } from "../../worker/routes/google-maps";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "../owner/helpers";

const AUTOCOMPLETE = "/api/google-maps/places/autocomplete";
const DETAILS = "/api/google-maps/places/details";
const editor = new Owner();
const viewer = new Owner();
const busy = new Owner();

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("maps-editor@example.com", ContributorRole.EDITOR);
  await addContributor("maps-viewer@example.com", ContributorRole.VIEWER);
  await addContributor("maps-busy@example.com", ContributorRole.EDITOR);
  for (const [owner, email] of [
    [editor, "maps-editor@example.com"],
    [viewer, "maps-viewer@example.com"],
    [busy, "maps-busy@example.com"],
  ] as const) {
    expect((await owner.signIn(email)).status).toBe(200);
  }
});

afterEach(() => vi.restoreAllMocks());

describe("GET /api/google-maps/places/autocomplete", () => {
  it("suggests the fake provider's places matching every typed word, in Google's shape", async () => {
    const res = await editor.fetch(`${AUTOCOMPLETE}?input=tate%20lond&productPage=page_1&section=sec_2`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "OK",
      predictions: [
        {
          place_id: "fake-tate-modern",
          description: "Tate Modern, Bankside, London SE1 9TG, UK",
          structured_formatting: { main_text: "Tate Modern", secondary_text: "Bankside, London SE1 9TG, UK" },
        },
      ],
    });
  });

  it("answers ZERO_RESULTS with no predictions when nothing matches", async () => {
    const res = await editor.fetch(`${AUTOCOMPLETE}?input=nowhere-at-all`);
    expect(await res.json()).toEqual({ status: "ZERO_RESULTS", predictions: [] });
  });

  it("refuses a missing or too long input with 400 and a message", async () => {
    const missing = await editor.fetch(AUTOCOMPLETE);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "Give input: the address typed so far." });
    const long = await editor.fetch(`${AUTOCOMPLETE}?input=${"a".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: "input must be at most 200 characters." });
  });

  it("refuses visitors (401) and roles that cannot edit content (403)", async () => {
    const visitor = await new Visitor().fetch(`${AUTOCOMPLETE}?input=tate`);
    expect(visitor.status).toBe(401);
    const view = await viewer.fetch(`${AUTOCOMPLETE}?input=tate`);
    expect(view.status).toBe(403);
    expect(await view.json()).toEqual({ message: "Your role on this site does not allow this." });
  });
});

describe("GET /api/google-maps/places/details", () => {
  it("resolves a suggestion to its address and coordinates", async () => {
    const res = await editor.fetch(`${DETAILS}?place_id=fake-eiffel-tower`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "OK",
      result: {
        place_id: "fake-eiffel-tower",
        name: "Eiffel Tower",
        formatted_address: "Av. Gustave Eiffel, 75007 Paris, France",
        geometry: { location: { lat: 48.8584, lng: 2.2945 } },
      },
    });
  });

  it("answers 404 for an unknown place and 400 without place_id", async () => {
    expect((await editor.fetch(`${DETAILS}?place_id=fake-nothing`)).status).toBe(404);
    const missing = await editor.fetch(DETAILS);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "Give place_id: the id of a suggestion." });
  });

  it("refuses a session token with characters Google would not take", async () => {
    const res = await editor.fetch(`${DETAILS}?place_id=fake-eiffel-tower&sessiontoken=a%20b`);
    expect(res.status).toBe(400);
  });
});

describe("the address search budget", () => {
  it(`answers 429 after ${PLACES_PER_MINUTE} calls a minute by one owner, and other owners go on`, async () => {
    for (let i = 0; i < PLACES_PER_MINUTE; i++) {
      expect((await busy.fetch(`${AUTOCOMPLETE}?input=tower`)).status).toBe(200);
    }
    const refused = await busy.fetch(`${DETAILS}?place_id=fake-cn-tower`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({ message: PLACES_RATE_LIMITED });
    expect((await editor.fetch(`${AUTOCOMPLETE}?input=tower`)).status).toBe(200);
  });
});

describe("the Google Places adapter", () => {
  it("asks for autocomplete with the key and session token and keeps Google's prediction shape", async () => {
    const seen: URL[] = [];
    const fetcher = (async (input: URL) => {
      seen.push(new URL(input));
      return Response.json({
        status: "OK",
        predictions: [
          {
            place_id: "ChIJ1",
            description: "Ferry Building, San Francisco, CA, USA",
            structured_formatting: { main_text: "Ferry Building", secondary_text: "San Francisco, CA, USA" },
            types: ["establishment"],
          },
        ],
      });
    }) as unknown as typeof fetch;
    const places = googlePlaces("secret-key", "https://places.test/api", fetcher);
    const predictions = await places.autocomplete("ferry", { sessionToken: "tok-1" });
    expect(predictions).toEqual([
      {
        place_id: "ChIJ1",
        description: "Ferry Building, San Francisco, CA, USA",
        structured_formatting: { main_text: "Ferry Building", secondary_text: "San Francisco, CA, USA" },
      },
    ]);
    expect(seen[0]!.pathname).toBe("/api/autocomplete/json");
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      input: "ferry",
      sessiontoken: "tok-1",
      key: "secret-key",
    });
  });

  it("asks details for the location fields only, and treats a refused key as unavailable", async () => {
    const seen: URL[] = [];
    const answers = [
      {
        status: "OK",
        result: {
          place_id: "ChIJ1",
          name: "Ferry Building",
          formatted_address: "1 Ferry Bldg",
          geometry: { location: { lat: 37.79, lng: -122.39 } },
        },
      },
      { status: "REQUEST_DENIED", error_message: "The provided API key is invalid." },
    ];
    const fetcher = (async (input: URL) => {
      seen.push(new URL(input));
      return Response.json(answers.shift());
    }) as unknown as typeof fetch;
    const places = googlePlaces("secret-key", "https://places.test/api", fetcher);
    expect(await places.details("ChIJ1", {})).toEqual({
      place_id: "ChIJ1",
      name: "Ferry Building",
      formatted_address: "1 Ferry Bldg",
      geometry: { location: { lat: 37.79, lng: -122.39 } },
    });
    expect(seen[0]!.searchParams.get("fields")).toBe("place_id,name,formatted_address,geometry/location");
    await expect(places.details("ChIJ1", {})).rejects.toBeInstanceOf(PlacesUnavailableError);
  });

  it("words the panel's failure the spec's way", () => {
    expect(PLACES_UNAVAILABLE).toBe("Unable to load results");
  });
});
