// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { json, stubFetch } from '../test/render-app';
import { CityAutocomplete } from './city-autocomplete';

// The search's code arrives when the test says so, as it would over a slow network.
let releaseSearch: () => void = () => undefined;
const searchArrives = new Promise<void>((resolve) => {
  releaseSearch = resolve;
});
vi.mock('./city-search', async (importOriginal) => {
  await searchArrives;
  return importOriginal();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CITIES = [
  { id: '05001', name: 'Medellín', department: 'Antioquia' },
  { id: '11001', name: 'Bogotá, D.C.', department: 'Bogotá, D.C.' },
];

describe('CityAutocomplete', () => {
  it('shows the field as it will be while its search loads, then hands it the focus', async () => {
    stubFetch((url) => (url.endsWith('/v1/cities') ? json(CITIES) : undefined));
    const onChange = vi.fn();
    render(
      <AppProviders>
        <CityAutocomplete
          value="05001"
          onChange={onChange}
          label="Ciudad de la bodega"
          error
          helperText="Elige una ciudad de la lista"
        />
      </AppProviders>,
    );
    const placeholder = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Ciudad de la bodega',
    });
    expect(placeholder.readOnly).toBe(true);
    expect(placeholder.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Elige una ciudad de la lista')).toBeTruthy();
    await waitFor(() => expect(placeholder.value).toBe('Medellín, Antioquia'));
    expect(screen.queryByRole('combobox')).toBeNull();

    fireEvent.focus(placeholder);
    releaseSearch();
    const search = await screen.findByRole<HTMLInputElement>('combobox', {
      name: 'Ciudad de la bodega',
    });
    expect(document.activeElement).toBe(search);
    expect(search.value).toBe('Medellín, Antioquia');
    expect(screen.getByText('Elige una ciudad de la lista')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'bogo' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Bogotá, D.C.' }));
    expect(onChange).toHaveBeenCalledWith(CITIES[1]);
  });
});
