import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { unexpected } from '@hogarte/shared/message-texts/general';
import { favoriteAdded, favoriteRemoved } from '@hogarte/shared/message-texts/storefront';
import { isBuyer } from '@hogarte/shared/roles';
import { isApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useAddFavorite } from '../api/add-favorite';
import { useRemoveFavorite } from '../api/remove-favorite';
import { loginPathBackTo } from '../../../lib/access-paths';

/** After logging in from the heart, the product page adds the favourite it was asked for. */
export const FAVORITE_AFTER_LOGIN_PARAM = 'favorito';
export const FAVORITE_AFTER_LOGIN_VALUE = 'agregar';

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : unexpected;
}

/** Adding and removing a favourite, with its toasts; shared by the button and the login return. */
export function useFavoriteToggle() {
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const toggle = (productId: number, isFavorite: boolean) => {
    const mutation = isFavorite ? remove : add;
    mutation.mutate(productId, {
      onSuccess: (answer) =>
        showToast(answer?.message ?? (isFavorite ? favoriteRemoved : favoriteAdded), 'success'),
      onError: (error) => showToast(errorText(error), 'error'),
    });
  };
  return { toggle, busy: add.isPending || remove.isPending };
}

interface FavoriteButtonProps {
  productId: number;
  isFavorite: boolean;
}

/**
 * Clients and designers keep favourites. A visitor is sent to log in and comes back to the
 * product, where the favourite is added; other roles have no favourites and see no button.
 */
export function FavoriteButton({ productId, isFavorite }: FavoriteButtonProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { toggle, busy } = useFavoriteToggle();
  if (session && !isBuyer(session.roleId)) return null;

  const onClick = () => {
    if (!session) {
      const back = `${location.pathname}?${FAVORITE_AFTER_LOGIN_PARAM}=${FAVORITE_AFTER_LOGIN_VALUE}`;
      void navigate(loginPathBackTo(back));
      return;
    }
    toggle(productId, isFavorite);
  };

  return (
    <Button
      variant={isFavorite ? 'contained' : 'outlined'}
      color="primary"
      size="large"
      startIcon={isFavorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      onClick={onClick}
      disabled={busy}
    >
      {isFavorite ? 'Quitar de favoritos' : 'Agregar a favoritos'}
    </Button>
  );
}
