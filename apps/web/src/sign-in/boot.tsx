/**
 * The start of the pages before signing in (sign-in, forgot password, reset password). A staff member
 * who is already signed in goes straight on to the back office (a full page load); everyone else gets
 * the page in their staff language. The three pages move between each other without a page load.
 */
import '../admin.css';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { afterSignIn, SCREEN_PATHS, screenOf, type SignedOutScreen } from './navigation';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignedOutFrame } from './SignedOutFrame';
import { alreadySignedIn } from './sign-in.api';
import { SignInPage } from './SignInPage';
import { loadTexts, rememberStaffLanguage, storedStaffLanguage, translate, translateServerMessage, type StaffLanguage } from './texts';

const currentScreen = (): SignedOutScreen => screenOf(window.location.pathname) ?? 'login';

function App({ initial }: { initial: StaffLanguage }) {
  const [language, setLanguage] = useState(initial);
  const [screen, setScreen] = useState(currentScreen);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const onPop = () => {
      setNotice(null);
      setScreen(currentScreen());
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const t = (key: string) => translate(language, key);
  const serverText = (message: string) => translateServerMessage(language, message);
  const choose = (next: StaffLanguage) => {
    rememberStaffLanguage(next);
    void loadTexts(next).then(() => {
      document.documentElement.lang = next;
      setLanguage(next);
    });
  };
  const go = (to: SignedOutScreen, message: string | null = null) => {
    window.history.pushState(null, '', SCREEN_PATHS[to]);
    setNotice(message);
    setScreen(to);
  };

  const heading = { login: ['login.title', 'login.subtitle'], forgot: ['forgot.title', 'forgot.subtitle'], reset: ['reset.title', 'reset.subtitle'] }[screen];
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  return (
    <SignedOutFrame
      t={t}
      language={language}
      onLanguage={choose}
      title={t(heading[0]!)}
      subtitle={screen === 'reset' && token.length < 10 ? undefined : t(heading[1]!)}
    >
      {screen === 'login' && <SignInPage t={t} serverText={serverText} notice={notice} onGo={go} />}
      {screen === 'forgot' && <ForgotPasswordPage t={t} serverText={serverText} onGo={go} onSent={() => go('login', t('forgot.sent'))} />}
      {screen === 'reset' && <ResetPasswordPage t={t} serverText={serverText} token={token} onGo={go} onDone={() => go('login', t('reset.success'))} />}
    </SignedOutFrame>
  );
}

async function start(): Promise<void> {
  const language = storedStaffLanguage();
  const [signedIn] = await Promise.all([alreadySignedIn(), loadTexts(language)]);
  if (signedIn && currentScreen() === 'login') {
    window.location.replace(afterSignIn(window.location.search));
    return;
  }
  document.documentElement.lang = language;
  createRoot(document.getElementById('root')!).render(<App initial={language} />);
}

void start();
