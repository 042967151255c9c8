/**
 * Upload size limits, worded one way: a route refuses a file over its limit with this message
 * (platform/uploads on the server), and a page with a file picker checks the size before it
 * sends, with the same words.
 */
export const fileTooLargeMessage = (maxBytes: number): string => `The file is larger than ${maxBytes / 1024 / 1024} MB.`;

/** Whether a picked file is over a route's limit (the web checks before uploading; the server counts the bytes). */
export const isFileTooLarge = (file: { size: number }, maxBytes: number): boolean => file.size > maxBytes;
