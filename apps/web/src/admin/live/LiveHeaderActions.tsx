import { can, navItemsFor } from '@app/contract';
import { useUser } from '../session/session-context';
import { CallWidget } from './CallWidget';
import { LiveAlerts } from './LiveAlerts';
import { SoundSettingsMenu } from './SoundSettingsMenu';

/** The live parts of the header: the hub connection with its alerts, the call widget and the sound panel. */
export function LiveHeaderActions() {
  const user = useUser();
  if (!can(user.role, 'notifications.view')) return null;
  // The roles that answer waiter calls are the ones with the call-history page.
  const hearsCalls = navItemsFor(user.role).some((item) => item.key === 'call-history');
  return (
    <>
      <LiveAlerts hearsCalls={hearsCalls} />
      {hearsCalls && <CallWidget />}
      <SoundSettingsMenu />
    </>
  );
}
