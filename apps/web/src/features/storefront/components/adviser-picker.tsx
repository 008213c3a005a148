import { useLocation, useNavigate, useParams } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PublicAdviser } from '@hogarte/shared/contracts/advisers';
import type { ProductDetailData } from '@hogarte/shared/contracts/storefront';
import { ROLE } from '@hogarte/shared/roles';
import { visuallyHidden } from '../../../components/visually-hidden';
import { consultancyChatPath } from '../../../lib/consultancy-paths';
import {
  normaliseStatus,
  ONLINE_STATUS_COLOR,
  onlineStatusLabel,
} from '../../../lib/online-status';
import { useSession } from '../../../lib/session';
import { useStartConsultancy } from '../api/start-consultancy';
import { useStoreAdvisers } from '../api/get-store-advisers';
import { loginPathBackTo } from '../../../lib/access-paths';

/**
 * The store's advisers beside a product (spec part 2 §2.8): a client picks one and lands in the
 * consultancy's chat; a visitor logs in first and comes back to this page. Other roles do not
 * ask for advice, and a store without public advisers shows nothing.
 */
export function AdviserPicker({ product }: { product: ProductDetailData }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { companyName } = useParams();
  const advisers = useStoreAdvisers(product.store);
  const start = useStartConsultancy();

  if (session && session.roleId !== ROLE.client) return null;
  if (!advisers.data || advisers.data.length === 0) return null;

  const pick = (adviser: PublicAdviser) => {
    if (!session) {
      void navigate(loginPathBackTo(location.pathname + location.search));
      return;
    }
    start.mutate(
      {
        salespersonUuid: adviser.salesperson_id,
        salespersonOnlineStatus: adviser.online_status,
        productId: product.id,
      },
      {
        onSuccess: (consultancy) =>
          void navigate(consultancyChatPath(consultancy.hashid, ROLE.client, companyName), {
            // The chat's first message points back to the page the client was reading.
            state: { productLink: window.location.href },
          }),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="adviser-picker-title">
      <Typography
        id="adviser-picker-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600 }}
      >
        Habla con un asesor
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {session
          ? 'Elige un asesor de la tienda para resolver tus dudas por chat.'
          : 'Ingresa para chatear con un asesor de la tienda.'}
      </Typography>
      <List dense disablePadding sx={{ mt: 1 }}>
        {advisers.data.map((adviser) => {
          const status = normaliseStatus(adviser.online_status);
          const name = `${adviser.first_name} ${adviser.last_name}`;
          return (
            <ListItem key={adviser.salesperson_id} disablePadding>
              <ListItemButton
                disabled={start.isPending}
                onClick={() => pick(adviser)}
                sx={{ borderRadius: 1 }}
              >
                {/* Named by what it shows after a hidden 'Chatear con', so the words a person
                    sees on it are its name, as voice control needs. */}
                <Box component="span" sx={visuallyHidden}>
                  Chatear con
                </Box>
                <ListItemAvatar>
                  <Badge
                    overlap="circular"
                    variant="dot"
                    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                    sx={{
                      '& .MuiBadge-badge': {
                        bgcolor: ONLINE_STATUS_COLOR[status],
                        boxShadow: '0 0 0 2px white',
                      },
                    }}
                  >
                    {/* A picture of who it is: the name that follows says it in words. */}
                    <Avatar src={adviser.avatar ?? undefined} alt="" aria-hidden>
                      {adviser.first_name.charAt(0)}
                    </Avatar>
                  </Badge>
                </ListItemAvatar>
                <ListItemText primary={name} secondary={onlineStatusLabel(status)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
