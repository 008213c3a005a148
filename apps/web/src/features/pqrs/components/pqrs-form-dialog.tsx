import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import type { PqrsDetail } from '@hogarte/shared/contracts/pqrs';
import { LIMITS } from '@hogarte/shared/limits';
import { FILE_KIND } from '@hogarte/shared/lookups';
import {
  PQRS_TYPES,
  PQRS_TYPE_LABEL,
  type PqrsCreate,
  type PqrsCreateInput,
} from '@hogarte/shared/schemas/pqrs';
import { CountedHelperText } from '../../../components/counted-helper-text';
import { FileField } from '../../../components/file-field';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { textFieldProps } from '../../../lib/field-props';
import { formatDate } from '../../../lib/format';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useFilePqrs } from '../api/file-pqrs';
import { useRecentOrders } from '../api/get-recent-orders';
import { NativeSelectField } from '../../../components/native-select-field';
import { DialogContent } from '../../../components/dialog-content';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const pqrsCreateResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/pqrs').then((module) => module.pqrsCreateSchema),
);

/** What each kind of request is, so the client picks the right one (Ley 1755 de 2015). */
const TYPE_HINT = {
  peticion: 'Pides información, un documento o una actuación.',
  queja: 'Estás inconforme con la atención o el servicio que recibiste.',
  reclamo: 'Un producto o un cobro no cumplió lo prometido y pides una solución.',
  sugerencia: 'Propones una mejora para la plataforma o el servicio.',
} as const;

interface PqrsFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The request as filed, to show its number and term. */
  onFiled: (pqrs: PqrsDetail) => void;
}

/** The client's filing form: type, subject, text, an optional order and one optional file. */
export function PqrsFormDialog({ open, onClose, onFiled }: PqrsFormDialogProps) {
  const filing = useFilePqrs();
  const orders = useRecentOrders(open);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PqrsCreateInput, unknown, PqrsCreate>({
    resolver: pqrsCreateResolver,
    defaultValues: { subject: '', text: '', order_id: '' },
  });
  const type = useWatch({ control, name: 'type' });
  const text = useWatch({ control, name: 'text' }) ?? '';

  const close = () => {
    reset();
    setAttachment(null);
    setAttachmentError(undefined);
    setFormError(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await filing.mutateAsync({
        type: values.type,
        subject: values.subject,
        text: values.text,
        orderId: values.order_id,
        attachment,
      });
      showToast(answer.message, 'success');
      close();
      onFiled(answer.pqrs);
    } catch (error) {
      const fileProblem = isApiError(error)
        ? error.errors.find((item) => item.field === 'attachment')?.message
        : undefined;
      setAttachmentError(fileProblem);
      const { placed, unplaced } = applyServerFieldErrors(error, setError, [
        'type',
        'subject',
        'text',
        'order_id',
      ]);
      const rest = unplaced.filter((message) => message !== fileProblem);
      if ((placed === 0 && !fileProblem) || rest.length > 0) {
        setFormError(rest.join(' ') || serverMessage(error));
      }
    }
  });

  return (
    <ResponsiveDialog open={open} onClose={close} maxWidth="sm" aria-labelledby="pqrs-form-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="pqrs-form-title">Radicar una PQRS</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <NativeSelectField
            label="Tipo de solicitud"
            {...textFieldProps(register('type'), errors.type)}
            helperText={errors.type?.message ?? (type ? TYPE_HINT[type] : undefined)}
          >
            <option value="">Elige una opción</option>
            {PQRS_TYPES.map((value) => (
              <option key={value} value={value}>
                {PQRS_TYPE_LABEL[value]}
              </option>
            ))}
          </NativeSelectField>
          <TextField
            label="Asunto"
            slotProps={{ htmlInput: { maxLength: LIMITS.pqrsSubjectMaxLength } }}
            {...textFieldProps(register('subject'), errors.subject)}
          />
          <TextField
            label="Descripción"
            multiline
            minRows={5}
            {...textFieldProps(register('text'), errors.text)}
            helperText={
              <CountedHelperText
                message={errors.text?.message}
                length={text.length}
                max={LIMITS.pqrsTextMaxLength}
              />
            }
          />
          <NativeSelectField
            label="Pedido relacionado (opcional)"
            {...textFieldProps(
              register('order_id'),
              // The order's input is untyped text, so react-hook-form cannot narrow its error.
              errors.order_id as FieldError | undefined,
            )}
          >
            <option value="">Ninguno</option>
            {(orders.data?.items ?? []).map((order) => (
              <option key={order.id} value={order.id}>
                {`${order.orderNumber} · ${formatDate(order.purchaseDate)}`}
              </option>
            ))}
          </NativeSelectField>
          <FileField
            label="Adjunto (opcional)"
            kind={FILE_KIND.imageOrPdf}
            file={attachment}
            onChange={(file) => {
              setAttachment(file);
              setAttachmentError(undefined);
            }}
            error={attachmentError}
            helperText="Un PDF o una imagen JPG o PNG, de máximo 15MB"
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Radicando…' : 'Radicar'}
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
