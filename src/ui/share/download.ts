/**
 * Saving text as a file from the page (an object URL on a temporary `<a download>`), and
 * reading a chosen file's text after checking its size. Browser-only; the file contents come
 * from export-files.ts and are read by scenario-file.ts.
 */
import { checkScenarioFileSize } from './scenario-file.ts';

/** Keeps the object URL alive long enough for every browser to start the download. */
const REVOKE_AFTER_MS = 10_000;

export function download(content: string | Blob, name: string, mime: string): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: mime }) : content;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export type FileText = { ok: true; text: string } | { ok: false; message: string };

/** The text of a chosen scenario file, refusing large ones before reading them. */
export async function readChosenFile(file: File): Promise<FileText> {
  const tooLarge = checkScenarioFileSize(file.size, file.name);
  if (tooLarge !== null) return { ok: false, message: tooLarge };
  try {
    return { ok: true, text: await file.text() };
  } catch (e) {
    return { ok: false, message: `${file.name}: could not be read (${(e as Error).message})` };
  }
}
