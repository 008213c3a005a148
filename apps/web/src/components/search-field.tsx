import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS } from '@hogarte/shared/limits';
import { TextField } from './text-field';

interface SearchFieldProps {
  /** The visible label, also the accessible name ("Buscar productos"). */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a table; the screen debounces what it sends to the server. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 360 } }}
      slotProps={{
        htmlInput: { maxLength: LIMITS.searchMaxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
