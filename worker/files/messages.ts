// The file manager's words (spec sections 5 and 8), shared by the worker and the panel.

export const ENTER_FILE_NAME = "Please enter a file name";

export const fileTooLarge = (fileName: string, maxSize: string) =>
  `The file ${fileName} is too large. The maximum allowed file size is ${maxSize}.`;

export const unsupportedFileType = (fileName: string) =>
  `The file ${fileName} does not appear to be a supported file type.`;

export const UPLOAD_FAILED_TITLE = "Unable to Upload File";
export const UPLOAD_FAILED_DETAIL = "There was a problem while uploading your file.";
export const UPLOAD_ERROR = "Error uploading";
export const RENAME_FAILED_TITLE = "Unable to Rename File";
export const RENAME_FAILED_DETAIL = "There was a problem while renaming your file.";

/** Section 4's processing states as the file list shows a file that is not ready. */
export const PROCESSING_STATE_TEXT = {
  failed: "File processing failed",
  cancelled: "File processing cancelled",
  incomplete: "File upload failed to complete",
} as const;

export const FILE_NAME_TOO_LONG = "File names can be at most 200 characters.";
export const LENGTH_REQUIRED = "Send the file's size in the Content-Length header.";
export const fileNotFound = (id: string) => `File '${id}' was not found.`;
export const BAD_COLOR_DATA =
  "Colour data must be five colours (top left, top right, bottom left, bottom right, centre) as 6-digit hex.";
