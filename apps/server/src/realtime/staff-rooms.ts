import { rooms, type Station } from '@app/contract';

/**
 * The staff rooms that hear about an order: management always, a station only when the order
 * has dishes of that station (a kitchen never hears about a bar-only order). Orders and their
 * notifications route the same way, so both ask here.
 */
export function staffRoomsFor(stations: Iterable<Station>): string[] {
  return [rooms.management, ...[...new Set(stations)].map((s) => rooms.station(s))];
}
