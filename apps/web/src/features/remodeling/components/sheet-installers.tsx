import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Remodeling, SheetFile } from '@hogarte/shared/contracts/remodelings';
import { SheetInstallerButton } from './sheet-installer-dialog';
import { SheetPdfUpload } from './sheet-pdf-upload';
import { SheetSection } from './sheet-section';

function FileLink({ label, file }: { label: string; file: SheetFile | null }) {
  if (!file) return null;
  return (
    <Typography variant="body2">
      {label}:{' '}
      <Link href={file.url} target="_blank" rel="noopener noreferrer">
        {file.filename}
      </Link>
    </Typography>
  );
}

/**
 * The installation (part 2 §5 Installer, §6): the installers the lsh operator named, and its
 * invoice and liability policy. The lsh operator adds installers and uploads both PDFs (its
 * invoice completes the installation step, decision 029); an admin adds installers too and, on a
 * finished sheet, uploads the client's invoice.
 */
export function SheetInstallers({ sheet }: { sheet: Remodeling }) {
  const isLsh = sheet.viewer === 'lsh';
  const isAdmin = sheet.viewer === 'admin';
  const active = sheet.status === 'active';
  return (
    <SheetSection
      title="Instalación"
      actions={
        <>
          {(isLsh || isAdmin) && active ? <SheetInstallerButton hashid={sheet.hashid} /> : null}
          {isLsh ? (
            <>
              <SheetPdfUpload
                hashid={sheet.hashid}
                type="invoice"
                replaces={sheet.lsh_invoice !== null}
              />
              <SheetPdfUpload
                hashid={sheet.hashid}
                type="policy"
                replaces={sheet.lsh_policy !== null}
              />
            </>
          ) : null}
          {isAdmin && !active ? (
            <SheetPdfUpload
              hashid={sheet.hashid}
              type="invoice"
              replaces={sheet.admin_invoice !== null}
            />
          ) : null}
        </>
      }
    >
      {sheet.installers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Aún no hay instaladores asignados.
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {sheet.installers.map((installer) => (
            <Typography component="li" variant="body2" key={installer.id}>
              {installer.full_name} · C.C. {installer.cedula}
            </Typography>
          ))}
        </Box>
      )}
      <FileLink label="Factura de instalación" file={sheet.lsh_invoice} />
      <FileLink label="Póliza de responsabilidad" file={sheet.lsh_policy} />
      <FileLink label="Factura al cliente" file={sheet.admin_invoice} />
    </SheetSection>
  );
}
