import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import type { Suborder } from '@hogarte/shared/contracts/orders';
import { SuborderStatusChip } from '../../../components/suborder-status';
import { formatCop } from '../../../lib/format';
import { StarRating } from '../../../components/star-rating';

/** Only a line on its way or delivered can be rated, once (part 2 §2.6). */
export function canReview(suborder: Suborder): boolean {
  return (
    (suborder.status === 'Shipped' || suborder.status === 'Delivered') && suborder.review === null
  );
}

interface PurchaseLineProps {
  suborder: Suborder;
  /** Where the review form returns after saving: the list the buyer came from. */
  returnTo: string;
}

/** One product of a purchase: what, how many, its status, its tracking and its rating. */
export function PurchaseLine({ suborder, returnTo }: PurchaseLineProps) {
  const name = suborder.productName || suborder.product.name;
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px 1fr', sm: '56px 1fr auto' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Avatar
        variant="rounded"
        src={suborder.productImageUrl ?? suborder.product.imageUrl ?? undefined}
        alt=""
        sx={{ width: 56, height: 56, bgcolor: 'action.hover', color: 'text.disabled' }}
      >
        <ImageOutlinedIcon aria-hidden />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {suborder.product.quantity} × {formatCop(suborder.product.price)} ·{' '}
          {formatCop(suborder.product.amount)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 0.75 }}>
          <SuborderStatusChip status={suborder.status} />
          {suborder.trackUrl ? (
            <Link
              href={suborder.trackUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <LocalShippingOutlinedIcon fontSize="small" aria-hidden />
              Rastrear envío
            </Link>
          ) : null}
        </Box>
      </Box>
      <Box sx={{ gridColumn: { xs: '2', sm: 'auto' }, justifySelf: { sm: 'end' } }}>
        {canReview(suborder) ? (
          <Button
            component={RouterLink}
            to={`/mis-compras/calificar/${suborder.id}`}
            state={{ returnTo }}
            variant="outlined"
            size="small"
            startIcon={<StarOutlineIcon />}
            aria-label={`Calificar ${name}`}
          >
            Calificar
          </Button>
        ) : suborder.review ? (
          <StarRating
            value={suborder.review.rating}
            size="small"
            label={`Calificaste con ${suborder.review.rating} de 5 estrellas`}
          />
        ) : null}
      </Box>
    </Box>
  );
}
