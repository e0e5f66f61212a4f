import type { FastifyInstance } from 'fastify';
import { settingsGet, settingsPublic, settingsUpdate, type RestaurantSettings, type SettingsView } from '@app/contract';
import { invalidField } from '../../errors/app-error.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';

/** The API key is write-only: staff see whether one is set, never its value. */
function toView(s: RestaurantSettings): SettingsView {
  return {
    requireTableKey: s.requireTableKey,
    dinerDefaultLanguage: s.dinerDefaultLanguage,
    currency: s.currency,
    translationProvider: s.translationProvider,
    translationUrl: s.translationUrl,
    translationApiKeySet: s.translationApiKey !== '',
    bankName: s.bankName,
    bankBin: s.bankBin,
    bankAccount: s.bankAccount,
    accountHolder: s.accountHolder,
    iban: s.iban,
    bic: s.bic,
  };
}

export async function settingsRoutes(app: FastifyInstance, { settings, languages }: Services) {
  route(app, settingsGet, async (_req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return toView(await settings.get());
  });

  route(app, settingsUpdate, async (req) => {
    const patch = req.body;
    if (patch.dinerDefaultLanguage !== undefined) await languages.assertActive(patch.dinerDefaultLanguage, 'dinerDefaultLanguage');
    // A provider is only useful with its address (LibreTranslate) or key (DeepL).
    const next = { ...(await settings.get()), ...patch };
    if (next.translationProvider === 'libretranslate' && !next.translationUrl) {
      throw invalidField('translationUrl', 'settings.libreTranslateUrlRequired');
    }
    if (next.translationProvider === 'deepl' && !next.translationApiKey) throw invalidField('translationApiKey', 'settings.deeplKeyRequired');
    return toView(await settings.update(patch));
  });

  // The diner page needs the default language and currency before anything else.
  route(app, settingsPublic, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return settings.publicView();
  });
}
