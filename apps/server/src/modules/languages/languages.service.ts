import { SOURCE_LANGUAGE, type CreateLanguageData, type Language, type UpdateLanguageData } from '@app/contract';
import type { AppContext } from '../../context.js';
import { AppError, invalidField } from '../../errors/app-error.js';
import type { ContentTranslationsService } from '../content-translations/content-translations.service.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import type { MenuCache } from '../menu-cache/menu-cache.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createLanguagesRepo, type LanguageRow } from './languages.repo.js';

export const LANGUAGE_NOT_FOUND = 'languages.notFound';
const CODE_TAKEN = 'languages.codeTaken';
const SOURCE_FIXED = 'languages.sourceFixed';
const DINER_DEFAULT = 'languages.dinerDefault';

function toLanguage(row: LanguageRow): Language {
  return { id: row.id, name: row.name, code: row.code, isActive: row.is_active === 1 };
}

const codeTaken = () => new AppError('CONFLICT', CODE_TAKEN, undefined, { code: CODE_TAKEN });

export function createLanguagesService(
  ctx: AppContext,
  deps: { menuCache: MenuCache; contentTranslations: ContentTranslationsService; settings: SettingsService },
) {
  const repo = createLanguagesRepo(ctx.db);
  const { menuCache, contentTranslations, settings } = deps;

  async function findOrThrow(id: number): Promise<LanguageRow> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', LANGUAGE_NOT_FOUND);
    return row;
  }

  async function assertCodeFree(code: string, excludeId?: number): Promise<void> {
    const other = await repo.findByCode(code);
    if (other && other.id !== excludeId) throw codeTaken();
  }

  const mapUnique = (err: unknown): never => {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  };

  return {
    async list(): Promise<Language[]> {
      return (await repo.all()).map(toLanguage);
    },

    async get(id: number): Promise<Language> {
      return toLanguage(await findOrThrow(id));
    },

    async create(input: CreateLanguageData): Promise<Language> {
      await assertCodeFree(input.code);
      const row = await menuCache.write((trx) => createLanguagesRepo(trx).insert(input)).catch(mapUnique);
      return toLanguage(row);
    },

    /** A changed code carries its translations (and the diner default) along. */
    async update(id: number, input: UpdateLanguageData): Promise<Language> {
      const existing = await findOrThrow(id);
      const isActive = input.isActive ?? existing.is_active === 1;
      if (existing.code === SOURCE_LANGUAGE && (input.code !== SOURCE_LANGUAGE || !isActive)) {
        throw new AppError('CONFLICT', SOURCE_FIXED);
      }
      const current = await settings.get();
      if (!isActive && existing.code === current.dinerDefaultLanguage) throw new AppError('CONFLICT', DINER_DEFAULT);
      if (input.code !== existing.code) await assertCodeFree(input.code, id);
      const row = await menuCache
        .write(async (trx) => {
          const updated = await createLanguagesRepo(trx).update(id, { name: input.name, code: input.code, isActive });
          if (input.code !== existing.code) await contentTranslations.renameLanguage(trx, existing.code, input.code);
          return updated;
        })
        .catch(mapUnique);
      if (input.code !== existing.code && current.dinerDefaultLanguage === existing.code) {
        await settings.update({ dinerDefaultLanguage: input.code });
      }
      return toLanguage(row);
    },

    /**
     * Vietnamese (the original) and the diner default stay. The language's stored translations
     * are kept, so adding the code back restores them.
     */
    async remove(id: number): Promise<void> {
      const existing = await findOrThrow(id);
      if (existing.code === SOURCE_LANGUAGE) throw new AppError('CONFLICT', SOURCE_FIXED);
      if (existing.code === (await settings.get()).dinerDefaultLanguage) throw new AppError('CONFLICT', DINER_DEFAULT);
      await menuCache.write((trx) => createLanguagesRepo(trx).remove(id));
    },

    /** Settings may only point diners at an active language; 400 naming the field otherwise. */
    async assertActive(code: string, field: string): Promise<void> {
      const row = await repo.findByCode(code);
      if (!row || row.is_active !== 1) {
        throw invalidField(field, 'languages.notEnabled');
      }
    },
  };
}
export type LanguagesService = ReturnType<typeof createLanguagesService>;
