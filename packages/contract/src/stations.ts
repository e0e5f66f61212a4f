import { parseRoles } from './permissions.js';

/** Where a dish is prepared. Each category carries one. */
export const STATIONS = ['kitchen', 'sushi', 'bar'] as const;
export type Station = (typeof STATIONS)[number];

const BAR_WORDS = ['nước', 'trà', 'cà phê', 'bia', 'rượu', 'đồ uống', 'drink'];

/** Default station for a new category, from keywords in its name; staff may change it. */
export function defaultStationFor(categoryName: string): Station {
  const name = categoryName.toLowerCase();
  if (name.includes('sushi')) return 'sushi';
  if (BAR_WORDS.some((w) => name.includes(w))) return 'bar';
  return 'kitchen';
}

/**
 * Stations whose dishes a role works with. Management sees every station;
 * Waiter runs the bar, Kitchen the kitchen, Sushi the sushi bar.
 * Returns null for "all stations".
 */
export function stationsOf(role: string | readonly string[] | null | undefined): Station[] | null {
  const roles = parseRoles(role);
  if (roles.some((r) => r === 'SuperAdmin' || r === 'Admin' || r === 'Manager')) return null;
  const stations = new Set<Station>();
  if (roles.includes('Waiter')) stations.add('bar');
  if (roles.includes('Kitchen')) stations.add('kitchen');
  if (roles.includes('Sushi')) stations.add('sushi');
  return [...stations];
}

export function mayHandleStation(role: string | readonly string[] | null | undefined, station: Station): boolean {
  const stations = stationsOf(role);
  return stations === null || stations.includes(station);
}
