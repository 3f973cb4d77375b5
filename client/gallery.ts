// The product gallery is a CSS scroll-snap track (swipe on phones, one image tall, so the buy box
// follows at once) with thumbnail links that work without JavaScript. This adds what CSS cannot:
// thumbnails scroll the track sideways instead of jumping the page, the current thumbnail is
// marked, and Left/Right/Home/End on the focused track move one image at a time.
const SCROLL_THROTTLE_MS = 100; // spec section 9

function slidesOf(track: HTMLElement): HTMLElement[] {
  return [...track.querySelectorAll<HTMLElement>(".product-gallery-slide")];
}

function go(track: HTMLElement, slide: HTMLElement | undefined) {
  if (!slide) return;
  track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: "smooth" });
}

function currentIndex(track: HTMLElement): number {
  const width = track.clientWidth || 1;
  return Math.round(track.scrollLeft / width);
}

function enhance(gallery: HTMLElement) {
  if (gallery.dataset.enhanced) return;
  gallery.dataset.enhanced = "true";
  const track = gallery.querySelector<HTMLElement>(".product-gallery-track");
  if (!track) return;
  const thumbs = [...gallery.querySelectorAll<HTMLAnchorElement>(".product-gallery-thumbs a")];
  for (const thumb of thumbs) {
    thumb.addEventListener("click", (event) => {
      event.preventDefault();
      go(track, track.querySelector<HTMLElement>(`[data-image-id="${thumb.dataset.imageId}"]`) ?? undefined);
    });
  }
  let pending = false;
  track.addEventListener(
    "scroll",
    () => {
      if (pending) return;
      pending = true;
      setTimeout(() => {
        pending = false;
        const i = currentIndex(track);
        thumbs.forEach((t, n) =>
          n === i ? t.setAttribute("aria-current", "true") : t.removeAttribute("aria-current"),
        );
      }, SCROLL_THROTTLE_MS);
    },
    { passive: true },
  );
  track.addEventListener("keydown", (event) => {
    const slides = slidesOf(track);
    const i = currentIndex(track);
    const target =
      event.key === "ArrowRight"
        ? slides[Math.min(i + 1, slides.length - 1)]
        : event.key === "ArrowLeft"
          ? slides[Math.max(i - 1, 0)]
          : event.key === "Home"
            ? slides[0]
            : event.key === "End"
              ? slides.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    go(track, target);
  });
}

export function enhanceGalleries(): void {
  for (const gallery of document.querySelectorAll<HTMLElement>(".product-gallery")) enhance(gallery);
}
