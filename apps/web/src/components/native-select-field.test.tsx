// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// MUI's own text field, only to check that this one renders the same document.
// eslint-disable-next-line no-restricted-imports
import MuiTextField from '@mui/material/TextField';
import { renderComponent } from '../test/render-component';
import { NativeSelectField } from './native-select-field';

afterEach(cleanup);

const OPTIONS = (
  <>
    <option value="">Selecciona una opción</option>
    <option value="1">Instagram</option>
    <option value="2">Un amigo</option>
  </>
);

/** The markup with MUI's class names only: emotion names the same styles apart by component. */
function markupOf(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('[class]')) {
    const names = [...element.classList].filter(
      (name) => name.startsWith('Mui') && !/^Mui(TextField|Select|NativeSelect)-root$/.test(name),
    );
    element.setAttribute('class', names.sort().join(' '));
  }
  return copy.innerHTML;
}

describe('NativeSelectField', () => {
  it('renders the document MUI’s TextField renders with a native select', () => {
    const props = {
      id: 'referido',
      label: '¿Cómo nos conociste?',
      name: 'referred_from_id',
      error: true,
      helperText: 'Recuerda llenar este campo',
      defaultValue: '',
    };
    const ours = renderComponent(<NativeSelectField {...props}>{OPTIONS}</NativeSelectField>);
    const theirs = renderComponent(
      <MuiTextField
        {...props}
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {OPTIONS}
      </MuiTextField>,
    );
    expect(markupOf(ours.container)).toBe(markupOf(theirs.container));
  });

  it('is a select named by its label and described by its message, its label raised', () => {
    const onChange = vi.fn();
    renderComponent(
      <NativeSelectField label="Banco" helperText="Elige tu banco" onChange={onChange}>
        {OPTIONS}
      </NativeSelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Banco' });
    expect(select.tagName).toBe('SELECT');
    const description = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Elige tu banco');
    expect(document.querySelector('label')?.getAttribute('data-shrink')).toBe('true');
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((select as HTMLSelectElement).value).toBe('2');
  });
});
