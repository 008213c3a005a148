import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import type { SalesConsultancy } from '@hogarte/shared/contracts/sales-consultancies';
import type { RoleId } from '@hogarte/shared/roles';
import { consultancyChatPath } from '../../../lib/consultancy-paths';
import { formatDate } from '../../../lib/format';
import { counterpartName } from './counterpart';

interface ConsultancyCardProps {
  consultancy: SalesConsultancy;
  roleId: RoleId;
  companyName: string | undefined;
}

/** One consultancy of a list: who, which product and since when; the whole card opens its chat. */
export function ConsultancyCard({ consultancy, roleId, companyName }: ConsultancyCardProps) {
  const name = counterpartName(consultancy, roleId);
  const product = consultancy.product;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <CardActionArea
        component={RouterLink}
        to={consultancyChatPath(consultancy.hashid, roleId, companyName)}
        sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}
      >
        <Avatar
          variant="rounded"
          src={product?.image ?? undefined}
          alt=""
          sx={{ width: 64, height: 64, bgcolor: 'grey.100', color: 'text.secondary' }}
        >
          <ChatBubbleOutlineIcon />
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography color="text.secondary" noWrap>
            {product?.name ?? 'Producto no disponible'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(consultancy.created_at)}
          </Typography>
        </Box>
      </CardActionArea>
    </Paper>
  );
}
