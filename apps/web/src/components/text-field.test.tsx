// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InputAdornment from '@mui/material/InputAdornment';
// MUI's own text field, only to check that this one renders the same document.
// eslint-disable-next-line no-restricted-imports
import MuiTextField from '@mui/material/TextField';
import { renderComponent } from '../test/render-component';
import { TextField, type TextFieldProps } from './text-field';

afterEach(cleanup);

/**
 * The markup, where the root's classes are its MUI names only: MUI's root is a FormControl styled
 * under another name, so emotion names its class apart; every other element keeps its classes,
 * emotion's included, so a style that differs (a label's notch, a size) shows.
 */
function markupOf(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  const root = copy.firstElementChild;
  if (root) {
    const names = [...root.classList].filter(
      (name) => name.startsWith('MuiFormControl') || name.startsWith('MuiInputBase'),
    );
    root.setAttribute('class', names.sort().join(' '));
  }
  return copy.innerHTML;
}

const CASES: Record<string, TextFieldProps> = {
  plain: { id: 'correo', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  'with an error and its message': {
    id: 'clave',
    label: 'Contraseña',
    type: 'password',
    error: true,
    helperText: 'Recuerda llenar este campo',
    required: true,
  },
  'multiline with a counter': {
    id: 'texto',
    label: 'Descripción',
    multiline: true,
    minRows: 3,
    helperText: '0/500',
    defaultValue: 'Sala',
  },
  'a label kept up, a limit and an adornment': {
    id: 'fecha',
    label: 'Fecha',
    type: 'date',
    size: 'small',
    disabled: true,
    slotProps: {
      inputLabel: { shrink: true },
      htmlInput: { min: '2026-12-04', maxLength: 10 },
      input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
    },
  },
  'a date whose label stays up': {
    id: 'visita',
    label: 'Fecha de la visita',
    type: 'date',
    slotProps: { inputLabel: { shrink: true } },
  },
  'without a label': { id: 'buscar', placeholder: 'Buscar', 'aria-label': 'Buscar' },
};

describe('TextField', () => {
  it.each(Object.entries(CASES))(
    'renders the document MUI’s TextField renders: %s',
    (_name, props) => {
      const ours = renderComponent(<TextField {...props} />);
      const theirs = renderComponent(<MuiTextField {...props} />);
      expect(markupOf(ours.container)).toBe(markupOf(theirs.container));
    },
  );

  it('names the input by its label, describes it by its message and marks it invalid', () => {
    renderComponent(
      <TextField label="Correo electrónico" error helperText="Revisa el formato de tu correo" />,
    );
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Revisa el formato de tu correo');
  });

  it('is as wide as its column unless told otherwise', () => {
    const { container } = renderComponent(
      <>
        <TextField label="Ancho" />
        <TextField label="Angosto" fullWidth={false} />
      </>,
    );
    const roots = container.querySelectorAll('.MuiFormControl-root');
    expect(roots[0]?.classList.contains('MuiFormControl-fullWidth')).toBe(true);
    expect(roots[1]?.classList.contains('MuiFormControl-fullWidth')).toBe(false);
  });

  it('hands what is typed and the leaving to its handlers, and its ref to the input', () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const inputRef = vi.fn();
    renderComponent(
      <TextField label="Asunto" onChange={onChange} onBlur={onBlur} inputRef={inputRef} />,
    );
    const input = screen.getByLabelText('Asunto');
    fireEvent.change(input, { target: { value: 'Hola' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(inputRef).toHaveBeenCalledWith(input);
  });
});
