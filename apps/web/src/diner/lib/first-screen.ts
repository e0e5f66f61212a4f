/**
 * The data of a table page the server drew (see ../ssr.tsx), written into its HTML next to the
 * drawing: the page starts from exactly what the server drew with, without asking for it again.
 */
import type { DinerFirstScreen } from '@app/contract';

export const FIRST_SCREEN_ID = 'diner-first-screen';

/** The script element carrying the data; `<` is escaped, so no text in it can end the script. */
export function firstScreenScript(data: DinerFirstScreen): string {
  return `<script type="application/json" id="${FIRST_SCREEN_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The data of the page the server drew, when the page on screen is that drawing: not for another
 * address (the offline copy of another table's page) and not when the page has no drawing.
 */
export function readFirstScreen(root: HTMLElement): DinerFirstScreen | null {
  const element = document.getElementById(FIRST_SCREEN_ID);
  if (!element || !root.firstElementChild) return null;
  try {
    const data = JSON.parse(element.textContent ?? '') as DinerFirstScreen;
    element.remove();
    return data.address === window.location.pathname + window.location.search ? data : null;
  } catch {
    return null;
  }
}
