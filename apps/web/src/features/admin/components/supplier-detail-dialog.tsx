import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { BANK_LABELS } from '@hogarte/shared/lookups';
import { nitCheckDigit } from '@hogarte/shared/nit';
import type { AdminSupplier, LegalDocument } from '@hogarte/shared/contracts/admin';
import { formatDate } from '../../../lib/format';
import { useLegalDocuments } from '../api/get-legal-documents';
import { ApprovalChip } from './approval-chip';
import { InfoList } from '../../../components/info-list';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { DialogContent } from '../../../components/dialog-content';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ColorSwatch({ color }: { color: string | null }) {
  if (!color) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 20,
          height: 20,
          borderRadius: 1,
          bgcolor: color,
          border: 1,
          borderColor: 'divider',
        }}
      />
      {color}
    </Box>
  );
}

/** The NIT with its DIAN check digit, as it is written on a RUT (900123456-7). */
function nitWithCheckDigit(nit: string): string {
  try {
    return `${nit}-${nitCheckDigit(nit)}`;
  } catch {
    return nit;
  }
}

interface DocumentLinkProps {
  label: string;
  stored: boolean;
  document: LegalDocument | undefined;
  loading: boolean;
}

/** A private document opens through its five-minute signed link, in a new tab. */
function DocumentLink({ label, stored, document, loading }: DocumentLinkProps) {
  if (!stored) {
    return (
      <Typography variant="body2" color="text.secondary">
        {label}: no cargado
      </Typography>
    );
  }
  if (!document) {
    return (
      <Button variant="outlined" size="small" startIcon={<PictureAsPdfOutlinedIcon />} disabled>
        {loading ? `${label} (cargando…)` : label}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={document.url}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      size="small"
      startIcon={<PictureAsPdfOutlinedIcon />}
    >
      {label}
    </Button>
  );
}

interface SupplierDetailDialogProps {
  supplier: AdminSupplier | null;
  open: boolean;
  onClose: () => void;
}

/**
 * A supplier's application: company, e-commerce branding, legal representative, main contact,
 * bank account and the RUT and chamber of commerce (spec part 2 §2.4).
 */
export function SupplierDetailDialog({ supplier, open, onClose }: SupplierDetailDialogProps) {
  const hasDocuments = Boolean(supplier?.documents.rut ?? supplier?.documents.chamber_of_commerce);
  const documents = useLegalDocuments(supplier?.uuid ?? '', open && hasDocuments);
  if (!supplier) return null;
  const { branding, legal_rep: legalRep, contact, bank } = supplier;
  const documentOf = (type: LegalDocument['type']) =>
    documents.data?.find((document) => document.type === type);

  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="md">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar src={branding.logo ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
          {supplier.initial}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>{supplier.company_name}</Box>
        <ApprovalChip isApproved={supplier.is_approved} />
      </DialogTitle>
      <DialogContent dividers>
        <Section title="Datos de la empresa">
          <InfoList
            items={[
              { label: 'Nombre', value: supplier.company_name },
              { label: 'NIT', value: nitWithCheckDigit(supplier.nit) },
              { label: 'Celular', value: supplier.phone },
              { label: 'Correo', value: supplier.email },
              { label: 'Dirección', value: supplier.street_address },
              { label: 'Ciudad', value: supplier.city },
              { label: 'Responsable de IVA', value: supplier.is_taxable ? 'Sí' : 'No' },
              { label: 'Fecha de solicitud', value: formatDate(supplier.created_at) },
              { label: 'Descripción', value: supplier.company_description },
            ]}
          />
        </Section>
        <Section title="E-commerce">
          <InfoList
            items={[
              { label: 'Color primario', value: <ColorSwatch color={branding.primary_color} /> },
              {
                label: 'Color secundario',
                value: <ColorSwatch color={branding.secondary_color} />,
              },
              { label: 'Fuente', value: branding.font },
              {
                label: 'Logo',
                value: branding.logo ? (
                  <Box
                    component="img"
                    src={branding.logo}
                    alt={`Logo de ${supplier.company_name}`}
                    sx={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain' }}
                  />
                ) : null,
              },
            ]}
          />
        </Section>
        <Section title="Representante legal">
          <InfoList
            items={[
              { label: 'Nombre', value: `${legalRep.first_name} ${legalRep.last_name}` },
              { label: 'Celular', value: legalRep.phone },
              { label: 'Cédula', value: legalRep.cedula },
            ]}
          />
        </Section>
        <Section title="Contacto principal">
          <InfoList
            items={[
              { label: 'Nombre', value: `${contact.first_name} ${contact.last_name}` },
              { label: 'Correo', value: contact.email },
              { label: 'Celular', value: contact.phone },
            ]}
          />
        </Section>
        <Section title="Cuenta bancaria">
          {bank ? (
            <InfoList
              items={[
                { label: 'Banco', value: BANK_LABELS[bank.bank_name] },
                { label: 'Titular', value: bank.account_holder_name },
                { label: 'Número de cuenta', value: bank.account_number },
                {
                  label: 'Tipo de cuenta',
                  value: bank.is_savings_account ? 'Ahorros' : 'Corriente',
                },
              ]}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              Sin cuenta bancaria registrada
            </Typography>
          )}
        </Section>
        <Section title="Documentos">
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <DocumentLink
              label="RUT"
              stored={Boolean(supplier.documents.rut)}
              document={documentOf('rut')}
              loading={documents.isFetching}
            />
            <DocumentLink
              label="Cámara de comercio"
              stored={Boolean(supplier.documents.chamber_of_commerce)}
              document={documentOf('chamberOfCommerce')}
              loading={documents.isFetching}
            />
          </Box>
          {documents.isError ? (
            <Typography variant="body2" color="error" sx={{ mt: 1 }}>
              No pudimos obtener los documentos.{' '}
              <Link component="button" type="button" onClick={() => void documents.refetch()}>
                Intentar de nuevo
              </Link>
            </Typography>
          ) : null}
        </Section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
