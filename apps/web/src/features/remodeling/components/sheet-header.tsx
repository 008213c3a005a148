import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../lib/session';

interface HeaderPerson {
  first_name: string;
  last_name: string;
}

/** What the header reads of a remodelling's sheet or a presential consultancy. */
interface HeaderSubject {
  hashid: string;
  address: string | null;
  city: string | null;
  viewer: string;
  client: HeaderPerson;
  designer: HeaderPerson;
}

/** The first name the greeting uses: the viewer's own, else the sheet's side it plays. */
function viewerFirstName(sheet: HeaderSubject, sessionFirstName: string | undefined): string {
  if (sessionFirstName) return sessionFirstName;
  if (sheet.viewer === 'client') return sheet.client.first_name;
  if (sheet.viewer === 'designer') return sheet.designer.first_name;
  return '';
}

interface SheetHeaderProps {
  sheet: HeaderSubject;
  title: string;
  /** The sheet's state (Activo, Terminado) or the consultancy's answer, as a chip. */
  state: { label: string; color: ChipProps['color'] };
  /** What else the facts line says: a remodelling's spaces, a consultancy's contact. */
  details?: ReactNode;
  actions: ReactNode;
}

/**
 * The header of a process sheet or a presential consultancy (part 2 §2.1, §2.2): the greeting,
 * the address and city, the reference and the state, who the client and the designer are, and
 * the viewer's actions.
 */
export function SheetHeader({ sheet, title, state, details, actions }: SheetHeaderProps) {
  const session = useSession();
  const firstName = viewerFirstName(sheet, session?.user?.first_name);
  const place = [sheet.address, sheet.city].filter(Boolean).join(', ');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {title}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {firstName ? `Hola, ${firstName}` : 'Hola'}
          </Typography>
          {place ? (
            <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {place}
            </Typography>
          ) : null}
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            // A viewer with no action here leaves no gap under the address on a phone.
            '&:empty': { display: 'none' },
          }}
        >
          {actions}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        <Typography variant="body2">
          Referencia: <strong>#{sheet.hashid}</strong>
        </Typography>
        <Chip size="small" label={state.label} color={state.color} />
        <Typography variant="body2" color="text.secondary">
          Cliente: {sheet.client.first_name} {sheet.client.last_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Diseñador(a): {sheet.designer.first_name} {sheet.designer.last_name}
        </Typography>
        {details}
      </Box>
    </Paper>
  );
}
