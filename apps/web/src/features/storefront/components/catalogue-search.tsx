import { useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS } from '@hogarte/shared/limits';
import { CATALOGUE_PARAM } from '../utils/catalogue-query';

interface CatalogueSearchProps {
  /** The search in the address; the box starts from it. */
  value: string;
  onSearch: (text: string) => void;
}

/** The catalogue's search box: it searches on Enter or the button, and clears with the cross. */
export function CatalogueSearch({ value, onSearch }: CatalogueSearchProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // A new search in the address (back button, a link) replaces what the box holds.
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Buscar en el catálogo"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        width: '100%',
        maxWidth: { md: 440 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 999,
        pl: 2.25,
        pr: 0.5,
        py: 0.5,
        boxShadow: '0 2px 10px rgba(60, 40, 30, 0.05)',
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Box
        component="input"
        type="search"
        name={CATALOGUE_PARAM.search}
        aria-label="Buscar productos"
        placeholder="Busca porcelanato, lámparas, marcas…"
        value={text}
        maxLength={LIMITS.searchMaxLength}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          py: 0.75,
          '&::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      {text ? (
        <IconButton
          size="small"
          aria-label="Borrar búsqueda"
          onClick={() => {
            setText('');
            if (value) onSearch('');
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      ) : null}
      <IconButton
        type="submit"
        aria-label="Buscar"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
