import { useEffect, useRef, useState } from 'react';
import type { PublicTable } from '@app/contract';
import { isAbortError } from '../../lib/http';
import { fetchTable } from '../lib/api';
import { arrivedTable, takeStartedTable } from '../lib/first-load';

export type TableState = { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; table: PublicTable } | { kind: 'notFound' } | { kind: 'inactive' };

function stateOf(table: PublicTable | 'failed'): TableState {
  // Any failed lookup shows the not-found screen, then goes home.
  if (table === 'failed') return { kind: 'notFound' };
  return table.isActive ? { kind: 'ready', table } : { kind: 'inactive' };
}

/** Looks the table up by its number; `undefined` (the / route) means browsing without a table. */
export function useTable(tableNumber: string | undefined): TableState {
  const [state, setState] = useState<TableState>(() => {
    if (!tableNumber) return { kind: 'none' };
    // The first load's answer, when it is already in, is drawn in the first render.
    const arrived = arrivedTable(tableNumber);
    return arrived ? stateOf(arrived) : { kind: 'loading' };
  });
  const answeredAtMount = useRef(state.kind !== 'none' && state.kind !== 'loading');

  useEffect(() => {
    if (!tableNumber) {
      setState({ kind: 'none' });
      return;
    }
    if (answeredAtMount.current) {
      answeredAtMount.current = false;
      // Drawn already: the boot's request is let go.
      void takeStartedTable(tableNumber);
      return;
    }
    const ctrl = new AbortController();
    setState({ kind: 'loading' });
    (takeStartedTable(tableNumber) ?? fetchTable(tableNumber, ctrl.signal)).then(
      (table) => !ctrl.signal.aborted && setState(stateOf(table)),
      (err: unknown) => {
        if (!isAbortError(err) && !ctrl.signal.aborted) setState(stateOf('failed'));
      },
    );
    return () => ctrl.abort();
  }, [tableNumber]);

  return state;
}
