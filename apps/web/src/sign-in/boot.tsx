/**
 * The sign-in page's start. A staff member who is already signed in goes straight on to the
 * back office (a full page load); everyone else gets the form in their staff language.
 */
import '../admin.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BACK_OFFICE_START, SignInPage } from './SignInPage';
import { loadTexts, rememberStaffLanguage, storedStaffLanguage, type StaffLanguage } from './texts';

async function alreadySignedIn(): Promise<boolean> {
  try {
    const res = await fetch('/api/Auth/get-token-from-cookie', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!res.ok) return false;
    const state = (await res.json()) as { user?: unknown } | null;
    return !!state?.user;
  } catch {
    return false;
  }
}

function App({ initial }: { initial: StaffLanguage }) {
  const [language, setLanguage] = useState(initial);
  const choose = (next: StaffLanguage) => {
    rememberStaffLanguage(next);
    void loadTexts(next).then(() => {
      document.documentElement.lang = next;
      setLanguage(next);
    });
  };
  return <SignInPage language={language} onLanguage={choose} />;
}

async function start(): Promise<void> {
  const language = storedStaffLanguage();
  const [signedIn] = await Promise.all([alreadySignedIn(), loadTexts(language)]);
  if (signedIn) {
    window.location.replace(BACK_OFFICE_START);
    return;
  }
  document.documentElement.lang = language;
  createRoot(document.getElementById('root')!).render(<App initial={language} />);
}

void start();
