import { parseRoles, PERMISSION_TABLE, PERMISSIONS, ROLES, type Permission } from '@app/contract';
import { Check, Minus } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { useUser } from '../../session/session-context';

/** Permissions grouped by their area ('orders.view' -> 'orders'), in the contract's order. */
function groups(): [string, Permission[]][] {
  const byArea = new Map<string, Permission[]>();
  for (const p of PERMISSIONS) {
    const area = p.split('.')[0]!;
    byArea.set(area, [...(byArea.get(area) ?? []), p]);
  }
  return [...byArea];
}

/**
 * Rendered from the contract's PERMISSION_TABLE, the same table the server's route guards read,
 * so the guide can never promise what the server refuses.
 */
export function PermissionTable() {
  const { t } = useTranslation('guide');
  const mine = parseRoles(useUser().role);
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white">
      <table className="w-full border-collapse text-sm" data-testid="permission-table">
        <caption className="sr-only">{t('permissions.caption')}</caption>
        <thead className="bg-zinc-50">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 border-b border-zinc-200 bg-zinc-50 px-4 py-3 text-left text-xs font-semibold tracking-wide text-zinc-600 uppercase"
            >
              {t('permissions.permission')}
            </th>
            {ROLES.map((role) => (
              <th
                key={role}
                scope="col"
                className={cn(
                  'border-b border-zinc-200 px-3 py-3 text-center text-xs font-semibold whitespace-nowrap text-zinc-700',
                  mine.includes(role) && 'bg-brand-50 text-brand-900',
                )}
              >
                {t(`admin:roles.${role}`)}
                {mine.includes(role) && <span className="block text-[11px] font-normal">{t('permissions.yourRole')}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups().map(([area, permissions]) => (
            <Fragment key={area}>
              <tr>
                <th
                  scope="colgroup"
                  colSpan={ROLES.length + 1}
                  className="border-t border-zinc-200 bg-zinc-50/60 px-4 py-2 text-left text-xs font-semibold text-zinc-700"
                >
                  {t(`permissions.areas.${area}`)}
                </th>
              </tr>
              {permissions.map((permission) => (
                <tr key={permission} className="border-t border-zinc-100">
                  <th scope="row" className="sticky left-0 min-w-44 bg-white px-4 py-2.5 text-left font-normal text-zinc-800">
                    {t(`permissions.names.${permission}`)}
                  </th>
                  {ROLES.map((role) => {
                    const allowed = PERMISSION_TABLE[permission].includes(role);
                    return (
                      <td key={role} className={cn('px-3 py-2.5 text-center', mine.includes(role) && 'bg-brand-50/60')}>
                        {allowed ? (
                          <Check className="mx-auto size-4.5 text-green-700" role="img" aria-label={t('permissions.allowed')} />
                        ) : (
                          <Minus className="mx-auto size-4 text-zinc-400" role="img" aria-label={t('permissions.denied')} />
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
