/**
 * Copies text: the Clipboard API where the page may use it, else the older selection copy from `fallbackInput`.
 * Answers whether it worked, so the caller can ask for a manual copy.
 */
export async function copyText(text: string, fallbackInput: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the selection copy.
  }
  if (!fallbackInput) return false;
  try {
    fallbackInput.focus();
    fallbackInput.select();
    // Deprecated but the only copy left when the Clipboard API is missing or refused.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
