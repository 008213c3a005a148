// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import Rating from '@mui/material/Rating';
import { renderComponent } from '../test/render-component';
import { TextField } from '../components/text-field';
import { createStoreTheme } from '../lib/store-theme';
import { theme } from './theme';
import createThemeWithVars from './theme-without-css-variables';

afterEach(cleanup);

describe('the theme', () => {
  it("gives MUI's own button tips and labels in Spanish", () => {
    renderComponent(
      <>
        <Autocomplete
          options={['Medellín', 'Envigado']}
          value="Medellín"
          renderInput={(params) => <TextField {...params} label="Ciudad" />}
        />
        <Alert onClose={() => {}}>Guarda la contraseña</Alert>
        <Rating name="calificacion" value={2} />
      </>,
    );
    expect(screen.getByTitle('Abrir')).toBeTruthy();
    expect(screen.getByTitle('Borrar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 estrella' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 estrellas' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Sin calificación' })).toBeTruthy();

    fireEvent.click(screen.getByTitle('Abrir'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Ciudad' }), {
      target: { value: 'Cali' },
    });
    expect(screen.getByText('Sin opciones')).toBeTruthy();
    // The open picker's button now closes it, beside the notice's own.
    expect(screen.getAllByTitle('Cerrar')).toHaveLength(2);
  });

  it('asks MUI for no CSS variables and no colour schemes, nor does a store (decision 050)', () => {
    // The build leaves MUI's builder of such themes out: a theme that asked for them would stop
    // every page at its first render.
    const store = createStoreTheme(theme, {
      company_primary_color: '#1d4ed8',
      company_secondary_color: '#0f766e',
      company_font_type: 'Lora',
    });
    for (const built of [theme, store]) {
      expect(built).not.toHaveProperty('vars');
      expect(built).not.toHaveProperty('colorSchemes');
      expect(built).not.toHaveProperty('cssVariables');
    }
    expect(() => createThemeWithVars()).toThrow(/docs\/decisions\/050/);
  });

  it("draws no ring around a dialog's paper, which takes the focus as the dialog opens", () => {
    renderComponent(
      <Dialog open aria-labelledby="result-title">
        <h2 id="result-title">Pago exitoso</h2>
      </Dialog>,
    );
    const paper = screen.getByRole('dialog', { name: 'Pago exitoso' });
    expect(paper.getAttribute('tabindex')).toBe('-1');
    expect(getComputedStyle(paper).outline).toBe('0');
  });
});
