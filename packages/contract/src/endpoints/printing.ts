import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { Out } from './schema-types.js';

type PrintJob = Out<typeof c.printJobSchema>;

export const printJobs = endpoint('GET', '/Printing/jobs', 'orders.completeItems').of<{ query: Out<typeof c.printJobsQuery>; response: PrintJob[] }>();
export const printJobReprint = endpoint('POST', '/Printing/jobs/:id/reprint', 'orders.completeItems').of<{ params: c.IdParam; response: PrintJob }>();
