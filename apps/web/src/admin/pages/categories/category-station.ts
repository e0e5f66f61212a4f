import { defaultStationFor, type Station } from '@app/contract';

/**
 * The station a new category starts with: the contract's name keywords, and for a
 * child whose name says nothing (kitchen is only the fallback), its parent's station, so
 * 'Sinh tố' under 'Đồ uống' goes to the bar.
 */
export function autoStation(name: string, parentStation?: Station): Station {
  const byName = defaultStationFor(name);
  return byName === 'kitchen' && parentStation ? parentStation : byName;
}
