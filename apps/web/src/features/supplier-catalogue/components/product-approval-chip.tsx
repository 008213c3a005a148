import Chip from '@mui/material/Chip';
import { approvalLabel } from '@hogarte/shared/catalogue';

/** A product's review state: 'Aprobado', 'Declinado' or 'En proceso' (part 2 §3, §4). */
export function ProductApprovalChip({ isApproved }: { isApproved: boolean | null }) {
  const color = isApproved === true ? 'success' : isApproved === false ? 'error' : 'warning';
  return <Chip size="small" variant="outlined" color={color} label={approvalLabel(isApproved)} />;
}
