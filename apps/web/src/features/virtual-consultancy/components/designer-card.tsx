import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import HomeRepairServiceOutlinedIcon from '@mui/icons-material/HomeRepairServiceOutlined';
import type { PublicDesigner } from '@hogarte/shared/contracts/virtual-consultancies';
import { DesignerRating, designerPlace } from './designer-rating';
import { personName } from './person-name';

/** Thumbnails a card shows; the rest of the portfolio is in its dialog. */
const CARD_THUMBNAILS = 3;

interface DesignerCardProps {
  designer: PublicDesigner;
  selected: boolean;
  onOpen: () => void;
  onChoose: () => void;
  /** 'Solicitar remodelación' (decision 029): a remodelling asked of this designer. */
  onRequestRemodeling: () => void;
  /** Why the viewer may not ask for one (not a client); the button is off then. */
  remodelingBlockedReason: string | null;
}

/**
 * One designer of /asesoria-virtual: who, what, where, how rated and a glimpse of the portfolio.
 * The card's body opens the portfolio; its buttons choose the designer for a virtual consultancy
 * or ask them for a remodelling.
 */
export function DesignerCard({
  designer,
  selected,
  onOpen,
  onChoose,
  onRequestRemodeling,
  remodelingBlockedReason,
}: DesignerCardProps) {
  const name = personName(designer);
  const place = designerPlace(designer);
  return (
    <Paper
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
      }}
    >
      <CardActionArea
        onClick={onOpen}
        aria-label={`Ver portafolio de ${name}`}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', p: 2 }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar src={designer.avatar ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
            {designer.first_name.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography>
            {place ? (
              <Typography variant="body2" color="text.secondary">
                {place}
              </Typography>
            ) : null}
            <DesignerRating designer={designer} />
          </Box>
        </Box>
        {designer.portfolio.length > 0 ? (
          <Box sx={{ mt: 1.5, display: 'grid', gap: 0.75, gridTemplateColumns: 'repeat(3, 1fr)' }}>
            {designer.portfolio.slice(0, CARD_THUMBNAILS).map((image) => (
              <Box
                key={image.url}
                component="img"
                src={image.url}
                alt=""
                loading="lazy"
                sx={{
                  width: '100%',
                  aspectRatio: '1',
                  objectFit: 'cover',
                  borderRadius: 1,
                  display: 'block',
                }}
              />
            ))}
          </Box>
        ) : null}
      </CardActionArea>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          variant={selected ? 'contained' : 'outlined'}
          startIcon={selected ? <CheckIcon /> : undefined}
          onClick={onChoose}
          aria-pressed={selected}
          aria-label={`Elegir a ${name}`}
        >
          {selected ? 'Elegido' : 'Elegir'}
        </Button>
        <Button
          fullWidth
          size="small"
          startIcon={<HomeRepairServiceOutlinedIcon />}
          onClick={onRequestRemodeling}
          disabled={remodelingBlockedReason !== null}
          aria-label={`Solicitar remodelación a ${name}`}
          sx={{ mt: 1 }}
        >
          Solicitar remodelación
        </Button>
        {remodelingBlockedReason ? (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: 0.5, textAlign: 'center' }}
          >
            {remodelingBlockedReason}
          </Typography>
        ) : null}
      </Box>
    </Paper>
  );
}
