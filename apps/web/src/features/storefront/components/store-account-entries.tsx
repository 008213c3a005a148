import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  iconOnlyOnPhone,
  iconOnPhone,
  noOutlineOnPhone,
  textFromTablet,
} from './store-header-styles';

interface StoreAccountEntriesProps {
  /** The signed-in person's area: a client's inside this store. */
  accountPath: string;
  onLogout: () => void;
}

/** 'Mi cuenta' and 'Cerrar sesión' in the store's header, for someone signed in. */
export function StoreAccountEntries({ accountPath, onLogout }: StoreAccountEntriesProps) {
  return (
    <>
      <Button
        component={RouterLink}
        to={accountPath}
        color="inherit"
        startIcon={<AccountCircleOutlinedIcon />}
        sx={iconOnPhone}
      >
        <Box component="span" sx={textFromTablet}>
          Mi cuenta
        </Box>
      </Button>
      <Button
        variant="outlined"
        onClick={onLogout}
        startIcon={<LogoutIcon />}
        sx={[iconOnPhone, iconOnlyOnPhone, noOutlineOnPhone]}
      >
        <Box component="span" sx={textFromTablet}>
          Cerrar sesión
        </Box>
      </Button>
    </>
  );
}
