import type { Order, PrintJob, Station } from '@app/contract';
import type { AppContext } from '../../context.js';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { viText } from '../../errors/messages.js';
import { loadKitchenSettings } from '../settings/kitchen-settings.js';
import { enqueueKitchenTickets } from './print-enqueue.js';
import { renderTicket, type PrintTicket } from './escpos-ticket.js';
import { sendToPrinter } from './printer-client.js';
import { createPrintQueueRepo, type PrintJobRow } from './print-queue.repo.js';

export interface PrintWorkerOptions {
  /** First retry after this; doubled per failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed sends the job is marked failed (staff may reprint it). */
  maxAttempts?: number;
  pollMs?: number;
}

function toPrintJob(row: PrintJobRow): PrintJob {
  const ticket = JSON.parse(row.ticket) as PrintTicket;
  return {
    id: row.id,
    station: row.station as Station,
    orderId: row.order_id,
    tableNumber: row.table_number,
    callNumber: row.call_number,
    status: row.status as PrintJob['status'],
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    printedAt: row.printed_at,
    nextAttemptAt: row.next_attempt_at,
    reprint: ticket.reprint ?? false,
    kind: ticket.kind ?? 'order',
    isRush: ticket.isRush || ticket.kind === 'rush',
    items: ticket.items.filter((i) => !i.cancelled).map((i) => `${i.quantity} x ${i.name}`),
    cancelledItems: ticket.items.filter((i) => i.cancelled).map((i) => `${i.quantity} x ${i.name}`),
  };
}

/** Tickets for the station printers: queued in the database, sent by a worker with back-off. */
export function createPrintingService(ctx: AppContext, opts: PrintWorkerOptions = {}) {
  const repo = createPrintQueueRepo(ctx.db);
  const baseDelay = opts.baseDelayMs ?? 1000;
  const maxDelay = opts.maxDelayMs ?? 30_000;
  const maxAttempts = opts.maxAttempts ?? 120;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function sendOne(job: PrintJobRow, now: Date): Promise<boolean> {
    const claimUntil = new Date(now.getTime() + 60_000).toISOString();
    if (!(await repo.claim(job.id, now.toISOString(), claimUntil))) return false;
    const printer = (await loadKitchenSettings(ctx.db)).printers[job.station as Station];
    if (!printer) {
      // The station's printer was removed after the ticket was queued: retrying cannot help. The ticket stays in
      // the list as failed, and can be printed again from there once the station has a printer.
      await repo.markFailed(job, viText('kitchen.noPrinter'), now.toISOString(), true);
      return false;
    }
    try {
      // The ticket as it is now: an order marked urgent before this send rewrote it.
      const ticket = (await repo.find(job.id))?.ticket ?? job.ticket;
      await sendToPrinter(printer.host, printer.port, renderTicket(JSON.parse(ticket) as PrintTicket, printer.codePage));
      await repo.markPrinted(job, nowIso());
      return true;
    } catch (err) {
      const attempts = job.attempts + 1;
      const delay = Math.min(maxDelay, baseDelay * 2 ** (attempts - 1));
      const message = err instanceof Error ? err.message : String(err);
      await repo.markFailed(job, message, new Date(Date.now() + delay).toISOString(), attempts >= maxAttempts);
      ctx.log.warn({ job: job.id, station: job.station, err: message }, 'ticket printer failed');
      return false;
    }
  }

  const service = {
    async enqueueOrder(order: Order): Promise<void> {
      if ((await enqueueKitchenTickets(ctx, order)) > 0) service.kick();
    },

    /** Sends every due job once; returns how many were printed. One pass at a time per instance. */
    runOnce(now = new Date()): Promise<number> {
      running ??= (async () => {
        let printed = 0;
        try {
          for (const job of await repo.due(now.toISOString(), 20)) if (await sendOne(job, now)) printed += 1;
        } finally {
          running = undefined;
        }
        return printed;
      })();
      return running;
    },

    /** Polls the queue until stopped; a new ticket also wakes it at once. */
    start() {
      if (timer) return;
      const loop = () => {
        void service
          .runOnce()
          .catch((err: unknown) => ctx.log.error({ err }, 'print queue pass failed'))
          .finally(() => {
            if (timer) timer = setTimeout(loop, opts.pollMs ?? 1000).unref();
          });
      };
      timer = setTimeout(loop, 0).unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    /** A new ticket is sent at once instead of waiting for the next poll (when the worker runs). */
    kick() {
      if (timer) void service.runOnce().catch((err: unknown) => ctx.log.error({ err }, 'print queue pass failed'));
    },

    async jobs(problems: boolean): Promise<PrintJob[]> {
      return (await repo.list({ problems, limit: 100 })).map(toPrintJob);
    },

    /** Prints a ticket again (a lost or failed one) as a new job marked as a reprint. */
    async reprint(id: number): Promise<PrintJob> {
      const job = await repo.find(id);
      if (!job) throw new AppError('NOT_FOUND', 'kitchen.jobNotFound');
      const now = nowIso();
      const ticket = { ...(JSON.parse(job.ticket) as PrintTicket), reprint: true };
      const [created] = await repo.enqueue([
        {
          station: job.station,
          order_id: job.order_id,
          table_number: job.table_number,
          call_number: job.call_number,
          ticket: JSON.stringify(ticket),
          next_attempt_at: now,
          created_at: now,
        },
      ]);
      service.kick();
      return toPrintJob(created!);
    },
  };
  return service;
}
export type PrintingService = ReturnType<typeof createPrintingService>;
