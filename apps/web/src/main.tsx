import './index.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { detectInitialLanguage, initI18n } from './lib/i18n';
import { AppToaster } from './lib/toaster';
import { Spinner } from './ui/Spinner';

// The diner page and the back office are separate chunks; the entry holds only the router, i18n and toasts.
const DinerPage = lazy(() => import('./diner/DinerPage').then((m) => ({ default: m.DinerPage })));
const AdminApp = lazy(() => import('./admin/AdminApp'));

void initI18n(detectInitialLanguage(window.location.pathname));

/** Before any catalog has loaded there is no text to show, only a busy indicator. */
function BootFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700" aria-busy="true">
      <Spinner size="lg" />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Suspense fallback={<BootFallback />}>
        <Routes>
          <Route path="/" element={<DinerPage />} />
          <Route path="/table/:tableNumber" element={<DinerPage />} />
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
      <AppToaster />
    </BrowserRouter>
  </StrictMode>,
);
