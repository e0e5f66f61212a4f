/** The back office's start: its styles, the router, the staff language and the toasts. */
import './admin.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { detectInitialLanguage, initI18n } from './lib/i18n';
import { AppToaster } from './lib/toaster';
import { Spinner } from './ui/Spinner';

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

/** Links out of the back office (to the guest's page) leave this app: a full page load. */
function LeaveBackOffice() {
  window.location.replace('/');
  return null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Suspense fallback={<BootFallback />}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="*" element={<LeaveBackOffice />} />
        </Routes>
      </Suspense>
      <AppToaster />
    </BrowserRouter>
  </StrictMode>,
);
