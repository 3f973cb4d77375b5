// Numeric codes of content records, as stored in item data (spec section 3, 'Enumerations').

export const RecordType = {
  undefined: -1,
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  chat: 6,
  audio: 7,
  video: 8,
  review: 10,
  "store-item": 11,
  event: 12,
  gallery: 14,
  binary: 15,
  "css-asset": 16,
  "tweak-asset": 17,
  "digital-good": 18,
  attachment: 19,
  "wordpress-export": 20,
  "json-export": 21,
  "site-search": 30,
  "active-time": 31,
  tweet: 50,
  checkin: 52,
  kbarticle: 54,
} as const;

export const CollectionType = {
  undefined: -1,
  generic: 1,
  subscription: 2,
  twitter: 3,
  foursquare: 4,
  instagram: 5,
  "gallery-block": 6,
  "template-page": 7,
  "splash-page": 8,
  page: 10,
  fivehundredpix: 11,
  flickr: 12,
  products: 13,
  "slide-gallery": 15,
  "slide-album": 16,
  "slide-video": 17,
  "album-block": 18,
} as const;

export const FolderBehavior = { undefined: -1, index: 1, redirect: 2, none: 3, variation: 4 } as const;

export const BackgroundSource = { undefined: -1, upload: 1, instagram: 2, video: 3, none: 4 } as const;

export const SliceType = {
  undefined: -1,
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  "social-icons": 7,
  buttons: 8,
  navigation: 9,
  "custom-form": 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
} as const;

/** Block type of an image block: its items always carry the owner's alt text. */
export const IMAGE_BLOCK_TYPE = 5;

/** Block types a blog post can promote to its summary. */
export const PROMOTED_BLOCK_TYPES = [
  "map",
  "embed",
  "image",
  "code",
  "quote",
  "twitter",
  "link",
  "video",
  "foursquare",
  "instagram",
  "form",
] as const;
