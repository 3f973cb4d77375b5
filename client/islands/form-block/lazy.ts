// Code the blocks need only once the visitor acts, in chunks of their own so the page's first
// load stays within its budget: the calls when a submission starts, the captcha loader on the
// first focus of a field.
import { FORM_PROCESSING_FAILED } from "../../../worker/forms/messages";
import type { Failure } from "./form-api";

export const loadCaptcha = () => import("../../captcha");

/** The calls module, or the section 8 failure a visitor reads when it cannot be fetched. */
export async function loadFormApi(): Promise<typeof import("./form-api") | Failure> {
  try {
    return await import("./form-api");
  } catch {
    return { message: FORM_PROCESSING_FAILED };
  }
}
