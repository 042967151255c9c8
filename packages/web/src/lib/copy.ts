import { messages } from '@jobsite/core';
import { showErrorToast, showSuccessToast } from './handle-api-error';

/**
 * The one copy helper: puts text on the clipboard and says so, "Link copied!" for links and
 * "Copied to Clipboard" for anything else (spec section 8).
 */
export async function copyToClipboard(text: string, kind: 'text' | 'link' = 'text', autoClose?: number): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    showErrorToast('Could not copy. Select the text and copy it yourself.', autoClose);
    return false;
  }
  showSuccessToast(kind === 'link' ? messages.linkCopied : messages.copiedToClipboard, autoClose);
  return true;
}
