// JSON contexts for the suite's templates, shaped like the page contexts a site serves
// (collection, items, website). Built deterministically: every run renders the same data.
import { largeListingContext } from "../seed-context";

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 2026-03-02 09:30 UTC, the suite's "now" for data. */
const BASE = Date.UTC(2026, 2, 2, 9, 30);

const WORDS = (
  "linen oak kiln glaze stoneware indigo harvest atelier weave market studio river " +
  "autumn workshop ceramic pattern mending thread colour season gather table light"
).split(" ");

/** Deterministic pseudo-random words: the same text every run. */
function words(seed: number, count: number): string {
  let s = seed * 7919 + 17;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    out.push(WORDS[s % WORDS.length]!);
  }
  return out.join(" ");
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function website(timeZone: string) {
  return {
    id: "site_bench",
    siteTitle: "Kiln & Loom <Studio>",
    siteTagLine: "Ceramics, textiles & slow things",
    baseUrl: "https://kilnandloom.example",
    timeZone,
    language: "en-US",
    copyrightYear: 2026,
    socialAccounts: [
      {
        serviceName: "instagram",
        profileUrl: "https://instagram.com/kilnandloom",
        screenname: "@kilnandloom",
      },
      {
        serviceName: "pinterest",
        profileUrl: "https://pinterest.com/kilnandloom",
        screenname: "Kiln & Loom",
      },
    ],
  };
}

export function blogContext() {
  const items = [];
  for (let i = 0; i < 10; i++) {
    const publishOn = BASE - i * 3 * DAY - i * 5 * HOUR;
    items.push({
      id: `post_${i}`,
      urlId: `notes-${i}`,
      fullUrl: `/journal/notes-from-the-studio-${i}`,
      title: `${capitalise(words(i, 5))} <notes> & more`,
      publishOn,
      updatedOn: publishOn + (i % 3) * DAY + 2 * HOUR,
      starred: i === 0,
      recordType: 1,
      assetUrl: i % 2 === 0 ? `https://images.example.com/journal/${i}.jpg` : "",
      ...(i % 2 === 0 ? { mainImage: { assetUrl: `https://images.example.com/journal/${i}.jpg` } } : {}),
      excerpt: i % 4 === 3 ? "" : `<p>${capitalise(words(i + 50, 28))}.</p>`,
      body: `<p>${capitalise(words(i + 90, 60))}.</p><p>${capitalise(words(i + 91, 40))}.</p>`,
      author: { id: `author_${i % 3}`, displayName: ["Ada Quill", "Bo Fairweather", "Cy Ito"][i % 3] },
      categories: i % 3 === 0 ? ["Studio", "Process & Craft"] : ["Journal"],
      tags: [words(i + 7, 1), words(i + 8, 1), `tag ${i}/${i + 1}`],
      commentCount: [0, 1, 4, 12, 0, 2, 1, 7, 0, 31][i],
    });
  }
  return {
    website: website("America/Los_Angeles"),
    collection: {
      id: "col_journal",
      title: "Journal",
      fullUrl: "/journal",
      description: "<p>Notes from the studio: process, people and the odd recipe.</p>",
    },
    items,
    pagination: { nextPage: true, nextPageUrl: "/journal?offset=10", prevPage: false },
  };
}

export function eventsContext() {
  const upcoming = [];
  for (let i = 0; i < 12; i++) {
    const start = BASE + i * 4 * DAY + (i % 4) * 2 * HOUR;
    // Every third event runs over several days (a date range); the rest end the same day.
    const end = i % 3 === 2 ? start + 2 * DAY + 3 * HOUR : start + 2 * HOUR + 30 * 60_000;
    upcoming.push({
      id: `event_${i}`,
      fullUrl: `/events/${words(i + 200, 2).replace(" ", "-")}-${i}`,
      title: `${capitalise(words(i + 200, 4))} workshop`,
      startDate: start,
      endDate: end,
      starred: i % 5 === 0,
      excerpt: i % 2 === 0 ? `<p>${capitalise(words(i + 300, 20))}.</p>` : "",
      location:
        i % 4 === 3
          ? { addressTitle: "" }
          : {
              addressTitle: ["The Kiln Room", "Loom Hall", "Riverside Studio"][i % 3],
              addressLine1: `${10 + i} Mill Lane`,
              addressLine2: "Bristol BS1 4DJ",
            },
    });
  }
  const past = [];
  for (let i = 0; i < 8; i++) {
    past.push({
      fullUrl: `/events/past-${i}`,
      title: capitalise(words(i + 400, 3)),
      startDate: BASE - (i + 1) * 9 * DAY,
    });
  }
  return {
    website: website("Europe/London"),
    collection: { id: "col_events", title: "Workshops & events" },
    upcoming,
    past,
  };
}

