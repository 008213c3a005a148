// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderComponent } from '../../../test/render-component';
import { SignUpCard } from './sign-up-card';

afterEach(cleanup);

const STEPS = ['Datos personales', 'Perfil profesional'] as const;

function stepItems() {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

describe('the sign-up card', () => {
  it('marks the first step as the one on screen, numbered', () => {
    renderComponent(
      <SignUpCard title="Regístrate como diseñador" steps={STEPS} activeStep={0}>
        <p>Formulario</p>
      </SignUpCard>,
    );
    const [first, second] = stepItems();
    expect(first?.getAttribute('aria-current')).toBe('step');
    expect(first?.textContent).toBe('1Datos personales');
    expect(second?.hasAttribute('aria-current')).toBe(false);
    expect(second?.textContent).toBe('2Perfil profesional');
    expect(document.title).toContain('Regístrate como diseñador');
  });

  it('ticks the step done on the second step', () => {
    renderComponent(
      <SignUpCard title="Regístrate como diseñador" steps={STEPS} activeStep={1}>
        <p>Formulario</p>
      </SignUpCard>,
    );
    const [first, second] = stepItems();
    expect(first?.hasAttribute('aria-current')).toBe(false);
    expect(first?.querySelector('svg')).not.toBeNull();
    expect(first?.textContent).toBe('Datos personales');
    expect(second?.getAttribute('aria-current')).toBe('step');
  });

  it('shows no steps on the final screen', () => {
    renderComponent(
      <SignUpCard title="Solicitud recibida">
        <p>Gracias</p>
      </SignUpCard>,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
