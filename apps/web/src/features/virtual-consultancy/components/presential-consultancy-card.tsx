import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PresentialRow } from '@hogarte/shared/contracts/presential';
import { InfoList } from '../../../components/info-list';
import { formatDate } from '../../../lib/format';
import { presentialPath } from '../../../lib/sheet-path';
import { personName } from './person-name';

/** The designer's answer (part 1 §4 Presential request): null pending, then approved or not. */
const DECISION_CHIPS = {
  pending: { label: 'Por aprobar', color: 'warning' },
  approved: { label: 'Aprobada', color: 'success' },
  rejected: { label: 'Rechazada', color: 'default' },
} as const;

function decisionOf(isApproved: boolean | null): keyof typeof DECISION_CHIPS {
  if (isApproved === null) return 'pending';
  return isApproved ? 'approved' : 'rejected';
}

/**
 * One presential consultancy of the client's list (decision 030): code, date, the designer's
 * answer, the designer, the place and the days asked for, and the way to its page.
 */
export function PresentialConsultancyCard({ consultancy }: { consultancy: PresentialRow }) {
  const chip = DECISION_CHIPS[decisionOf(consultancy.is_approved)];
  const { designer, hashid } = consultancy;
  return (
    <Paper
      component="article"
      aria-label={`Asesoría presencial #${hashid}`}
      variant="outlined"
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            #{hashid}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(consultancy.created_at)}
          </Typography>
        </Box>
        <Chip size="small" label={chip.label} color={chip.color} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <Avatar src={designer.avatar ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
          {designer.first_name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            Diseñador
          </Typography>
          <Typography noWrap sx={{ fontWeight: 500 }}>
            {personName(designer)}
          </Typography>
        </Box>
      </Box>
      <InfoList
        items={[
          { label: 'Dirección', value: `${consultancy.address}, ${consultancy.city}` },
          {
            label: 'Fechas preferidas',
            // Days without a time: read as the calendar day they name, not as UTC midnight.
            value: consultancy.preferred_dates
              .map((day) => formatDate(`${day}T12:00:00`))
              .join(' · '),
          },
        ]}
      />
      <Box sx={{ mt: 'auto', pt: 0.5 }}>
        <Button
          component={RouterLink}
          to={presentialPath(hashid, 'client')}
          variant="outlined"
          fullWidth
          aria-label={`Ver asesoría presencial #${hashid}`}
        >
          Ver asesoría
        </Button>
      </Box>
    </Paper>
  );
}
