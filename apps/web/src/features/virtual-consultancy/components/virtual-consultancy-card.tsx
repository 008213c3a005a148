import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { formatCop } from '@hogarte/shared/money';
import { InfoList } from '../../../components/info-list';
import { formatDate } from '../../../lib/format';
import { personName } from './person-name';
import { VirtualStatusChip } from './virtual-status-chip';

interface VirtualConsultancyCardProps {
  consultancy: VirtualConsultancy;
  /** Whom the viewer works with: the client sees the designer, the designer the client. */
  counterpart: 'designer' | 'client';
  /** The card's button or link (Pagar, Aprobar, Ver asesoría). */
  action?: ReactNode;
}

/** One virtual consultancy of a list (part 2 §2.3): code, the other person, spaces, status, total. */
export function VirtualConsultancyCard({
  consultancy,
  counterpart,
  action,
}: VirtualConsultancyCardProps) {
  const person = counterpart === 'designer' ? consultancy.designer : consultancy.client;
  const avatar = counterpart === 'designer' ? consultancy.designer.avatar : null;
  return (
    <Paper
      component="article"
      aria-label={`Asesoría virtual #${consultancy.hashid}`}
      variant="outlined"
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          {/* A hashid is one long word: it breaks rather than run under the status chip. */}
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            #{consultancy.hashid}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(consultancy.created_at)}
          </Typography>
        </Box>
        <VirtualStatusChip status={consultancy.status} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <Avatar src={avatar ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
          {person.first_name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {counterpart === 'designer' ? 'Diseñador' : 'Cliente'}
          </Typography>
          <Typography noWrap sx={{ fontWeight: 500 }}>
            {personName(person)}
          </Typography>
        </Box>
      </Box>
      <InfoList
        items={[
          { label: 'Espacios', value: consultancy.space.quantity },
          { label: 'Total', value: formatCop(consultancy.to_pay) },
        ]}
      />
      {action ? <Box sx={{ mt: 'auto', pt: 0.5 }}>{action}</Box> : null}
    </Paper>
  );
}
