import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { tableNumberField, type DinerDrawnPage, type DinerFirstScreen, type PublicSettings, type PublicTable } from '@app/contract';
import { AppError } from '../errors/app-error.js';
import type { Services } from '../services.js';

/** The web build's drawing of the table page (apps/web/src/diner/ssr.tsx). */
export type DrawTablePage = (input: DinerFirstScreen) => Promise<DinerDrawnPage>;

/** What the table page's HTML gets when the server drew it: the drawing and its language (`<html lang>`). */
export interface DrawnPage extends DinerDrawnPage {
  lang: string;
}

/**
 * The drawing from the web build (dist/.ssr/ssr.js), or null when the build has none: the page
 * is then drawn by the browser alone, as before.
 */
export async function loadTablePageDrawing(webDist: string): Promise<DrawTablePage | null> {
  const file = path.join(webDist, '.ssr', 'ssr.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { drawTablePage?: unknown };
  return typeof mod.drawTablePage === 'function' ? (mod.drawTablePage as DrawTablePage) : null;
}

/** `/table/{n}` -> 'n' when it is a valid table number, else null. */
export function tableNumberOf(pathname: string): string | null {
  const match = /^\/table\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    const number = decodeURIComponent(match[1] ?? '');
    return tableNumberField.safeParse(number).data === number ? number : null;
  } catch {
    return null;
  }
}

/**
 * The table page drawn for a guest's first visit: the restaurant's menu in its default language
 * for an existing, active table. Anything else (no such table, a closed one, a failed drawing) is
 * left to the browser, which shows the right screen for it; a failure is logged, never a 500.
 */
export function tablePageDrawer(services: Pick<Services, 'menuCache' | 'dinerMenu' | 'tables'>, draw: DrawTablePage, log: FastifyBaseLogger) {
  return async (pathname: string, search: string, settings: PublicSettings): Promise<DrawnPage | null> => {
    const tableNumber = tableNumberOf(pathname);
    if (!tableNumber) return null;
    try {
      const table = await services.tables.getPublicByNumber(tableNumber).catch((err: unknown): PublicTable | null => {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
        throw err;
      });
      if (!table?.isActive) return null;
      const version = await services.menuCache.version();
      const lang = await services.menuCache.effectiveLanguage(version, settings.dinerDefaultLanguage);
      // The same menu as GET /Menu answers, kept per menu version and public settings.
      const menu = await services.menuCache.memo(`first-screen-menu:${lang}`, `${version}:${JSON.stringify(settings)}`, () =>
        services.dinerMenu.compose(lang, settings),
      );
      const drawn = await draw({ address: pathname + search, lang, menu, tableNumber, table });
      return { ...drawn, lang };
    } catch (err) {
      log.warn({ err, pathname }, 'table page not drawn on the server');
      return null;
    }
  };
}
