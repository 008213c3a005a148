/**
 * The one product card of the marketplace: the catalogue, the home page's rows, the favourites
 * and the supplier storefronts all show products with it. The whole card is one link (the
 * product's name, stretched over the card), so a screen reader hears one link per product.
 */
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { styled } from '@mui/material/styles';
import { cardName } from '@hogarte/shared/catalogue';
import type { ProductCardData } from '@hogarte/shared/contracts/storefront';
import { formatCop } from '@hogarte/shared/money';
import { visuallyHidden } from './visually-hidden';

export const SOLD_OUT_LABEL = 'Agotado';

/** The card images are 480 px squares; the box keeps their place before they load. */
const IMAGE_SIZE = 480;

/**
 * One styled root per card and plain elements inside: a page shows dozens of cards, and a style
 * object per element would cost each render far more than these shared class rules.
 */
const CardRoot = styled('article')(({ theme }) => {
  const sm = theme.breakpoints.up('sm');
  return {
    position: 'relative',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 16,
    overflow: 'hidden',
    transition: 'box-shadow 200ms ease, border-color 200ms ease',
    '&:hover': {
      borderColor: 'rgba(156, 79, 50, 0.35)',
      boxShadow: '0 12px 28px rgba(60, 40, 30, 0.10)',
    },
    '&:hover img': { transform: 'scale(1.03)' },
    '&:has(a:focus-visible)': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
    '&.list': { flexDirection: 'row' },
    '& .pc-media': {
      position: 'relative',
      flexShrink: 0,
      width: '100%',
      aspectRatio: '1 / 1',
      backgroundColor: '#f1e9df',
      overflow: 'hidden',
    },
    '&.list .pc-media': { width: 112, [sm]: { width: 168 } },
    '& .pc-media img': {
      display: 'block',
      width: '100%',
      height: '100%',
      objectFit: 'cover',
      transition: 'transform 300ms ease',
    },
    '& .pc-placeholder': {
      width: '100%',
      height: '100%',
      background: 'repeating-linear-gradient(135deg, #efe6da 0 14px, #f6efe6 14px 28px)',
    },
    '& .pc-badge': {
      position: 'absolute',
      top: 10,
      left: 10,
      padding: '2px 10px',
      borderRadius: 999,
      backgroundColor: 'rgba(43, 36, 32, 0.85)',
      color: '#fff',
      fontSize: '0.75rem',
      fontWeight: 600,
      letterSpacing: '0.02em',
    },
    '& .pc-body': {
      flex: 1,
      minWidth: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: 4,
      padding: 12,
      [sm]: { padding: 16 },
    },
    '&.list .pc-body': { [sm]: { flexDirection: 'row', gap: 24 } },
    '& .pc-info': { flex: 1, minWidth: 0 },
    '& .pc-maker': {
      ...theme.typography.caption,
      margin: 0,
      color: theme.palette.text.secondary,
      textTransform: 'uppercase',
      letterSpacing: '0.06em',
      fontWeight: 600,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& .pc-name': {
      margin: '2px 0 0',
      fontWeight: 600,
      fontSize: '0.95rem',
      lineHeight: 1.35,
      [sm]: { fontSize: '1rem' },
    },
    '& .pc-name a': {
      color: theme.palette.text.primary,
      textDecoration: 'none',
      outline: 'none',
      // The name's link covers the whole card.
      '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    },
    '& .pc-full-name': visuallyHidden,
    '& .pc-presentation': {
      ...theme.typography.body2,
      margin: '4px 0 0',
      color: theme.palette.text.secondary,
    },
    '& .pc-price': { marginTop: 'auto', paddingTop: 12 },
    '&.list .pc-price': { marginTop: 4, paddingTop: 0, [sm]: { marginTop: 0, textAlign: 'right' } },
    '& .pc-amount': {
      margin: 0,
      fontWeight: 700,
      fontSize: '1.2rem',
      lineHeight: 1.2,
      color: theme.palette.primary.dark,
    },
    '& .pc-iva': { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary },
    '& .pc-action': { position: 'relative', zIndex: 2, marginTop: 8, alignSelf: 'flex-start' },
    '&.list .pc-action': { marginTop: 0 },
    '& .pc-bar': { height: 14, borderRadius: 5, backgroundColor: '#efe7dd', marginTop: 8 },
    '&.skeleton': {
      '@keyframes product-card-pulse': { '50%': { opacity: 0.55 } },
      animation: 'product-card-pulse 1.6s ease-in-out infinite',
    },
  };
});

interface ProductCardProps {
  product: ProductCardData;
  /** Where the card leads: `${basePath}/${product.slug}`. */
  href: string;
  variant?: 'grid' | 'list';
  /** The first cards of a page are above the fold: load them at once. */
  eagerImage?: boolean;
  /** The name's heading level under the list's own heading. */
  headingComponent?: 'h2' | 'h3' | 'h4';
  /** A control of its own (remove from favourites), kept clickable above the card's link. */
  action?: ReactNode;
}

/**
 * The name cut to the card's length (part 2 §2.7) for the eye, whole for a screen reader: the
 * link's name then holds all the words a person sees, as a voice command needs.
 */
function CardName({ name }: { name: string }) {
  const shown = cardName(name);
  if (shown === name) return name;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="pc-full-name">{name}</span>
    </>
  );
}

function ProductCardView({
  product,
  href,
  variant = 'grid',
  eagerImage = false,
  headingComponent: Heading = 'h3',
  action,
}: ProductCardProps) {
  const maker = product.brand
    ? `${product.brand.name} · ${product.company_name}`
    : product.company_name;
  return (
    <CardRoot className={variant === 'list' ? 'list' : undefined}>
      <div className="pc-media">
        {product.image ? (
          <img
            src={product.image}
            alt={product.name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={eagerImage ? 'eager' : 'lazy'}
            fetchPriority={eagerImage ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className="pc-placeholder" role="img" aria-label={product.name} />
        )}
        {product.in_stock ? null : <span className="pc-badge">{SOLD_OUT_LABEL}</span>}
      </div>
      <div className="pc-body">
        <div className="pc-info">
          <p className="pc-maker">{maker}</p>
          <Heading className="pc-name">
            <RouterLink to={href} title={product.name}>
              <CardName name={product.name} />
            </RouterLink>
          </Heading>
          <p className="pc-presentation">{product.presentation}</p>
        </div>
        <div className="pc-price">
          <p className="pc-amount">{formatCop(product.taxed_price)}</p>
          <p className="pc-iva">IVA incluido</p>
        </div>
        {action ? <div className="pc-action">{action}</div> : null}
      </div>
    </CardRoot>
  );
}

/** Lists re-render as their filters and sections load; a card whose product is the same does not. */
export const ProductCard = memo(ProductCardView);

/** The card's shape while its data loads: the page keeps its layout. */
export function ProductCardSkeleton({ variant = 'grid' }: { variant?: 'grid' | 'list' }) {
  return (
    <CardRoot aria-hidden className={variant === 'list' ? 'list skeleton' : 'skeleton'}>
      <div className="pc-media" />
      <div className="pc-body">
        <div className="pc-info">
          <div className="pc-bar" style={{ width: '40%', height: 10 }} />
          <div className="pc-bar" style={{ width: '85%' }} />
          <div className="pc-bar" style={{ width: '60%' }} />
        </div>
        <div className="pc-price">
          <div className="pc-bar" style={{ width: '35%', height: 20 }} />
        </div>
      </div>
    </CardRoot>
  );
}
