/**
 * The table page drawn on the server, for a guest's first visit: the phone shows the menu as soon
 * as the HTML and the stylesheet are in, and its first drawing in the browser keeps the server's
 * elements instead of building and laying out the page again (on a cheap phone, the largest
 * blocks of work while the page opens). Built by Vite as its own bundle (dist/.ssr) with the same
 * components as the browser's; the server loads it at start when it is there.
 *
 * The page's code reads the address, the language and the first data from module state; a render
 * sets them, draws synchronously and clears them, so concurrent requests never see each other's.
 */
import { renderToString } from 'preact-render-to-string';
import type { DinerDrawnPage, DinerFirstScreen } from '@app/contract';
import { DinerApp } from './DinerApp';
import { menuData } from './lib/api';
import { clearFirstLoad, seedFirstLoad } from './lib/first-load';
import { firstScreenScript } from './lib/first-screen';
import { i18n, translate } from './lib/i18n';
import { uiLanguageFor } from './lib/language';
import { withServerRender } from './lib/render-context';

export async function drawTablePage(input: DinerFirstScreen): Promise<DinerDrawnPage> {
  const ui = uiLanguageFor(input.lang);
  await i18n.loadLanguages(ui);
  // From here on synchronous: the module state belongs to this render alone.
  i18n.switchToLoaded(ui);
  seedFirstLoad(menuData(input.lang, input.menu), input.tableNumber, input.table);
  try {
    const root = withServerRender({ address: input.address, defaultLanguage: input.lang }, () => renderToString(<DinerApp />));
    // As the page sets them once it runs (useDocumentMeta).
    const restaurant = input.menu.restaurant?.name || translate('diner', 'header.restaurantFallback');
    const title = input.tableNumber ? translate('diner', 'document.title', { restaurant, number: input.tableNumber }) : restaurant;
    return { root, data: firstScreenScript(input), title, description: translate('diner', 'document.description', { restaurant }) };
  } finally {
    clearFirstLoad();
  }
}
