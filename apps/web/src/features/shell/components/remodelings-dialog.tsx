import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';
import type { ClientRemodeling } from '@hogarte/shared/contracts/people';
import { useClientRemodelings } from '../api/get-client-remodelings';
import { sheetPath } from '../../../lib/sheet-path';
import { LoadError } from '../../../components/load-error';
import { DialogContent } from '../../../components/dialog-content';
import { StarRating } from '../../../components/star-rating';

function designerName(remodeling: ClientRemodeling): string {
  const designer = remodeling.designer;
  return designer ? `${designer.first_name} ${designer.last_name}`.trim() : 'Diseñador por asignar';
}

interface RemodelingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The client's remodelings, each opening its process sheet (spec part 1 §2 App shell). */
export function RemodelingsDialog({ open, onClose }: RemodelingsDialogProps) {
  const { data, isLoading, error } = useClientRemodelings(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="remodelings-title"
    >
      <DialogTitle id="remodelings-title">Mis remodelaciones</DialogTitle>
      <DialogContent dividers>
        {isLoading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Cargando" />
          </Box>
        ) : error ? (
          <LoadError error={error} />
        ) : !data || data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            Aún no tienes remodelaciones.
          </Typography>
        ) : (
          <List disablePadding>
            {data.map((remodeling) => (
              <ListItemButton
                key={remodeling.hashid}
                component={RouterLink}
                to={sheetPath(remodeling.hashid)}
                onClick={onClose}
                sx={{ borderRadius: 2 }}
              >
                <ListItemAvatar>
                  <Avatar src={remodeling.designer?.avatar ?? undefined} alt="" />
                </ListItemAvatar>
                <ListItemText
                  primary={`Remodelación #${remodeling.hashid}`}
                  secondary={
                    <Box
                      component="span"
                      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                    >
                      <span>
                        {designerName(remodeling)} · {formatDate(remodeling.created_at)}
                      </span>
                      {remodeling.designer_rating ? (
                        <StarRating
                          value={remodeling.designer_rating}
                          size="small"
                          label={`${remodeling.designer_rating} de 5 estrellas`}
                        />
                      ) : null}
                    </Box>
                  }
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
