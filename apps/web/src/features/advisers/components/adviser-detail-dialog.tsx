import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AdviserRow } from '@hogarte/shared/contracts/advisers';
import { InfoList } from '../../../components/info-list';
import { useAdviser } from '../api/get-adviser';
import { DiplomaLinks, ExternalLink, InstagramLink } from './adviser-file-lists';
import { PortfolioGrid } from '../../../components/portfolio-grid';
import { AdviserStatusChips } from './adviser-status-chips';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { LoadError } from '../../../components/load-error';
import { DialogContent } from '../../../components/dialog-content';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface AdviserDetailDialogProps {
  /** The row clicked: shown at once while the full detail loads. */
  adviser: AdviserRow | null;
  open: boolean;
  onClose: () => void;
}

/**
 * An adviser's detail (part 2 §2.5): state, email, phone, id number, city, professional profile,
 * Instagram, presentation video, diploma and portfolio.
 */
export function AdviserDetailDialog({ adviser, open, onClose }: AdviserDetailDialogProps) {
  const detail = useAdviser(open && adviser ? adviser.salesperson_id : null);
  if (!adviser) return null;
  const full = detail.data?.salesperson_id === adviser.salesperson_id ? detail.data : undefined;
  const name = `${adviser.first_name} ${adviser.last_name}`;
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      aria-labelledby="adviser-detail-title"
    >
      <DialogTitle
        id="adviser-detail-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <Avatar src={adviser.avatar ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
          {adviser.first_name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {name}
          <Typography variant="body2" color="text.secondary">
            {adviser.professional_profile ?? 'Perfil profesional no indicado'}
          </Typography>
        </Box>
      </DialogTitle>
      <DialogContent dividers>
        <AdviserStatusChips adviser={full ?? adviser} />
        <Box sx={{ mt: 2.5 }}>
          <InfoList
            items={[
              { label: 'Correo', value: adviser.email },
              { label: 'Celular', value: full?.phone },
              { label: 'Cédula', value: full?.cedula },
              { label: 'Ciudad', value: adviser.city_name },
              { label: 'Perfil profesional', value: adviser.professional_profile },
              {
                label: 'Instagram',
                value: full?.instagram ? <InstagramLink user={full.instagram} /> : null,
              },
              {
                label: 'Video de presentación',
                value: full?.video_presentation_url ? (
                  <ExternalLink href={full.video_presentation_url}>
                    {full.video_presentation_url}
                  </ExternalLink>
                ) : null,
              },
            ]}
          />
        </Box>
        {full ? (
          <>
            <Section title="Diploma">
              <DiplomaLinks files={full.cv} />
            </Section>
            <Section title="Portafolio">
              <PortfolioGrid images={full.portfolio} />
            </Section>
          </>
        ) : detail.isError ? (
          <LoadError error={detail.error} sx={{ mt: 3 }} />
        ) : (
          <LinearProgress aria-label="Cargando" sx={{ mt: 3 }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button
          component={RouterLink}
          to={`/proveedor/asesor/${adviser.salesperson_id}/editar`}
          variant="outlined"
        >
          Editar
        </Button>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
