import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@hogarte/shared/limits';
import type { QuoteTotals } from '@hogarte/shared/money';
import { quoteInputSchema, type QuoteEntryInput } from '@hogarte/shared/schemas/remodelings';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { isApiError } from '../../../lib/http';
import type { QuotePurchase } from '../../../lib/quote-purchase';
import { useObjectUrl } from '../../../lib/use-object-url';
import { usePreviewQuote, useSendQuote } from '../api/send-quote';
import { quotingFor } from '../quote-paths';
import { QuoteTotalsPanel } from './quote-totals-panel';
import { DialogContent } from '../../../components/dialog-content';
import { TextField } from '../../../components/text-field';

interface QuoteReviewDialogProps {
  open: boolean;
  onClose: () => void;
  purchase: QuotePurchase;
  products: QuoteEntryInput[];
  totals: QuoteTotals;
  onSent: (message: string) => void;
  /** A refusal the dialog does not show itself (a line's field, anything else). */
  onFailed: (error: unknown) => void;
}

/** The server's message for the quote's name, when it refused it. */
function nameErrorOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.errors.find((item) => item.field === 'name')?.message ?? null;
}

/**
 * 'Revisar cotización' (part 1 §4 Quote flow): the quote's name (required), 'Vista previa' of the
 * PDF the server renders, and 'Enviar cotización'.
 */
export function QuoteReviewDialog({
  open,
  onClose,
  purchase,
  products,
  totals,
  onSent,
  onFailed,
}: QuoteReviewDialogProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const preview = usePreviewQuote(purchase);
  const send = useSendQuote(purchase);
  const previewUrl = useObjectUrl(preview.data?.pdf ?? null);

  /** The body, once the name passes the shared rule; else the rule's message on the field. */
  const input = () => {
    const parsed = quoteInputSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return null;
    }
    return { name: parsed.data, products };
  };

  const failed = (error: unknown) => {
    const fieldError = nameErrorOf(error);
    if (fieldError) setNameError(fieldError);
    else onFailed(error);
  };

  const showPreview = () => {
    const body = input();
    if (body) preview.mutate(body, { onError: failed });
  };

  const submit = () => {
    const body = input();
    if (body) {
      send.mutate(body, {
        onSuccess: (answer) => onSent(answer.message),
        onError: failed,
      });
    }
  };

  const busy = preview.isPending || send.isPending;
  return (
    <ResponsiveDialog open={open} onClose={busy ? undefined : onClose} maxWidth="md">
      <DialogTitle>Revisar cotización</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {quotingFor(purchase)}
        </Typography>
        <TextField
          label="Nombre de la cotización"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
            preview.reset();
          }}
          error={Boolean(nameError)}
          helperText={nameError ?? ' '}
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: LIMITS.quoteNameMaxLength } }}
        />
        <Box sx={{ my: 2 }}>
          <QuoteTotalsPanel totals={totals} />
        </Box>
        {previewUrl && preview.data ? (
          <Box>
            <Box
              component="iframe"
              title="Vista previa de la cotización"
              src={previewUrl}
              sx={{
                width: '100%',
                height: { xs: 420, md: 560 },
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Link href={previewUrl} download={preview.data.fileName}>
              Descargar vista previa
            </Link>
          </Box>
        ) : null}
      </DialogContent>
      {/* The gap spaces wrapped buttons too; MUI's own left margins on top of it pushed the last
          button past the dialog's edge on a phone. */}
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>
          Seguir editando
        </Button>
        <Button variant="outlined" onClick={showPreview} disabled={busy}>
          Vista previa
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          Enviar cotización
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
