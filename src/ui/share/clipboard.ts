/**
 * Copying text where the async Clipboard API may be missing or refused (an iframe without
 * clipboard permission, a page served over plain http). The fallback is the old way: select
 * the text in a hidden textarea and `execCommand('copy')`. When both fail the caller gets
 * false and shows the text in a read-only field to copy by hand.
 */

export interface ClipboardEnv {
  /** The async clipboard, when the page may use it. */
  writeText: ((text: string) => Promise<void>) | null;
  /** Copies through a selected textarea; true when the browser says it copied. */
  copyBySelection: (text: string) => boolean;
}

function copyBySelection(text: string): boolean {
  if (typeof document === 'undefined' || document.body === null) return false;
  const active = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  document.body.append(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (active instanceof HTMLElement) active.focus();
  }
}

export function browserClipboard(): ClipboardEnv {
  const clipboard =
    typeof navigator !== 'undefined' && typeof window !== 'undefined' && window.isSecureContext
      ? navigator.clipboard
      : undefined;
  return {
    writeText:
      clipboard === undefined || typeof clipboard.writeText !== 'function'
        ? null
        : (text) => clipboard.writeText(text),
    copyBySelection,
  };
}

/** Copies `text`; false when it could not, so the UI can offer it to copy by hand. */
export async function copyText(
  text: string,
  env: ClipboardEnv = browserClipboard(),
): Promise<boolean> {
  if (env.writeText !== null) {
    try {
      await env.writeText(text);
      return true;
    } catch {
      // Refused (no permission, no focus): try the old way.
    }
  }
  try {
    return env.copyBySelection(text);
  } catch {
    return false;
  }
}