/** 24 products of the large seed catalogue: real product JSON with variants and money. */
export function productGridContext() {
  return { ...largeListingContext, items: largeListingContext.items.slice(0, 24) };
}

export function galleryContext() {
  const items = [];
  for (let i = 0; i < 30; i++) {
    const w = [1500, 1200, 2000][i % 3]!;
    const h = [1000, 1600, 1333][i % 3]!;
    items.push({
      id: `img_${i}`,
      recordType: 2,
      fullUrl: `/gallery/image-${i}`,
      assetUrl: `https://images.example.com/gallery/${i}.jpg`,
      originalSize: `${w}x${h}`,
      mediaFocalPoint: { x: 0.5, y: (i % 5) / 5 },
      title: i % 6 === 5 ? "" : `${capitalise(words(i + 500, 3))} "study"`,
      description: i % 2 === 0 ? `${capitalise(words(i + 600, 22))}.` : "",
      starred: i % 7 === 0,
      tags: i % 3 === 0 ? ["glaze", "kiln & fire"] : [],
    });
  }
  return {
    website: website("America/New_York"),
    collection: { id: "col_gallery", urlId: "work", title: "Work", fullUrl: "/work", columns: 3 },
    items,
  };
}

interface NavItem {
  title: string;
  url: string;
  active: boolean;
  folderActive?: boolean;
  external?: boolean;
  collection: { id: string; typeName: string; navigationTitle: string };
  items?: NavItem[];
}

function page(title: string, url: string, active = false): NavItem {
  return { title, url, active, collection: { id: `col_${url}`, typeName: "page", navigationTitle: title } };
}

function folder(title: string, id: string, items: NavItem[], folderActive = false): NavItem {
  return {
    title,
    url: `/${id}`,
    active: false,
    folderActive,
    collection: { id, typeName: "folder", navigationTitle: title },
    items,
  };
}

export function navigationContext() {
  const leaves = (prefix: string, n: number, activeAt = -1) =>
    Array.from({ length: n }, (_, i) =>
      page(`${capitalise(words(i + prefix.length * 31, 2))} & co`, `/${prefix}/${i}`, i === activeAt),
    );
  const items: NavItem[] = [
    page("Home", "/"),
    folder(
      "Shop",
      "shop",
      [
        folder("Ceramics", "shop-ceramics", leaves("shop/ceramics", 6)),
        folder("Textiles", "shop-textiles", leaves("shop/textiles", 5, 2), true),
        ...leaves("shop/gifts", 3),
      ],
      true,
    ),
    folder("Workshops", "workshops", [
      ...leaves("workshops", 4),
      folder("Past", "workshops-past", leaves("workshops/past", 4)),
    ]),
    page("Journal", "/journal"),
    folder("About", "about", leaves("about", 5)),
    { ...page("Stockists", "https://stockists.example"), external: true },
    page("Contact", "/contact"),
  ];
  return {
    website: website("Europe/Berlin"),
    navigation: {
      items,
      secondary: [
        page("Account", "/account"),
        page("Cart (2)", "/cart"),
        { ...page("Instagram", "https://instagram.com/x"), external: true },
      ],
    },
    search: { query: 'oat linen & "wool" 100%' },
    breadcrumbs: [
      page("Home", "/"),
      page("Shop", "/shop"),
      page("Textiles", "/shop/textiles"),
      page("Indigo throw", "/shop/p/indigo-throw"),
    ],
  };
}
