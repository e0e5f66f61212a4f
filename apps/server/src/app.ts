import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type DbHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { registerAccessControl } from './http/access.js';
import { registerCompression } from './http/compression.js';
import { registerCsrfCheck } from './http/csrf.js';
import { registerControlCharCheck } from './http/control-chars.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serveWeb } from './http/web-static.js';
import { tablePageHead } from './http/page-preloads.js';
import { loadTablePageDrawing, tablePageDrawer } from './http/table-page.js';
import { attachHub, type Hub } from './realtime/hub.js';
import { RecordingPublisher } from './realtime/publisher.js';
import { createServices, type Services } from './services.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { translationRoutes } from './modules/translation/translation.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { categoriesRoutes } from './modules/menu/categories.routes.js';
import { productsRoutes } from './modules/menu/products.routes.js';
import { dinerMenuRoutes } from './modules/menu/diner-menu.routes.js';
import { optionGroupsRoutes } from './modules/options/options.routes.js';
import { restaurantRoutes } from './modules/restaurant/restaurant.routes.js';
import { languagesRoutes } from './modules/languages/languages.routes.js';
import { contentTranslationsRoutes } from './modules/content-translations/content-translations.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { tablesRoutes } from './modules/tables/tables.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { orderHistoryRoutes } from './modules/order-history/order-history.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { serviceCallsRoutes } from './modules/service-calls/service-calls.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { kitchenRoutes } from './modules/kitchen/kitchen.routes.js';
import { printingRoutes } from './modules/printing/printing.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { billRoutes } from './modules/bill/bill.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { handleServiceCallSocket } from './modules/service-calls/service-calls.socket.js';

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  handle: DbHandle;
  events: RecordingPublisher;
  hub?: Hub;
  seeded: 'demo' | 'initial' | 'none';
}

/** Feature route plugins, all mounted under /api. */
const ROUTES: ((app: FastifyInstance, services: Services) => Promise<void>)[] = [
  authRoutes,
  usersRoutes,
  translationRoutes,
  uploadsRoutes,
  categoriesRoutes,
  productsRoutes,
  dinerMenuRoutes,
  optionGroupsRoutes,
  restaurantRoutes,
  languagesRoutes,
  contentTranslationsRoutes,
  settingsRoutes,
  tablesRoutes,
  ordersRoutes,
  orderHistoryRoutes,
  notificationsRoutes,
  serviceCallsRoutes,
  dashboardRoutes,
  kitchenRoutes,
  printingRoutes,
  analyticsRoutes,
  billRoutes,
  cartRoutes,
];

export async function buildApp(config: AppConfig, opts: { handle?: DbHandle; print?: (line: string) => void; logger?: boolean } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    // One line per request only when asked for (LOG_LEVEL=debug); errors are always logged.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = opts.handle ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  await migrateToLatest(handle);
  const seeded = await seedIfEmpty(handle, config, opts.print ?? ((l) => app.log.info(l)));

  const events = new RecordingPublisher();
  const ctx: AppContext = { config, db: handle.db, dialect: handle.dialect, events, log: app.log };
  const services = createServices(ctx);

  registerErrorHandler(app);
  registerCompression(app);
  await app.register(cookie);
  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Restaurant table ordering API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const allowedOrigins = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  registerCsrfCheck(app, { allowedOrigins });
  registerControlCharCheck(app);
  registerAccessControl(app, (token) => services.auth.userFromAccessToken(token));

  await app.register(
    async (api) => {
      for (const routes of ROUTES) await routes(api, services);
    },
    { prefix: '/api' },
  );

  // The table page's HTML names its code, the UI texts and the menu of the restaurant's default
  // language, the table lookup and its first picture, so a phone fetches them at once.
  // A guest's first visit gets the table page drawn (see http/table-page.ts) when the build has
  // the drawing.
  const tableHead = tablePageHead(config.webDist);
  const drawTablePage = await loadTablePageDrawing(config.webDist);
  const drawnPage = drawTablePage ? tablePageDrawer(services, drawTablePage, app.log) : null;
  serveWeb(app, config.webDist, {
    pageFor: async (pathname, search) => {
      if (!pathname.startsWith('/table/')) return null;
      const settings = await services.settings.publicView();
      const [firstImage, drawn] = await Promise.all([services.products.firstDinerImage(), drawnPage?.(pathname, search, settings) ?? null]);
      // A drawn page names the language it was drawn in (the default one, as the menu read answers it).
      return { head: tableHead(pathname, drawn?.lang ?? settings.dinerDefaultLanguage, firstImage, !!drawn), drawn };
    },
  });

  let hub: Hub | undefined;
  let stopFollowingMenu: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    // Other instances' menu writes reach this one's in-memory menu version.
    if (handle.pool) stopFollowingMenu = await services.menuCache.follow(handle.pool);
    const attached = attachHub(app.server, {
      userFromAccessToken: (t) => services.auth.userFromAccessToken(t),
      tableRoomFor: (auth) => services.tables.tableRoomFor(auth),
      onConnection: (socket) => handleServiceCallSocket(socket, services.serviceCalls),
      pool: handle.pool,
      allowedOrigins,
    });
    hub = attached.io;
    events.forwardTo(attached.publisher);
  });
  app.addHook('onClose', async () => {
    await hub?.close();
    await stopFollowingMenu?.();
    // The print worker's own hook may run after this one: stop it before its database goes.
    await services.printing.stop();
    await handle.close();
  });

  return {
    app,
    services,
    handle,
    events,
    get hub() {
      return hub;
    },
    seeded,
  };
}
