import { useEffect, useState } from 'react';
import type { PublicTable } from '@app/contract';
import { isAbortError } from '../../lib/http';
import { fetchTable } from '../lib/api';
import { takeStartedTable } from '../lib/first-load';

export type TableState = { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; table: PublicTable } | { kind: 'notFound' } | { kind: 'inactive' };

/** Looks the table up by its number; `undefined` (the / route) means browsing without a table. */
export function useTable(tableNumber: string | undefined): TableState {
  const [state, setState] = useState<TableState>(tableNumber ? { kind: 'loading' } : { kind: 'none' });

  useEffect(() => {
    if (!tableNumber) {
      setState({ kind: 'none' });
      return;
    }
    const ctrl = new AbortController();
    setState({ kind: 'loading' });
    (takeStartedTable(tableNumber) ?? fetchTable(tableNumber, ctrl.signal)).then(
      (table) => !ctrl.signal.aborted && setState(table.isActive ? { kind: 'ready', table } : { kind: 'inactive' }),
      (err: unknown) => {
        // Any failed lookup shows the not-found screen, then goes home.
        if (!isAbortError(err) && !ctrl.signal.aborted) setState({ kind: 'notFound' });
      },
    );
    return () => ctrl.abort();
  }, [tableNumber]);

  return state;
}
