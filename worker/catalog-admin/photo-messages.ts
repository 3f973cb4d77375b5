// The product photos' words, shared by the worker and the panel's photo manager.

export const FOCAL_POINT_RULE = "A focal point is two numbers from 0 to 1, from the top left.";
export const ALT_TEXT_TOO_LONG = "Use at most 500 characters for a photo's alt text.";
export const PHOTO_FILE_ID_RULE = "Unknown file id.";
export const photoFileNotFound = (fileId: string) =>
  `The photo's file '${fileId}' is not among this site's files. Upload it again.`;
export const photoNotAnImage = (fileName: string) => `The file ${fileName} is not an image.`;
export const photoNotReady = (fileName: string) =>
  `The file ${fileName} has not finished uploading. Wait for it, or upload it again.`;
