// Taps a visitor makes before the islands' entry has loaded (it is imported only after the page's
// load event, worker/pages/assets.tsx) are held by a few bytes of inline script in <head>, which
// hands them over here: the entry replays each once its island has hydrated (client/main.tsx).
import { EARLY_TAPS_GLOBAL } from "./early-taps-global";

/** What the inline script leaves on `window`: the controls tapped so far, and how to stop it. */
export interface EarlyTaps {
  /** Buttons clicked, and forms submitted, inside islands not yet hydrated, in order. */
  held: HTMLElement[];
  /** Removes the inline script's listeners: the entry holds taps itself from then on. */
  stop: () => void;
}

/** The controls the inline script held before the entry ran; it stops holding them. */
export function takeEarlyTaps(): HTMLElement[] {
  const early = (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  if (!early) return [];
  early.stop();
  return early.held;
}
