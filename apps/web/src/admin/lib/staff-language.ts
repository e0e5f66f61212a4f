import { useEffect } from 'react';
import type { PublicUser } from '@app/contract';
import { i18n, isStaffLanguage, STAFF_LANGUAGE_KEY, writeStored, type StaffLanguage } from '../../lib/i18n';

/** Switch the back office language and remember it on this device. */
export function applyStaffLanguage(language: StaffLanguage): void {
  writeStored(STAFF_LANGUAGE_KEY, language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** The language saved on the staff member's account wins once they are signed in. */
export function useStaffLanguageSync(user: PublicUser | null): void {
  const language = user?.language;
  useEffect(() => {
    if (isStaffLanguage(language)) applyStaffLanguage(language);
  }, [language]);
}
