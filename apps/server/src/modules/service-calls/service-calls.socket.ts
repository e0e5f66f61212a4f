import { can, createServiceCallSchema, type ClientEvents } from '@app/contract';
import type { HubSocket, HubSocketData } from '../../realtime/hub.js';
import { AppError } from '../../errors/app-error.js';
import { viText } from '../../errors/messages.js';
import { issueKey, issueText } from '../../http/validation-keys.js';
import type { ServiceCallsService } from './service-calls.service.js';

/**
 * The hub's SendServiceCall: the same service and rules as the HTTP route. Diners use the
 * table key of their handshake; staff sockets (signed in by cookie) need none.
 */
export function handleServiceCallSocket(socket: HubSocket, serviceCalls: ServiceCallsService): void {
  type Args = Parameters<ClientEvents['SendServiceCall']>;
  socket.on('SendServiceCall', async (payload: Args[0], ack: Args[1]) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    try {
      const input = createServiceCallSchema.safeParse(payload ?? {});
      if (!input.success) return reply({ ok: false, message: issueMessage(input.error.issues[0]) });
      const data = socket.data as HubSocketData;
      await serviceCalls.call({ input: input.data, tableKey: data.tableKey, staff: can(data.role, 'callHistory.view') });
      reply({ ok: true, message: viText('calls.recorded') });
    } catch (err) {
      reply({ ok: false, message: err instanceof AppError ? err.message : viText('calls.notRecorded') });
    }
  });
}

/** A refused call's first problem in Vietnamese: the schema's message key rendered, or zod's own text. */
function issueMessage(issue: { code: string; message: string } | undefined): string {
  if (!issue) return viText('errors.validation');
  const reported = { keyword: issue.code, message: issue.message, params: { ...issue } };
  return issueText(reported, issueKey(reported));
}
