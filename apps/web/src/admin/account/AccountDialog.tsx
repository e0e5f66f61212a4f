import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { Tabs } from '../../ui/Tabs';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** 'My account' from the header's user menu: own name/e-mail and password. */
export function AccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('account');
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')}>
      <Tabs
        label={t('title')}
        items={[
          { value: 'profile', label: t('tabs.profile'), content: <ProfileForm onDone={close} /> },
          { value: 'password', label: t('tabs.password'), content: <PasswordForm onDone={close} /> },
        ]}
      />
    </Dialog>
  );
}
