import { useEffect, useState } from 'react';
import { isAbortError } from '../../../lib/http';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { isTaken, type AvailabilityField } from './users.api';

export type Availability = 'idle' | 'checking' | 'free' | 'taken';

/**
 * Live uniqueness check while typing (debounced). Only values that pass `worthChecking`
 * (e.g. a well-formed e-mail) are sent; a failed check says nothing rather than blocking the form.
 */
export function useAvailability(
  field: AvailabilityField,
  value: string,
  opts: { excludeId?: number; initial?: string; worthChecking: (v: string) => boolean; enabled: boolean },
): Availability {
  const debounced = useDebouncedValue(value.trim(), 400);
  const [state, setState] = useState<{ value: string; result: Availability }>({ value: '', result: 'idle' });
  const { excludeId, initial, worthChecking, enabled } = opts;
  const relevant = enabled && debounced !== '' && debounced !== initial && worthChecking(debounced);

  useEffect(() => {
    if (!relevant) return;
    const controller = new AbortController();
    setState({ value: debounced, result: 'checking' });
    isTaken(field, debounced, excludeId, controller.signal).then(
      (taken) => setState({ value: debounced, result: taken ? 'taken' : 'free' }),
      (err: unknown) => {
        if (!isAbortError(err)) setState({ value: debounced, result: 'idle' });
      },
    );
    return () => controller.abort();
  }, [field, debounced, excludeId, relevant]);

  if (!relevant) return 'idle';
  // Typed on since the last answer: the answer is about an older value.
  if (value.trim() !== debounced || state.value !== debounced) return 'checking';
  return state.result;
}
