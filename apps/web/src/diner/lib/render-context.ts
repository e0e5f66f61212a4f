/**
 * What the table page's code would otherwise read from the browser while it draws (the address,
 * the menu language the page's HTML names), given by the server when it draws the page itself
 * (see ../ssr.tsx). Set only for the length of one synchronous server render; in the browser it is
 * never set.
 */
export interface ServerRender {
  /** `pathname + search` of the page drawn. */
  address: string;
  /** The restaurant's default menu language, which the page's HTML names. */
  defaultLanguage: string;
}

let current: ServerRender | null = null;

/** The server render in progress, or null (always null in the browser). */
export function serverRender(): ServerRender | null {
  return current;
}

/** Runs a synchronous server render with its context. */
export function withServerRender<T>(context: ServerRender, draw: () => T): T {
  current = context;
  try {
    return draw();
  } finally {
    current = null;
  }
}
