/**
 * The guest's table page starts here: its stylesheet, the menu and table requests, the UI texts
 * of one language, then the page. No router, no toast or i18n library, nothing of the back office;
 * the build runs the diner's components on Preact (see vite.config.ts).
 */
import './diner.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DinerRoute, tableNumberFromPath } from './DinerPage';
import { Toaster } from './components/Toaster';
import { startFirstLoad } from './lib/first-load';
import { i18n } from './lib/i18n';
import { initialMenuLanguage, uiLanguageFor } from './lib/language';
import { registerServiceWorker } from './lib/service-worker';
import { isValidTableNumber, takeTableKeyFromAddress } from './lib/table-key';

const menuLanguage = initialMenuLanguage();
const tableNumber = tableNumberFromPath(window.location.pathname);
const validTable = isValidTableNumber(tableNumber ?? undefined) ? (tableNumber as string) : null;
if (validTable) takeTableKeyFromAddress(validTable);
startFirstLoad(menuLanguage, validTable);
void i18n.changeLanguage(uiLanguageFor(menuLanguage)).catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DinerRoute />
    <Toaster />
  </StrictMode>,
);

registerServiceWorker();
