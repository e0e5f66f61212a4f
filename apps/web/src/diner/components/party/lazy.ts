import { lazy } from 'react';

/** The bill, its QR code library and the receipt load only when a guest opens 'Hóa đơn'. */
export const BillDialog = lazy(() => import('./BillDialog').then((m) => ({ default: m.BillDialog })));
