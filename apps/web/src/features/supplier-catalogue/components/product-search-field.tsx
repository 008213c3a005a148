import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS } from '@hogarte/shared/limits';

interface ProductSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The product tables' search box: by name, reference or brand, asked of the server. */
export function ProductSearchField({ value, onChange }: ProductSearchFieldProps) {
  return (
    <TextField
      label="Buscar productos"
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 320 }, mb: 2 }}
      slotProps={{
        htmlInput: { maxLength: LIMITS.searchMaxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
