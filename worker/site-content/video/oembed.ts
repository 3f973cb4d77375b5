// What Vimeo says about a video, through its oEmbed endpoint: the account type of its owner
// (oEmbed's `account_type`: "basic", "plus", "pro", …). Vimeo answers 404 for a video that does
// not exist and 403 for one whose owner forbids embedding. A real adapter when VIMEO_OEMBED_URL
// is set, else a fake that knows a few ids, so development and tests need no network.

export type VimeoLookup =
  { status: "found"; accountType: string } | { status: "not-found" } | { status: "unavailable" };

export interface VimeoOEmbed {
  readonly kind: "vimeo" | "fake";
  lookup(videoUrl: string): Promise<VimeoLookup>;
}

export const VIMEO_OEMBED_URL = "https://vimeo.com/api/oembed.json";

export function vimeoOEmbed(endpoint = VIMEO_OEMBED_URL, fetcher: typeof fetch = fetch): VimeoOEmbed {
  return {
    kind: "vimeo",
    async lookup(videoUrl) {
      const url = `${endpoint}?url=${encodeURIComponent(videoUrl)}`;
      try {
        const res = await fetcher(url, { signal: AbortSignal.timeout(5000) });
        if (res.status === 404 || res.status === 403) return { status: "not-found" };
        if (!res.ok) return { status: "unavailable" };
        const body = (await res.json()) as { account_type?: unknown };
        return {
          status: "found",
          accountType: typeof body.account_type === "string" ? body.account_type : "",
        };
      } catch {
        return { status: "unavailable" };
      }
    },
  };
}

/** Fake ids (docs/video.md): 11 is a Basic account's, 404 does not exist, anything else is Plus. */
export const FAKE_VIMEO_BASIC_ID = "11";
export const FAKE_VIMEO_MISSING_ID = "404";

export const fakeVimeoOEmbed: VimeoOEmbed = {
  kind: "fake",
  async lookup(videoUrl) {
    const id = /vimeo\.com\/(\d+)/.exec(videoUrl)?.[1];
    if (id === FAKE_VIMEO_MISSING_ID) return { status: "not-found" };
    return { status: "found", accountType: id === FAKE_VIMEO_BASIC_ID ? "basic" : "plus" };
  },
};

export type VideoEnv = Env & { VIMEO_OEMBED_URL?: string };

export const vimeoOEmbedFor = (env: VideoEnv): VimeoOEmbed =>
  env.VIMEO_OEMBED_URL ? vimeoOEmbed(env.VIMEO_OEMBED_URL) : fakeVimeoOEmbed;
