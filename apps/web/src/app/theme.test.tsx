// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Rating from '@mui/material/Rating';
import { renderComponent } from '../test/render-component';
import { TextField } from '../components/text-field';

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
});
