/**
 * A product's installation price edited in its table row (part 2 §2.4, the lsh operator's and the
 * admin's tables): whole pesos, checked with the shared rule before it is sent; Enter or the save
 * button sends it. Clicks inside never open the row's detail.
 */
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { installationPriceField } from '@hogarte/shared/schemas/catalogue';
import { TextField } from './text-field';

interface InstallationPriceFieldProps {
  /** The product's name, for the accessible names ("Precio de instalación de Mesa Roble"). */
  productName: string;
  value: number | null;
  /** Resolves once saved; a failure keeps the typed value so it can be sent again. */
  onSave: (price: number) => Promise<unknown>;
  disabled?: boolean;
}

const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

export function InstallationPriceField({
  productName,
  value,
  onSave,
  disabled = false,
}: InstallationPriceFieldProps) {
  const initial = value === null ? '' : String(value);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = text.trim() !== initial;

  const save = async () => {
    if (saving || !changed) return;
    const parsed = installationPriceField.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch {
      // The caller tells what went wrong; the typed price stays to try again.
    } finally {
      setSaving(false);
    }
  };

  const label = `Precio de instalación de ${productName}`;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 170 }}
      onClick={stop}
      onKeyDown={stop}
    >
      <TextField
        size="small"
        value={text}
        placeholder="Sin precio"
        disabled={disabled || saving}
        error={Boolean(error)}
        helperText={error ?? undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
        }}
        sx={{ width: 130 }}
        slotProps={{
          htmlInput: { 'aria-label': label, inputMode: 'numeric', maxLength: 12 },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <Tooltip title="Guardar">
        <span>
          <IconButton
            color="primary"
            aria-label={`Guardar precio de instalación de ${productName}`}
            disabled={disabled || saving || !changed}
            onClick={() => void save()}
          >
            {saving ? <CircularProgress size={20} /> : <SaveOutlinedIcon />}
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
