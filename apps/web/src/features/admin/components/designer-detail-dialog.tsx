import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminDesigner } from '@hogarte/shared/contracts/admin';
import { formatDate } from '../../../lib/format';
import { ApprovalChip } from './approval-chip';
import { InfoList } from '../../../components/info-list';
import { PortfolioGrid } from '../../../components/portfolio-grid';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { DialogContent } from '../../../components/dialog-content';

interface DesignerDetailDialogProps {
  designer: AdminDesigner | null;
  open: boolean;
  onClose: () => void;
}

function joinAddress(street: string | null, city: string | null): string {
  return [street, city].filter(Boolean).join(', ');
}

/** Everything a designer sent with the application, for the admin's decision (part 2 §2.4). */
export function DesignerDetailDialog({ designer, open, onClose }: DesignerDetailDialogProps) {
  if (!designer) return null;
  const name = `${designer.first_name} ${designer.last_name}`;
  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="md">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar src={designer.avatar ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
          {designer.first_name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {name}
          <Typography variant="body2" color="text.secondary">
            {designer.profession ?? 'Profesión no indicada'}
          </Typography>
        </Box>
        <ApprovalChip isApproved={designer.is_approved} />
      </DialogTitle>
      <DialogContent dividers>
        <InfoList
          items={[
            { label: 'Profesión', value: designer.profession },
            { label: 'Correo', value: designer.email },
            { label: 'Celular', value: designer.phone },
            { label: 'Cédula', value: designer.cedula },
            { label: 'Dirección', value: joinAddress(designer.street_address, designer.city) },
            { label: 'Universidad', value: designer.university_name },
            { label: 'Año de graduación', value: designer.graduation_year },
            {
              label: 'Instagram',
              value: designer.instagram ? (
                <Link href={designer.instagram} target="_blank" rel="noopener noreferrer">
                  {designer.instagram.replace(/^https?:\/\/(www\.)?/, '')}
                </Link>
              ) : null,
            },
            { label: 'Fecha de registro', value: formatDate(designer.created_at) },
          ]}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          Biografía
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {designer.bio || '—'}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          Portafolio
        </Typography>
        <PortfolioGrid images={designer.portfolio} minColumnWidth={160} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
