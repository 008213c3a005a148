// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import type { BankAccount } from '@hogarte/shared/contracts/people';
import { json, sentBody, stubFetch } from '../test/render-app';
import { renderComponent, requestTo } from '../test/render-component';
import { BankAccountForm } from './bank-account-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SAVED: BankAccount = {
  bank_name: 'davivienda',
  account_holder_name: 'Camila Restrepo',
  account_number: '0123456789',
  is_savings_account: true,
};

function renderForm(bank: BankAccount | null, onSaved = vi.fn()) {
  renderComponent(
    <BankAccountForm
      bank={bank}
      holderName="Camila Restrepo"
      holderHelp="El titular no se puede cambiar."
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

describe('BankAccountForm', () => {
  it('shows the holder read-only and offers the eleven banks by name', () => {
    stubFetch();
    renderForm(null);
    const holder = screen.getByLabelText<HTMLInputElement>('Titular');
    expect(holder.value).toBe('Camila Restrepo');
    expect(holder.readOnly).toBe(true);
    const bank = screen.getByLabelText<HTMLSelectElement>('Banco');
    expect(bank.options.length).toBe(12);
    expect(Array.from(bank.options).map((option) => option.textContent)).toContain(
      'Banco de Bogotá',
    );
  });

  it('asks for bank, number and type', async () => {
    stubFetch();
    renderForm(null);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos bancarios' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.required).length).toBe(3));
  });

  it('creates the first account with POST and never sends the holder', async () => {
    const fetchMock = stubFetch((url, init) =>
      url.endsWith('/v1/users/bank') && init?.method === 'POST' ? json({ bank: SAVED }) : undefined,
    );
    const onSaved = renderForm(null);
    fireEvent.change(screen.getByLabelText('Banco'), { target: { value: 'davivienda' } });
    fireEvent.change(screen.getByLabelText('Número de cuenta'), {
      target: { value: '0123456789' },
    });
    fireEvent.change(screen.getByLabelText('Tipo de cuenta'), { target: { value: 'true' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos bancarios' }));
    expect(await screen.findByText(MESSAGES.bankAccountAdded)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/users/bank')).toEqual({
      bank_name: 'davivienda',
      account_number: '0123456789',
      is_savings_account: true,
    });
    expect(onSaved).toHaveBeenCalledWith(SAVED);
  });

  it('updates an existing account with PATCH', async () => {
    const fetchMock = stubFetch((url, init) =>
      url.endsWith('/v1/users/bank') && init?.method === 'PATCH'
        ? json({ bank: { ...SAVED, is_savings_account: false } })
        : undefined,
    );
    renderForm(SAVED);
    expect(screen.getByLabelText<HTMLSelectElement>('Tipo de cuenta').value).toBe('true');
    fireEvent.change(screen.getByLabelText('Tipo de cuenta'), { target: { value: 'false' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos bancarios' }));
    expect(await screen.findByText(MESSAGES.dataUpdated)).toBeTruthy();
    expect(requestTo(fetchMock, '/v1/users/bank')?.method).toBe('PATCH');
    expect(sentBody(fetchMock, '/v1/users/bank')).toMatchObject({ is_savings_account: false });
  });
});
