import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  tableByNumber,
  tablesCheckUnique,
  tablesCreate,
  tablesGet,
  tablesList,
  tablesRemove,
  tablesRotateKey,
  tablesToggleStatus,
  tablesUpdate,
  tablesWithBooking,
} from '@app/contract';
import { requireUser } from '../../http/access.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { viText } from '../../errors/messages.js';

/** Origin for the QR URLs: the configured public URL, else the one the staff member used. */
export function requestOrigin(req: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.headers.host}`;
}

export async function tablesRoutes(app: FastifyInstance, { tables, config }: Services) {
  const origin = (req: FastifyRequest) => requestOrigin(req, config.publicUrl);
  const reader = (req: FastifyRequest) => ({ role: requireUser(req).role, origin: origin(req) });

  route(app, tableByNumber, async (req) => tables.getPublicByNumber(req.params.tableNumber));

  route(app, tablesList, async (req) => tables.list(req.query, reader(req)));

  route(app, tablesWithBooking, async (req) => tables.listWithBooking(reader(req)));

  route(app, tablesCheckUnique, async (req) => ({ isUnique: await tables.isUnique(req.query.tableNumber, req.query.excludeId) }));

  route(app, tablesGet, async (req) => tables.get(req.params.id, reader(req)));

  route(app, tablesCreate, async (req) => tables.create(req.body, origin(req)));

  route(app, tablesUpdate, async (req) => tables.update(req.params.id, req.body, origin(req)));

  route(app, tablesRemove, async (req) => {
    await tables.remove(req.params.id);
    return { success: true as const, message: viText('tables.deleted') };
  });

  route(app, tablesToggleStatus, async (req) => tables.toggleActive(req.params.id, origin(req)));

  route(app, tablesRotateKey, async (req) => tables.rotateKey(req.params.id, origin(req)));
}
