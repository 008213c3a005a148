import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import HomeRepairServiceOutlinedIcon from '@mui/icons-material/HomeRepairServiceOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { PublicDesigner } from '@hogarte/shared/contracts/virtual-consultancies';
import { visuallyHidden } from '../../../components/visually-hidden';
import { DesignerRating, designerPlace } from './designer-rating';
import { personName } from './person-name';

/** Thumbnails a card shows; the rest of the portfolio is in its dialog. */
const CARD_THUMBNAILS = 3;

interface DesignerCardProps {
  designer: PublicDesigner;
  selected: boolean;
  onOpen: () => void;
  onChoose: () => void;
  /**
   * 'Solicitar remodelación' (decision 029) or 'Asesoría presencial' (decision 030): a remodelling
   * or a visit asked of this designer.
   */
  onRequest: (kind: DesignerRequestKind) => void;
  /** Why the viewer may not ask for either (not a client); the buttons are off then. */
  requestBlockedReason: string | null;
}

export type DesignerRequestKind = 'remodeling' | 'presential';

interface RequestButton {
  kind: DesignerRequestKind;
  label: string;
  /** The button's name with the designer's, as a screen reader says it. */
  accessibleName: (name: string) => string;
  icon: ReactNode;
}

const REQUESTS: readonly RequestButton[] = [
  {
    kind: 'remodeling',
    label: 'Solicitar remodelación',
    accessibleName: (name) => `Solicitar remodelación a ${name}`,
    icon: <HomeRepairServiceOutlinedIcon />,
  },
  {
    kind: 'presential',
    label: 'Asesoría presencial',
    accessibleName: (name) => `Solicitar asesoría presencial a ${name}`,
    icon: <PlaceOutlinedIcon />,
  },
];

/**
 * One designer of /asesoria-virtual: who, what, where, how rated and a glimpse of the portfolio.
 * The card's body opens the portfolio; its buttons choose the designer for a virtual consultancy,
 * or ask them for a remodelling or a presential consultancy.
 */
export function DesignerCard({
  designer,
  selected,
  onOpen,
  onChoose,
  onRequest,
  requestBlockedReason,
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
      {/* Named by what it shows, after a hidden 'Ver portafolio de': everything a person sees
          on the card is part of its name, as voice control needs. */}
      <CardActionArea
        onClick={onOpen}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', p: 2 }}
      >
        <Box component="span" sx={visuallyHidden}>
          Ver portafolio de
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar
            src={designer.avatar ?? undefined}
            alt=""
            aria-hidden
            sx={{ width: 56, height: 56 }}
          >
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
          // The visible word is part of the name (axe: label-content-name-mismatch).
          aria-label={selected ? `Elegido: ${name}` : `Elegir a ${name}`}
        >
          {selected ? 'Elegido' : 'Elegir'}
        </Button>
        <Box sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
          {REQUESTS.map((request) => (
            <Button
              key={request.kind}
              size="small"
              startIcon={request.icon}
              onClick={() => onRequest(request.kind)}
              disabled={requestBlockedReason !== null}
              aria-label={request.accessibleName(name)}
            >
              {request.label}
            </Button>
          ))}
        </Box>
        {requestBlockedReason ? (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: 0.5, textAlign: 'center' }}
          >
            {requestBlockedReason}
          </Typography>
        ) : null}
      </Box>
    </Paper>
  );
}
