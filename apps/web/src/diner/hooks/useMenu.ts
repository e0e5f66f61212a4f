import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { isAbortError } from '../../lib/http';
import { fetchMenu, type MenuData } from '../lib/api';
import { arrivedMenu, takeStartedMenu } from '../lib/first-load';
import { guestLanguage, initialMenuLanguage, rememberDefaultLanguage, rememberGuestLanguage, resolveMenuLanguage, uiLanguageFor } from '../lib/language';
import { notifyError } from '../lib/notify';

/**
 * The first load's menu when it can be drawn at once: it has arrived, it is in the language the
 * page settles on, and the UI texts of that language are the ones loaded.
 */
function menuReadyAtMount(lang: string, i18n: { language: string; hasLoadedLanguage(lang: string): boolean }): MenuData | null {
  const data = arrivedMenu(lang);
  if (!data || resolveMenuLanguage(guestLanguage(), data.settings?.dinerDefaultLanguage) !== lang) return null;
  const ui = uiLanguageFor(data.lang);
  return i18n.language === ui && i18n.hasLoadedLanguage(ui) ? data : null;
}

/**
 * The menu in the page's language. A language switch keeps the current texts on screen until
 * the new menu and the new UI catalog are both loaded, then swaps them together: no flash of
 * the wrong language, no empty grid, no layout jump.
 */
export function useMenu() {
  const { t, i18n } = useTranslation('diner');
  const [menu, setMenu] = useState<MenuData | null>(() => menuReadyAtMount(initialMenuLanguage(), i18n));
  /** The first render already drew the first load's menu. */
  const drawnAtMount = useRef(menu);
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);

  const apply = useCallback(
    async (data: MenuData) => {
      const ui = uiLanguageFor(data.lang);
      await i18n.loadLanguages(ui);
      setMenu(data);
      if (i18n.language !== ui) await i18n.changeLanguage(ui);
    },
    [i18n],
  );

  const reportFailures = useCallback(
    (data: MenuData) => {
      if (data.failed.restaurant) notifyError(t('errors.restaurant'));
      if (data.failed.menu) notifyError(t('errors.menu'));
    },
    [t],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    pending.current = ctrl;
    const atMount = drawnAtMount.current;
    if (atMount) {
      // Drawn already: the boot's request is let go.
      void takeStartedMenu(atMount.lang);
      if (atMount.settings) rememberDefaultLanguage(atMount.settings.dinerDefaultLanguage);
      reportFailures(atMount);
      return () => ctrl.abort();
    }
    (async () => {
      const first = initialMenuLanguage();
      let data = await (takeStartedMenu(first) ?? fetchMenu(first, ctrl.signal));
      if (ctrl.signal.aborted) return;
      if (data.settings) rememberDefaultLanguage(data.settings.dinerDefaultLanguage);
      // First visit of a restaurant whose default is not the guessed one: ask again.
      const wanted = resolveMenuLanguage(guestLanguage(), data.settings?.dinerDefaultLanguage);
      if (wanted !== first) data = await fetchMenu(wanted, ctrl.signal);
      await apply(data);
      reportFailures(data);
    })().catch((err: unknown) => {
      if (isAbortError(err)) return;
      notifyError(t('errors.menu'));
    });
    return () => ctrl.abort();
    // Runs once per page; language switches go through switchLanguage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const switchLanguage = useCallback(
    async (code: string) => {
      rememberGuestLanguage(code);
      pending.current?.abort();
      const ctrl = new AbortController();
      pending.current = ctrl;
      setSwitchingTo(code);
      try {
        const data = await fetchMenu(code, ctrl.signal);
        if (data.failed.menu) {
          notifyError(t('errors.menu'));
          return;
        }
        await apply(data);
      } catch (err) {
        if (!isAbortError(err)) notifyError(t('errors.menu'));
      } finally {
        if (pending.current === ctrl) setSwitchingTo(null);
      }
    },
    [apply, t],
  );

  const reload = useCallback(async () => {
    const lang = menu?.lang ?? initialMenuLanguage();
    try {
      const data = await fetchMenu(lang);
      await apply(data);
      reportFailures(data);
    } catch {
      notifyError(t('errors.menu'));
    }
  }, [apply, menu?.lang, reportFailures, t]);

  return { menu, switchingTo, switchLanguage, reload };
}
