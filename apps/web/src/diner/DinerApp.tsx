import { StrictMode } from 'react';
import { DinerRoute } from './DinerPage';
import { Toaster } from './components/Toaster';

/**
 * The table page's whole tree, the same in the browser (boot.tsx) and on the server (ssr.tsx):
 * the browser's first drawing then matches the server's HTML and keeps its elements.
 */
export function DinerApp() {
  return (
    <StrictMode>
      <DinerRoute />
      <Toaster />
    </StrictMode>
  );
}
