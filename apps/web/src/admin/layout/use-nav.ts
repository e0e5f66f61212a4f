import { labelStationFor, navItemsFor, type NavItem } from '@app/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../session/session-context';

export interface NavEntry extends NavItem {
  label: string;
}

/** The signed-in user's sidebar items with their labels (station staff get station-specific ones). */
export function useNavEntries(): NavEntry[] {
  const user = useUser();
  const { t } = useTranslation('admin');
  return useMemo(() => {
    const station = labelStationFor(user.role);
    return navItemsFor(user.role).map((item) => ({
      ...item,
      label: item.stationLabel && station ? t(`nav.station.${station}.${item.key}`) : t(`nav.${item.key}`),
    }));
  }, [user.role, t]);
}
