// The video block's messages. Spec section 5 states "Vimeo Basic accounts unsupported" without
// wording it; the words here are ours (docs/video.md).
import { MAX_URL_LENGTH } from "./limits";

export const VIMEO_BASIC_UNSUPPORTED =
  "Videos from Vimeo Basic accounts are not supported. Upgrade the Vimeo account, or use a YouTube video or a video file.";
export const VIDEO_URL_INVALID = "Enter the address of a YouTube or Vimeo video.";
export const VIDEO_URL_UNSUPPORTED =
  "Only YouTube and Vimeo videos, or video files uploaded to this site (MP4, M4V, WebM, MOV, OGV), can be shown.";
export const VIDEO_URL_TOO_LONG = `Video addresses must be at most ${MAX_URL_LENGTH} characters.`;
export const VIDEO_NOT_FOUND =
  "This video could not be found, or its owner does not allow it to be embedded.";
export const VIDEO_CHECK_UNAVAILABLE = "Unable to check this video. Please try again.";
