import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ApprovalCounts } from '@hogarte/shared/contracts/admin';
import { APPROVAL_FILTERS, type ApprovalFilter } from '../utils/approval';

const LABELS: Record<ApprovalFilter, string> = {
  all: 'Todos',
  pending: 'Pendientes de aprobación',
  approved: 'Aprobados',
  rejected: 'Rechazados',
};

interface ApprovalFilterTabsProps {
  value: ApprovalFilter;
  counts: ApprovalCounts | undefined;
  onChange: (filter: ApprovalFilter) => void;
  /** What the tabs filter, for screen readers ("Filtrar diseñadores"). */
  label: string;
}

/** The four filters of the designer and supplier lists, each with its count (part 2 §2.4). */
export function ApprovalFilterTabs({ value, counts, onChange, label }: ApprovalFilterTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_event, filter: ApprovalFilter) => onChange(filter)}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {APPROVAL_FILTERS.map((filter) => (
        <Tab
          key={filter}
          value={filter}
          label={
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
              {LABELS[filter]}
              <Box
                component="span"
                sx={{
                  minWidth: 24,
                  px: 0.75,
                  borderRadius: 999,
                  bgcolor: value === filter ? 'primary.main' : 'action.selected',
                  color: value === filter ? 'primary.contrastText' : 'text.primary',
                  fontSize: 12,
                  lineHeight: '20px',
                }}
              >
                {counts ? counts[filter] : '–'}
              </Box>
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
