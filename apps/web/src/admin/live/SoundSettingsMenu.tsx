import { BellRing, Volume1, Volume2, VolumeX } from 'lucide-react';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Popover } from '../../ui/Popover';
import { ensureAudioRunning, isAudioBlocked, playSound, subscribeAudioBlocked, type SoundKind } from './sound-player';
import { updateSoundSettings, useSoundSettings, VOLUME_STEP } from './sound-settings';

const headerButton =
  'relative inline-flex size-10 items-center justify-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900';

/** Header panel: sound on/off, volume 0..1 in 0.1 steps, a test of each sound. */
export function SoundSettingsMenu() {
  const { t } = useTranslation('sound');
  const settings = useSoundSettings();
  const blocked = useSyncExternalStore(subscribeAudioBlocked, isAudioBlocked);
  const switchId = useId();
  const volumeId = useId();
  const percent = Math.round(settings.volume * 100);
  const Icon = !settings.enabled || settings.volume === 0 ? VolumeX : settings.volume < 0.5 ? Volume1 : Volume2;

  const test = async (kind: SoundKind) => {
    // A click is a user gesture: the browser lets the page start its audio now.
    await ensureAudioRunning();
    await playSound(kind, settings.volume);
  };

  return (
    <Popover
      label={blocked ? `${t('title')}: ${t('blocked')}` : t('title')}
      title={t('title')}
      testId="sound-settings"
      triggerClassName={cn(headerButton, blocked && 'text-amber-700')}
      panelClassName="sm:w-80"
      trigger={
        <>
          <Icon className="size-5" aria-hidden="true" />
          {blocked && <span className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-amber-500 ring-2 ring-white" aria-hidden="true" />}
        </>
      }
    >
      <div className="space-y-5 px-4 py-4">
        {blocked && (
          <button
            type="button"
            onClick={() => void test('order')}
            className="w-full rounded-lg bg-amber-50 px-3 py-2.5 text-left text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset hover:bg-amber-100"
          >
            {t('blocked')}
          </button>
        )}
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={switchId} className="text-sm font-medium text-zinc-800">
            {t('enabled')}
          </label>
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={settings.enabled}
            onClick={() => updateSoundSettings({ enabled: !settings.enabled })}
            className={cn(
              'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
              settings.enabled ? 'bg-brand-700' : 'bg-zinc-400',
            )}
            data-testid="sound-enabled"
          >
            <span
              className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', settings.enabled ? 'translate-x-5.5' : 'translate-x-0.5')}
              aria-hidden="true"
            />
          </button>
        </div>
        <div className="space-y-2">
          <div className="flex items-center justify-between text-sm">
            <label htmlFor={volumeId} className="font-medium text-zinc-800">
              {t('volume')}
            </label>
            <span className="text-zinc-600 tabular-nums" aria-hidden="true">
              {percent}%
            </span>
          </div>
          <input
            id={volumeId}
            type="range"
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={settings.volume}
            disabled={!settings.enabled}
            onChange={(e) => updateSoundSettings({ volume: Number(e.target.value) })}
            aria-valuetext={`${percent}%`}
            className="w-full accent-brand-700 disabled:opacity-50"
            data-testid="sound-volume"
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" size="sm" disabled={!settings.enabled} onClick={() => void test('order')}>
            <BellRing className="size-4" aria-hidden="true" />
            {t('testOrder')}
          </Button>
          <Button variant="secondary" size="sm" disabled={!settings.enabled} onClick={() => void test('serviceCall')}>
            <BellRing className="size-4" aria-hidden="true" />
            {t('testCall')}
          </Button>
        </div>
      </div>
    </Popover>
  );
}
