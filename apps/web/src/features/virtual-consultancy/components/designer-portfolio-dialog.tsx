import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { PublicDesigner } from '@hogarte/shared/contracts/virtual-consultancies';
import { PortfolioGrid } from '../../../components/portfolio-grid';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { DesignerRating, designerPlace } from './designer-rating';
import { personName } from './person-name';
import { DialogContent } from '../../../components/dialog-content';

interface DesignerPortfolioDialogProps {
  designer: PublicDesigner;
  onClose: () => void;
  onChoose: () => void;
}

/** A designer's whole portfolio and bio, with the choice at its foot. */
export function DesignerPortfolioDialog({
  designer,
  onClose,
  onChoose,
}: DesignerPortfolioDialogProps) {
  const name = personName(designer);
  const place = designerPlace(designer);
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="md" aria-labelledby="designer-dialog-title">
      <DialogTitle
        id="designer-dialog-title"
        sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
      >
        <Avatar src={designer.avatar ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
          {designer.first_name.charAt(0)}
        </Avatar>
        <Box component="span" sx={{ minWidth: 0 }}>
          {name}
          {place ? (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {place}
            </Typography>
          ) : null}
        </Box>
      </DialogTitle>
      <DialogContent dividers>
        <DesignerRating designer={designer} />
        {designer.bio ? (
          <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{designer.bio}</Typography>
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          Portafolio
        </Typography>
        <PortfolioGrid images={designer.portfolio} minColumnWidth={160} ownerName={name} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cerrar</Button>
        <Button variant="contained" onClick={onChoose}>
          Elegir a {name}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
