import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';

interface VisibilitySwitchProps {
  checked: boolean;
  /** Why the switch cannot be used now; it is then disabled. */
  lockedReason?: string | null;
  /** The switch's accessible name, e.g. "Activo: Ana Pérez". */
  label: string;
  onChange: (checked: boolean) => void;
}

/**
 * The row's 'Activo', 'Público' or 'Temporada' switch; toggling it does not open the row's detail.
 * A locked one says why on hover (its wrapper takes the hover: a disabled input gets no events).
 */
export function VisibilitySwitch({
  checked,
  lockedReason = null,
  label,
  onChange,
}: VisibilitySwitchProps) {
  const control = (
    <Switch
      checked={checked}
      disabled={lockedReason !== null}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      onChange={(event) => onChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
  if (lockedReason === null) return control;
  return (
    <Tooltip title={lockedReason} describeChild>
      <span>{control}</span>
    </Tooltip>
  );
}
