import {
  TABLE_NOT_FOUND,
  can,
  rooms,
  tableInputSchema,
  tableUpdateSchema,
  tableUrl,
  type PublicTable,
  type Table,
  type TableWithBooking,
  type TableStatus,
} from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { nowIso, toBool, toFlag } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { SettingsService } from '../settings/settings.service.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { generateTableKey, tableKeyMatches } from './table-key.js';
import { endSessionIfSettled } from './table-session.js';
import { createTablesRepo, type TableRow } from './tables.repo.js';
import { pageOf } from '../../db/paging.js';

type TableValues = z.output<typeof tableInputSchema>;
type TableUpdateValues = z.output<typeof tableUpdateSchema>;

export function toPublicTable(row: TableRow): PublicTable {
  return {
    id: row.id,
    tableNumber: row.table_number,
    capacity: row.capacity,
    location: row.location,
    status: row.status,
    isActive: toBool(row.is_active),
  };
}

/** `keyOrigin` null: the reader may not manage tables, so the URL holding the table's secret is left out. */
export function toStaffTable(row: TableRow, keyOrigin: string | null): Table {
  return {
    ...toPublicTable(row),
    bookingStartTime: row.booking_start_time,
    bookingEndTime: row.booking_end_time,
    bookingTime: row.booking_time,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    qrUrl: keyOrigin === null ? null : tableUrl(keyOrigin, row.table_number, row.secret_key),
    sessionStartedAt: row.session_started_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A staff member reading tables, and the origin their QR URLs would use. */
export interface TableReader {
  role: string;
  origin: string;
}

/** Table keys go only to those who manage tables (and print the QR codes); a waiter picks tables by number. */
function keyOriginFor(reader: TableReader): string | null {
  return can(reader.role, 'tables.manage') ? reader.origin : null;
}

export function createTablesService(ctx: AppContext, settings: SettingsService) {
  const repo = createTablesRepo(ctx.db, ctx.dialect);

  async function mustFind(id: number): Promise<TableRow> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', TABLE_NOT_FOUND);
    return row;
  }

  function valuesOf(input: TableUpdateValues) {
    return {
      table_number: input.tableNumber,
      capacity: input.capacity,
      location: input.location,
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.isActive !== undefined ? { is_active: toFlag(input.isActive) } : {}),
      booking_start_time: input.bookingStartTime,
      booking_end_time: input.bookingEndTime,
      booking_time: input.bookingTime,
      customer_name: input.customerName ?? null,
      customer_phone: input.customerPhone ?? null,
    };
  }

  async function assertNumberFree(tableNumber: string, excludeId?: number) {
    if (await repo.numberTaken(tableNumber, excludeId)) {
      throw new AppError('CONFLICT', 'tables.numberTaken', undefined, { tableNumber: 'tables.numberTaken' });
    }
  }

  function tablesChanged() {
    ctx.events.publish('MenuChanged', {}, { rooms: [rooms.staff] });
  }

  const service = {
    /** Whether diners must present the table key (restaurant setting, default on). */
    async keyRequired(): Promise<boolean> {
      return (await settings.get()).requireTableKey;
    },

    /** 403 TABLE_KEY_REQUIRED unless the key matches or the restaurant does not require keys. */
    async assertTableKey(table: TableRow, key: unknown): Promise<void> {
      if (!(await service.keyRequired())) return;
      if (!tableKeyMatches(table.secret_key, key)) throw new AppError('TABLE_KEY_REQUIRED');
    },

    async getPublicByNumber(tableNumber: string): Promise<PublicTable> {
      const row = await repo.findByNumber(tableNumber);
      if (!row) throw new AppError('NOT_FOUND', TABLE_NOT_FOUND);
      return toPublicTable(row);
    },

    /** A diner's table by number, key checked. */
    async findForDiner(tableNumber: string, key: unknown): Promise<TableRow> {
      const row = await repo.findByNumber(tableNumber);
      if (!row) throw new AppError('NOT_FOUND', TABLE_NOT_FOUND);
      await service.assertTableKey(row, key);
      return row;
    },

    /** The hub's check: the room a diner socket may join, or null. */
    async tableRoomFor(auth: { tableNumber?: unknown; tableKey?: unknown }): Promise<number | null> {
      if (typeof auth.tableNumber !== 'string' && typeof auth.tableNumber !== 'number') return null;
      const row = await repo.findByNumber(String(auth.tableNumber).trim());
      if (!row) return null;
      if ((await service.keyRequired()) && !tableKeyMatches(row.secret_key, auth.tableKey)) return null;
      return row.id;
    },

    async list(query: { search?: string; status?: TableStatus; page: number; pageSize: number }, reader: TableReader) {
      const { rows, total } = await repo.list(query);
      return pageOf(
        rows.map((r) => toStaffTable(r, keyOriginFor(reader))),
        total,
        query,
      );
    },

    async listWithBooking(reader: TableReader): Promise<TableWithBooking[]> {
      const [{ rows }, open] = await Promise.all([repo.list({ page: 1, pageSize: 100000 }), repo.openSummaries()]);
      return rows.map((r) => {
        const o = open.get(r.id);
        return { ...toStaffTable(r, keyOriginFor(reader)), openOrderCount: o?.count ?? 0, openAmount: o?.amount ?? 0, lastOrderAt: o?.last ?? null };
      });
    },

    async get(id: number, reader: TableReader): Promise<Table> {
      return toStaffTable(await mustFind(id), keyOriginFor(reader));
    },

    async isUnique(tableNumber: string, excludeId?: number): Promise<boolean> {
      return !(await repo.numberTaken(tableNumber, excludeId));
    },

    async create(input: TableValues, origin: string): Promise<Table> {
      await assertNumberFree(input.tableNumber);
      try {
        const row = await repo.insert({
          ...valuesOf(input),
          status: input.status,
          is_active: toFlag(input.isActive),
          secret_key: generateTableKey(),
          session_started_at: nowIso(),
        });
        tablesChanged();
        return toStaffTable(row, origin);
      } catch (err) {
        // Two admins saving the same number at once: the unique index decides.
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'tables.numberTaken', undefined, { tableNumber: 'tables.numberTaken' });
        throw err;
      }
    },

    async update(id: number, input: TableUpdateValues, origin: string): Promise<Table> {
      await mustFind(id);
      await assertNumberFree(input.tableNumber, id);
      let row: TableRow | undefined;
      try {
        row = await ctx.db.transaction().execute(async (trx) => {
          const trxRepo = createTablesRepo(trx, ctx.dialect);
          const updated = (await trxRepo.update(id, valuesOf(input)))!;
          if (input.status === 'trống') await endSessionIfSettled(trx, ctx.dialect, updated, 'freed');
          return trxRepo.findById(id);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'tables.numberTaken', undefined, { tableNumber: 'tables.numberTaken' });
        throw err;
      }
      tablesChanged();
      return toStaffTable(row!, origin);
    },

    /** Refused while the table has open orders or guests are seated. */
    async remove(id: number): Promise<void> {
      const row = await mustFind(id);
      if (row.status === 'đang-sử-dụng' || (await repo.openOrderCount(id)) > 0) throw new AppError('CONFLICT', 'tables.inUse');
      await repo.remove(id);
      tablesChanged();
    },

    async toggleActive(id: number, origin: string): Promise<Table> {
      const row = await mustFind(id);
      const updated = await repo.update(id, { is_active: row.is_active ? 0 : 1 });
      tablesChanged();
      return toStaffTable(updated!, origin);
    },

    /** A new secret: QR codes printed with the old one stop working at once. */
    async rotateKey(id: number, origin: string): Promise<Table> {
      await mustFind(id);
      const updated = await repo.update(id, { secret_key: generateTableKey() });
      tablesChanged();
      // Guests connected with the old key stop receiving the table's updates; reconnecting needs the new QR code.
      ctx.events.disconnectRoom(rooms.table(id));
      return toStaffTable(updated!, origin);
    },

    /** Orders and calls need a table in service: active and not marked unavailable. */
    assertActive(table: TableRow): void {
      if (!table.is_active || table.status === 'không khả dụng') throw new AppError('VALIDATION', 'tables.inactive');
    },
  };
  return service;
}
export type TablesService = ReturnType<typeof createTablesService>;
