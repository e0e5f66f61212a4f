import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { LIVE_KEYS } from '../lib/live-keys';
import { useHubConnection, useHubEvent, useHubReconnect } from '../lib/socket';
import { createRecentIds } from './recent-ids';
import { ensureAudioRunning, isAudioBlocked, playSound, type SoundKind } from './sound-player';
import { getSoundSettings } from './sound-settings';

const ALERT_MS = 4000;

/**
 * Keeps the tab's hub connection open and turns two events into alerts: a new order
 * (chime + 'Có thông báo mới!') and a waiter call (bell). Everything else only refetches.
 */
export function LiveAlerts({ hearsCalls }: { hearsCalls: boolean }) {
  const { t } = useTranslation('sound');
  const queryClient = useQueryClient();
  const recent = useRef(createRecentIds());
  useHubConnection(true);

  // Missed events while disconnected are not replayed: refetch what is on screen instead.
  useHubReconnect(() => {
    for (const queryKey of [LIVE_KEYS.orders, LIVE_KEYS.notifications, LIVE_KEYS.calls]) void queryClient.invalidateQueries({ queryKey });
  });

  // Browsers allow sound only after a user gesture: the first tap anywhere unlocks it for the session.
  useEffect(() => {
    const unlock = () => {
      void ensureAudioRunning().then((running) => {
        if (running) {
          document.removeEventListener('pointerdown', unlock);
          document.removeEventListener('keydown', unlock);
        }
      });
    };
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, []);

  const ring = async (kind: SoundKind) => {
    const settings = getSoundSettings();
    if (!settings.enabled) return;
    if (await playSound(kind, settings.volume)) return;
    if (!isAudioBlocked()) return;
    toast(
      (item) => (
        <button
          type="button"
          className="text-left font-medium underline-offset-2 hover:underline focus-visible:underline focus-visible:outline-none"
          onClick={() => {
            toast.dismiss(item.id);
            void ensureAudioRunning().then((ok) => ok && playSound(kind, getSoundSettings().volume));
          }}
        >
          {t('blocked')}
        </button>
      ),
      { id: 'sound-blocked', duration: ALERT_MS },
    );
  };

  useHubEvent('ReceiveOrderNotification', (p) => {
    if (!recent.current.firstSeen(`order:${p.notificationId ?? p.orderId}`)) return;
    toast(
      <span>
        <span className="block font-semibold">{t('newNotification')}</span>
        <span className="block text-zinc-300">{t('newOrderDetail', { table: p.tableNumber, id: p.orderId })}</span>
      </span>,
      { id: `order-${p.orderId}`, duration: ALERT_MS },
    );
    void ring('order');
  });

  useHubEvent('ReceiveServiceCall', (p) => {
    void queryClient.invalidateQueries({ queryKey: LIVE_KEYS.calls });
    if (!hearsCalls || !recent.current.firstSeen(`call:${p.id}`)) return;
    toast(t('serviceCall', { table: p.tableNumber }), { id: `call-${p.id}`, duration: ALERT_MS });
    void ring('serviceCall');
  });

  return null;
}
