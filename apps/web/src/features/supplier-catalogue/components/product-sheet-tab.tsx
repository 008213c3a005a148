import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import type { ProductDetail } from '@hogarte/shared/contracts/catalogue';
import { FileField } from '../../../components/file-field';
import { showToast } from '../../../lib/toast';
import { useUpdateTechnicalSheet } from '../api/update-technical-sheet';
import { fieldProblem } from '../utils/field-problem';

/** 'Ficha técnica': the current sheet to open, and a new one (an image or a PDF) to replace it. */
export function ProductSheetTab({ product }: { product: ProductDetail }) {
  const update = useUpdateTechnicalSheet();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const sheet = product.technical_sheet;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(MESSAGES.productSheetRequired);
      return;
    }
    update.mutate(
      { id: product.id, sheet: file },
      {
        onSuccess: () => {
          showToast(MESSAGES.technicalSheetUpdated, 'success');
          setFile(null);
        },
        onError: (failure) => {
          setError(fieldProblem(failure));
          showToast(MESSAGES.technicalSheetUpdateFailed, 'error');
        },
      },
    );
  };

  return (
    <Box component="form" aria-label="Ficha técnica del producto" noValidate onSubmit={onSubmit}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, minWidth: 0 }}>
        <DescriptionOutlinedIcon color="action" aria-hidden />
        {sheet ? (
          <Link
            href={sheet.url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ overflowWrap: 'anywhere' }}
          >
            Ver ficha técnica actual{sheet.name ? ` (${sheet.name})` : ''}
          </Link>
        ) : (
          <Typography color="text.secondary">Este producto aún no tiene ficha técnica.</Typography>
        )}
      </Box>
      <FileField
        label="Nueva ficha técnica"
        kind={FILE_KIND.imageOrPdf}
        file={file}
        onChange={(chosen) => {
          setError(undefined);
          setFile(chosen);
        }}
        error={error}
        helperText="Un PDF o una imagen JPG o PNG de máximo 15MB; reemplaza la actual."
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Guardando…' : 'Guardar ficha técnica'}
        </Button>
      </Box>
    </Box>
  );
}
