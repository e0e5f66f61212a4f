import { Switch } from '../../../ui/Switch';

interface FlagSwitchProps {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off row of a form (selling, featured, active). */
export function FlagSwitch({ id, label, hint, checked, onChange }: FlagSwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-zinc-200 px-3 py-2.5">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-zinc-800">
          {label}
        </label>
        {hint && (
          <p className="text-xs text-zinc-600" id={`${id}-hint`}>
            {hint}
          </p>
        )}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={hint ? `${id}-hint` : undefined} />
    </div>
  );
}
