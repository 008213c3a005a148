/**
 * 'Cargar productos desde Excel' (part 1 §2, §5, §8): the template to fill in, the file, and the
 * outcome: the spec's success text, or its error text with every problem by row and column. In
 * every case the admin is taken to the product review 5 seconds later.
 */
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { tooLargeMessage } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { isApiError } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { downloadProductsTemplate } from '../api/download-products-template';
import {
  excelRowErrors,
  useUploadProductsExcel,
  type ExcelRowError,
} from '../api/upload-products-excel';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { DialogContent } from '../../../components/dialog-content';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const REVIEW_PATH = '/admin/revision-productos';
const REDIRECT_SECONDS = LIMITS.redirectAfterExcelUploadMs / 1000;

type Outcome =
  | { kind: 'success'; created: number }
  | { kind: 'error'; details: string[]; rows: ExcelRowError[] };

/** The browser's first check: an .xlsx of at most 15 MB (the server checks the bytes). */
function fileProblem(file: File): string | null {
  const isXlsx = file.name.toLowerCase().endsWith('.xlsx') || file.type === XLSX_MIME;
  if (!isXlsx) return MESSAGES.excelWrongFormat;
  if (file.size > LIMITS.maxFileBytes) return tooLargeMessage(file.name);
  return null;
}

function outcomeOfError(error: unknown): Outcome {
  if (!isApiError(error) || error.statusCode === 0) {
    return { kind: 'error', details: [], rows: [] };
  }
  const rows = excelRowErrors(error.errors);
  const details =
    rows.length > 0
      ? []
      : [...new Set([error.message, ...error.errors.map((item) => item.message)])].filter(
          (message) => message !== MESSAGES.excelUploadFailed,
        );
  return { kind: 'error', details, rows };
}

function RowErrors({ rows }: { rows: ExcelRowError[] }) {
  return (
    <TableContainer
      sx={{ maxHeight: 320, mt: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label="Errores del archivo">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Fila</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Columna</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Error</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.row}-${row.field}-${index}`}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.column}</TableCell>
              <TableCell>{row.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface ExcelUploadDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ExcelUploadDialog({ open, onClose }: ExcelUploadDialogProps) {
  const navigate = useNavigate();
  const upload = useUploadProductsExcel();
  const helperId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [downloading, setDownloading] = useState(false);

  // Success or failure, the review screen comes next (part 1 §8).
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(() => {
      void navigate(REVIEW_PATH);
    }, LIMITS.redirectAfterExcelUploadMs);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadProductsTemplate();
    } catch {
      showToast(MESSAGES.unexpected, 'error');
    } finally {
      setDownloading(false);
    }
  };

  const submit = () => {
    if (!file) {
      setProblem(MESSAGES.fileMissing);
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => setOutcome({ kind: 'success', created: result.created }),
      onError: (error) => setOutcome(outcomeOfError(error)),
    });
  };

  return (
    <ResponsiveDialog
      open={open}
      onClose={upload.isPending ? undefined : onClose}
      maxWidth="sm"
      aria-labelledby="excel-upload-title"
    >
      <DialogTitle id="excel-upload-title">Cargar productos desde Excel</DialogTitle>
      <DialogContent dividers>
        {outcome ? (
          <>
            {outcome.kind === 'success' ? (
              <Alert severity="success">
                {MESSAGES.excelUploaded}
                <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                  Productos cargados: {outcome.created}
                </Box>
              </Alert>
            ) : (
              <Alert severity="error">
                {MESSAGES.excelUploadFailed}
                {outcome.details.map((detail) => (
                  <Box key={detail} component="span" sx={{ display: 'block', mt: 0.5 }}>
                    {detail}
                  </Box>
                ))}
              </Alert>
            )}
            {outcome.kind === 'error' && outcome.rows.length > 0 ? (
              <RowErrors rows={outcome.rows} />
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
              En {REDIRECT_SECONDS} segundos te llevaremos a la revisión de productos.
            </Typography>
          </>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Descarga la plantilla, escribe un producto por fila y súbela. Si alguna fila tiene un
              error no se carga ningún producto. Los productos quedan en revisión hasta que el
              proveedor suba sus imágenes.
            </Typography>
            <Link
              component="button"
              type="button"
              onClick={() => void download()}
              disabled={downloading}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3 }}
            >
              <DownloadOutlinedIcon fontSize="small" />
              {downloading ? 'Descargando plantilla…' : 'Descargar plantilla'}
            </Link>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                {file ? 'Cambiar archivo' : 'Seleccionar archivo'}
                <input
                  type="file"
                  hidden
                  accept={`.xlsx,${XLSX_MIME}`}
                  aria-label="Archivo de Excel"
                  aria-describedby={helperId}
                  aria-invalid={Boolean(problem)}
                  onChange={(event) => {
                    const chosen = event.target.files?.[0];
                    event.target.value = '';
                    if (!chosen) return;
                    const found = fileProblem(chosen);
                    setProblem(found);
                    setFile(found ? null : chosen);
                  }}
                />
              </Button>
              {file ? (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Typography>
              ) : null}
            </Box>
            <FormHelperText id={helperId} error={Boolean(problem)}>
              {problem ?? 'Documento de Excel (.xlsx) de máximo 15 MB'}
            </FormHelperText>
            {upload.isPending ? <LinearProgress sx={{ mt: 2 }} aria-label="Cargando" /> : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {outcome ? (
          <Button variant="contained" onClick={() => void navigate(REVIEW_PATH)}>
            Ir a revisión de productos
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={upload.isPending}>
              Cancelar
            </Button>
            <Button variant="contained" onClick={submit} disabled={!file || upload.isPending}>
              Cargar productos
            </Button>
          </>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}
