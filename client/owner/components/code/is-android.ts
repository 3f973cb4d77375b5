// Spec section 5: code editing is not available on Android (its on-screen keyboards and
// CodeMirror's contenteditable disagree). There the panel offers a plain text area.
export const CODE_EDITING_UNAVAILABLE_ON_ANDROID = "Code editing is not available on Android.";

export const isAndroid = (userAgent = typeof navigator === "undefined" ? "" : navigator.userAgent) =>
  /\bAndroid\b/i.test(userAgent);
