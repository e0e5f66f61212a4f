import { Toaster } from 'react-hot-toast';

/** Top right, dark background with white text; app toasts 3 s, errors 4 s. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: 3000,
        style: { background: '#18181b', color: '#fff', fontSize: '0.875rem', borderRadius: '0.75rem', padding: '10px 14px' },
        error: { duration: 4000 },
      }}
    />
  );
}
