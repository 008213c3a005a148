import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BANKS, BANK_LABELS } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import type { BankAccount } from '@hogarte/shared/contracts/people';
import { useSaveBankAccount } from '../lib/bank-account';
import { textFieldProps } from '../lib/field-props';
import { applyServerFieldErrors } from '../lib/form-errors';
import { refreshSessionUser } from '../lib/refresh-session-user';
import { showServerError, showToast } from '../lib/toast';
import { NativeSelectField } from './native-select-field';
import { lazySchemaResolver } from '../lib/lazy-schema-resolver';
import { TextField } from './text-field';

const bankAccountResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/people').then((module) => module.bankAccountSchema),
);

const FIELDS = ['bank_name', 'account_number', 'is_savings_account'] as const;

interface BankAccountFormProps {
  bank: BankAccount | null;
  /** Who the account must belong to: the designer's full name or the company name. */
  holderName: string;
  /** Says why the holder cannot be edited, in the words of the area. */
  holderHelp: string;
  onSaved: (bank: BankAccount) => void;
}

/** Read-only fields look filled-in, so nobody tries to type in them. */
const READ_ONLY_LOOK = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } as const;

/**
 * The bank data of designers and suppliers (spec part 1 §3, §5; part 2 §5): bank, account number
 * and type are required; the holder is shown but never sent, the API sets it.
 */
export function BankAccountForm({ bank, holderName, holderHelp, onSaved }: BankAccountFormProps) {
  const save = useSaveBankAccount();
  const holderHelpId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: bankAccountResolver,
    mode: 'onTouched',
    defaultValues: {
      bank_name: bank?.bank_name,
      account_number: bank?.account_number ?? '',
      is_savings_account: bank ? Boolean(bank.is_savings_account) : undefined,
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    const isNew = bank === null;
    try {
      const saved = await save.mutateAsync({ input, isNew });
      showToast(isNew ? MESSAGES.bankAccountAdded : MESSAGES.dataUpdated, 'success');
      onSaved(saved.bank);
      // The stored user's hasBankInfo feeds the supplier's "add your bank data" notice.
      if (isNew) await refreshSessionUser().catch(() => undefined);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      showServerError(error);
    }
  });

  return (
    <Box
      component="form"
      aria-label="Datos bancarios"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Controller
        control={control}
        name="bank_name"
        render={({ field }) => (
          <NativeSelectField
            label="Banco"
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value || undefined)}
            onBlur={field.onBlur}
            error={Boolean(errors.bank_name)}
            helperText={errors.bank_name?.message}
          >
            <option value="">Selecciona tu banco</option>
            {BANKS.map((name) => (
              <option key={name} value={name}>
                {BANK_LABELS[name]}
              </option>
            ))}
          </NativeSelectField>
        )}
      />
      <TextField
        label="Titular"
        value={holderName}
        sx={READ_ONLY_LOOK}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-readonly': true, 'aria-describedby': holderHelpId },
        }}
      />
      <TextField
        label="Número de cuenta"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        {...textFieldProps(register('account_number'), errors.account_number)}
      />
      <Controller
        control={control}
        name="is_savings_account"
        render={({ field }) => (
          <NativeSelectField
            label="Tipo de cuenta"
            name={field.name}
            inputRef={field.ref}
            value={typeof field.value === 'boolean' ? String(field.value) : ''}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? undefined : event.target.value === 'true')
            }
            onBlur={field.onBlur}
            error={Boolean(errors.is_savings_account)}
            helperText={errors.is_savings_account?.message}
          >
            <option value="">Selecciona el tipo</option>
            <option value="true">Ahorros</option>
            <option value="false">Corriente</option>
          </NativeSelectField>
        )}
      />
      {/* Below the grid rather than under the holder field, so the two columns stay aligned. */}
      <Typography
        id={holderHelpId}
        variant="body2"
        color="text.secondary"
        sx={{ gridColumn: '1 / -1', mt: -1 }}
      >
        {holderHelp}
      </Typography>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Guardar datos bancarios'}
        </Button>
      </Box>
    </Box>
  );
}
