import type { AppContext } from './context.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createUsersService } from './modules/users/users.service.js';

/** Every service, built once per app from the same context. */
export function createServices(ctx: AppContext) {
  return {
    ...ctx,
    auth: createAuthService(ctx),
    users: createUsersService(ctx),
    settings: createSettingsService(ctx),
  };
}
export type Services = ReturnType<typeof createServices>;
