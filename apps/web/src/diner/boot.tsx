/**
 * The guest's table page starts here: its stylesheet, the menu and table requests, the UI texts
 * of one language, then the page. No router, no toast or i18n library, nothing of the back office;
 * the build runs the diner's components on Preact (see vite.config.ts).
 *
 * On a first visit the server has usually drawn the page already (see ssr.tsx) and written the
 * data it drew with into the HTML: nothing is fetched again, and the page draws once its texts are
 * in, over the server's elements, which it keeps (nothing is built or laid out anew).
 */
import './diner.css';
import { render } from 'preact';
import { createRoot } from 'react-dom/client';
import { DinerApp } from './DinerApp';
import { FIRST_DATA_WAIT_MS, tableNumberFromPath } from './DinerPage';
import { firstScreenFromServer } from './hooks/useAfterFirstPaint';
import { menuData, menuReadUrl, tableReadUrl } from './lib/api';
import { firstDataOrDeadline, seedFirstLoad, startFirstLoad } from './lib/first-load';
import { readFirstScreen } from './lib/first-screen';
import { i18n } from './lib/i18n';
import { initialMenuLanguage, uiLanguageFor } from './lib/language';
import { registerServiceWorker } from './lib/service-worker';
import { isValidTableNumber, takeTableKeyFromAddress } from './lib/table-key';

const root = document.getElementById('root')!;
// Read before the address loses its table key.
const drawn = readFirstScreen(root);
const menuLanguage = initialMenuLanguage();
const tableNumber = tableNumberFromPath(window.location.pathname);
const validTable = isValidTableNumber(tableNumber ?? undefined) ? (tableNumber as string) : null;
if (validTable) takeTableKeyFromAddress(validTable);
// A guest who chose another language than the one drawn gets theirs (the drawing stays meanwhile).
if (drawn && drawn.lang === menuLanguage && drawn.tableNumber === validTable) {
  seedFirstLoad(menuData(drawn.lang, drawn.menu), drawn.tableNumber, drawn.table);
  firstScreenFromServer();
} else startFirstLoad(menuLanguage, validTable);
const texts = i18n.changeLanguage(uiLanguageFor(menuLanguage)).catch(() => undefined);

if (drawn) {
  // Preact's own render, not React's createRoot (which empties the element first, as React does):
  // it keeps the drawing's elements, setting only what differs (the texts of another language,
  // this phone's cart) and attaching the handlers.
  void Promise.all([texts, firstDataOrDeadline(FIRST_DATA_WAIT_MS)]).then(() => render(<DinerApp />, root));
} else createRoot(root).render(<DinerApp />);

// The drawn page's menu and table came with its HTML: the worker keeps their reads for offline visits.
registerServiceWorker(drawn ? [menuReadUrl(drawn.lang), ...(drawn.tableNumber ? [tableReadUrl(drawn.tableNumber)] : [])] : []);
