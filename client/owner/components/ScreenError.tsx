// A screen whose data did not load (its route's errorComponent): a refusal or a missing record
// (a 4xx answer) says why in the worker's words; anything else offers a retry (spec section 8's
// 'Unable to load. Try again.').
import { useRouter } from "@tanstack/react-router";
import { ApiError } from "../api";
import { ErrorBanner } from "./ErrorBanner";

export const UNABLE_TO_LOAD = "Unable to load. Try again.";

export function ScreenError({ error }: { error: unknown }) {
  const router = useRouter();
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return <ErrorBanner message={error.message} />;
  }
  return <ErrorBanner message={UNABLE_TO_LOAD} onRetry={() => void router.invalidate()} />;
}
