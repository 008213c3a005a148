import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { bogotaDay } from '@hogarte/shared/calendar';
import { LIMITS } from '@hogarte/shared/limits';
import { presentialPreferredDatesInvalid } from '@hogarte/shared/message-texts/presential';
import type { presentialCreateSchema } from '@hogarte/shared/schemas/presential';
import { textFieldProps } from '../../../lib/field-props';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import type { SchemaInput } from '../../../lib/schema-types';
import { presentialPath } from '../../../lib/sheet-path';
import { showToast } from '../../../lib/toast';
import { useCreatePresential } from '../api/create-presential';
import {
  DesignerRequestDialog,
  RequestPlaceFields,
  showRequestRefusal,
} from './designer-request-dialog';
import { TextField } from '../../../components/text-field';

/**
 * The request's own rules, plus the one the server checks with its clock: every preferred day is
 * tomorrow or later on Bogotá's calendar (each day's error on its own input).
 */
function requestSchema(createSchema: typeof presentialCreateSchema, tomorrow: string) {
  const request = createSchema.pick({
    address: true,
    city_name: true,
    preferred_dates: true,
    notes: true,
  });
  return request.extend({
    preferred_dates: request.shape.preferred_dates.superRefine((days, context) => {
      days.forEach((day, index) => {
        // An empty day already has the day's own error.
        if (day !== '' && day < tomorrow) {
          context.addIssue({
            code: 'custom',
            path: [index],
            message: presentialPreferredDatesInvalid,
          });
        }
      });
    }),
  });
}

type RequestValues = SchemaInput<ReturnType<typeof requestSchema>>;

const FIELDS: readonly Path<RequestValues>[] = ['address', 'city_name', 'preferred_dates', 'notes'];
/** The server names a day's error by its position; each lands on its own input. */
const DAY_ALIASES: Partial<Record<string, Path<RequestValues>>> = Object.fromEntries(
  Array.from({ length: LIMITS.presentialPreferredDatesMax }, (_, index) => [
    `preferred_dates.${index}`,
    `preferred_dates.${index}` as const,
  ]),
);

interface PresentialRequestDialogProps {
  designer: { uuid: string; name: string };
  onClose: () => void;
}

/**
 * 'Asesoría presencial' (decision 030): a client asks the designer of a card to visit an address,
 * on one of up to three days from tomorrow on, with optional notes. The designer is told by email
 * and WhatsApp and approves or rejects it; the consultancy's page opens at once.
 */
export function PresentialRequestDialog({ designer, onClose }: PresentialRequestDialogProps) {
  const navigate = useNavigate();
  const create = useCreatePresential();
  // Read when the dialog opens: a dialog left open past midnight is checked again by the server.
  const [tomorrow] = useState(() => bogotaDay(new Date(), 1));
  const resolver = useMemo(
    () =>
      lazySchemaResolver(() =>
        import('@hogarte/shared/schemas/presential').then((module) =>
          requestSchema(module.presentialCreateSchema, tomorrow),
        ),
      ),
    [tomorrow],
  );
  const form = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { address: '', city_name: '', preferred_dates: [''], notes: '' },
  });
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const days = useWatch({ control, name: 'preferred_dates' });
  const notes = useWatch({ control, name: 'notes' });
  // A rule about all the days (how many, repeated, from tomorrow on) is the array's own error: the
  // resolver keeps it on `root` once the days are registered one by one, the server on the array.
  const daysError = errors.preferred_dates?.root?.message ?? errors.preferred_dates?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync({
        designer_uuid: designer.uuid,
        address: values.address,
        city_name: values.city_name,
        preferred_dates: values.preferred_dates,
        notes: values.notes || null,
      });
      showToast(answer.message, 'success');
      void navigate(presentialPath(answer.info.hashid, 'client'));
    } catch (error) {
      showRequestRefusal(error, form.setError, FIELDS, DAY_ALIASES);
    }
  });

  return (
    <DesignerRequestDialog
      title="Asesoría presencial"
      intro={`Cuéntale a ${designer.name} dónde y cuándo quieres su visita. Tu diseñador(a) revisa tu solicitud y te contacta para agendarla.`}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormProvider {...form}>
        <RequestPlaceFields />
      </FormProvider>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" sx={{ mb: 1.5 }}>
          Fechas preferidas para la visita
        </Typography>
        {days.map((_, index) => (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
            <TextField
              type="date"
              label={`Fecha ${index + 1}`}
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow } }}
              {...textFieldProps(
                register(`preferred_dates.${index}`),
                errors.preferred_dates?.[index],
              )}
            />
            {index > 0 && index === days.length - 1 ? (
              <IconButton
                aria-label={`Quitar la fecha ${index + 1}`}
                onClick={() =>
                  setValue('preferred_dates', getValues('preferred_dates').slice(0, -1))
                }
                sx={{ mt: 1 }}
              >
                <CloseIcon />
              </IconButton>
            ) : null}
          </Box>
        ))}
        {daysError ? <FormHelperText error>{daysError}</FormHelperText> : null}
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={days.length >= LIMITS.presentialPreferredDatesMax}
            onClick={() => setValue('preferred_dates', [...getValues('preferred_dates'), ''])}
          >
            Agregar otra fecha
          </Button>
        </Box>
      </Box>
      <TextField
        label="Notas (opcional)"
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: LIMITS.presentialNotesMaxLength } }}
        {...textFieldProps(register('notes'), errors.notes)}
        helperText={
          errors.notes?.message ?? `${(notes ?? '').length}/${LIMITS.presentialNotesMaxLength}`
        }
      />
    </DesignerRequestDialog>
  );
}
