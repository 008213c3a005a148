import Chip from '@mui/material/Chip';
import { approvalLabel } from '@hogarte/shared/catalogue';

/** A product's review state: En proceso (null), Aprobado (true), Declinado (false), part 2 §4. */
export function ProductApprovalChip({ isApproved }: { isApproved: boolean | null }) {
  const color = isApproved === null ? 'warning' : isApproved ? 'success' : 'error';
  return <Chip size="small" variant="outlined" label={approvalLabel(isApproved)} color={color} />;
}
