import Switch from '@mui/material/Switch';

interface VisibilitySwitchProps {
  checked: boolean;
  /** The switch's accessible name, e.g. "Activo: Ana Pérez". */
  label: string;
  onChange: (checked: boolean) => void;
}

/** The row's 'Activo' or 'Público' switch; toggling it does not open the row's detail. */
export function VisibilitySwitch({ checked, label, onChange }: VisibilitySwitchProps) {
  return (
    <Switch
      checked={checked}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      onChange={(event) => onChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}
