import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { formatCop } from '@hogarte/shared/money';
import { InfoList } from '../../../components/info-list';
import { formatDate } from '../../../lib/format';
import { personName } from './person-name';
import { VirtualStatusChip } from './virtual-status-chip';

interface RoomHeaderProps {
  room: VirtualConsultancy;
  /** The room's buttons (knock, video call, finish, documents), under the data. */
  actions: ReactNode;
}

/**
 * The room's header card (spec part 2 §2.3): the code, the two people, the spaces, where the
 * consultancy stands, its dates and its total.
 */
export function RoomHeader({ room, actions }: RoomHeaderProps) {
  const spaces = room.space.quantity;
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          Asesoría virtual #{room.hashid}
        </Typography>
        <VirtualStatusChip status={room.status} />
      </Box>
      <InfoList
        items={[
          { label: 'Diseñador', value: personName(room.designer) },
          { label: 'Cliente', value: personName(room.client) },
          { label: 'Espacios', value: spaces === 1 ? '1 espacio' : `${spaces} espacios` },
          { label: 'Fecha de creación', value: formatDate(room.created_at) },
          { label: 'Fecha de pago', value: room.paid_at ? formatDate(room.paid_at) : null },
          {
            label: 'Fecha de finalización',
            value: room.finished_at ? formatDate(room.finished_at) : null,
          },
          { label: 'Total', value: formatCop(room.to_pay) },
        ]}
      />
      {actions ? (
        // On a phone the buttons wrap onto lines of their own, still side by side while they fit.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>{actions}</Box>
      ) : null}
    </Paper>
  );
}
