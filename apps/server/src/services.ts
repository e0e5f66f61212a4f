import type { AppContext } from './context.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createUsersService } from './modules/users/users.service.js';
import { dropSockets, endAllSessions } from './modules/auth/sessions.js';
import { createTranslationService } from './modules/translation/translation.service.js';
import { createUploadsService } from './modules/uploads/uploads.service.js';
import { createMenuCache } from './modules/menu-cache/menu-cache.js';
import { createContentTranslationsService } from './modules/content-translations/content-translations.service.js';
import { createCategoriesService } from './modules/menu/categories.service.js';
import { createProductsService } from './modules/menu/products.service.js';
import { createOptionsService } from './modules/options/options.service.js';
import { createRestaurantService } from './modules/restaurant/restaurant.service.js';
import { createLanguagesService } from './modules/languages/languages.service.js';
import { createDinerMenuService } from './modules/menu/diner-menu.service.js';
import { createTablesService } from './modules/tables/tables.service.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createOrderHistoryService } from './modules/order-history/order-history.service.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createServiceCallsService } from './modules/service-calls/service-calls.service.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createKitchenService } from './modules/kitchen/kitchen.service.js';
import { createPrintingService } from './modules/printing/printing.service.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createBillService } from './modules/bill/bill.service.js';
import { createCartService } from './modules/cart/cart.service.js';

/** Every service, built once per app from the same context. */
export function createServices(ctx: AppContext) {
  const settings = createSettingsService(ctx);
  const tables = createTablesService(ctx, settings);
  const menuCache = createMenuCache(ctx);
  const contentTranslations = createContentTranslationsService(ctx, menuCache);
  const translation = createTranslationService(ctx, { settings, menuCache });
  // Saving menu content fills its missing translations in the background when a provider is set.
  const menuDeps = { menuCache, contentTranslations, onSaved: translation.fillEntityInBackground };
  const optionGroups = createOptionsService(ctx, menuDeps);
  const notifications = createNotificationsService(ctx);
  const serviceCalls = createServiceCallsService(ctx, tables, notifications);
  const orders = createOrdersService(ctx, tables, notifications);
  const categories = createCategoriesService(ctx, menuDeps);
  const products = createProductsService(ctx, { ...menuDeps, optionGroups });
  const restaurant = createRestaurantService(ctx, menuDeps);
  const languages = createLanguagesService(ctx, { ...menuDeps, settings });
  return {
    ...ctx,
    auth: createAuthService(ctx),
    users: createUsersService(ctx, { endAll: (id) => endAllSessions(ctx, id), dropSockets: (id) => dropSockets(ctx, id) }),
    settings,
    tables,
    orders,
    orderHistory: createOrderHistoryService(ctx),
    notifications,
    serviceCalls,
    dashboard: createDashboardService(ctx),
    kitchen: createKitchenService(ctx, { orders }),
    printing: createPrintingService(ctx),
    analytics: createAnalyticsService(ctx),
    bill: createBillService(ctx, { tables, settings, notifications, serviceCalls }),
    cart: createCartService(ctx, { tables, place: orders.place }),
    translation,
    uploads: createUploadsService(ctx, { menuCache }),
    menuCache,
    contentTranslations,
    categories,
    products,
    optionGroups,
    restaurant,
    languages,
    dinerMenu: createDinerMenuService({ restaurant, categories, products, languages }),
  };
}
export type Services = ReturnType<typeof createServices>;
