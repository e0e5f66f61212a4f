import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../lib/http';
import { isTableNumberUnique } from './table-queries';

export type NumberCheck = 'idle' | 'checking' | 'unique' | 'taken' | 'failed';
const DEBOUNCE_MS = 400;

const checkNumber = isTableNumberUnique;

/**
 * The table number is checked while typing (debounced, the previous check cancelled)
 * and again on save, excluding the table itself. `verify` is the on-save check.
 */
export function useTableNumberCheck(value: string, excludeId: number | undefined, unchanged: boolean) {
  const [state, setState] = useState<NumberCheck>('idle');
  const controller = useRef<AbortController | null>(null);
  const number = value.trim();

  useEffect(() => {
    controller.current?.abort();
    if (!number || unchanged) {
      setState('idle');
      return;
    }
    setState('checking');
    const abort = new AbortController();
    controller.current = abort;
    const timer = window.setTimeout(() => {
      checkNumber(number, excludeId, abort.signal).then(
        (isUnique) => setState(isUnique ? 'unique' : 'taken'),
        (err: unknown) => !isAbortError(err) && setState('failed'),
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [number, excludeId, unchanged]);

  const verify = useCallback(async (): Promise<NumberCheck> => {
    if (!number || unchanged) return 'idle';
    controller.current?.abort();
    setState('checking');
    let result: NumberCheck;
    try {
      result = (await checkNumber(number, excludeId)) ? 'unique' : 'taken';
    } catch {
      result = 'failed';
    }
    setState(result);
    return result;
  }, [number, excludeId, unchanged]);

  return { state, verify };
}
