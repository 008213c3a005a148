/**
 * What every checkout of quotes shares around its payment (the remodelling's two and the
 * presential consultancy's): the way back to the purchase, the approved quotes to tick and, when
 * there are none, the spec's text (part 2 §8) with the link to the purchase where they are
 * approved. `children` renders the receipt form for the ticked quotes.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { ReceiptData } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { BackLink } from '../../../components/back-link';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { sheetPath } from '../../../lib/sheet-path';
import {
  CheckoutQuoteSelection,
  useQuoteSelection,
  type QuoteDeduction,
  type QuoteSelection,
  type SelectableQuote,
} from './checkout-quote-selection';
import { LoadError } from '../../../components/load-error';

/** The page a checkout belongs to: where it goes back to, and where quotes are approved. */
export interface CheckoutPurchase {
  path: string;
  backLabel: string;
  linkLabel: string;
}

/** A remodelling's process sheet, the purchase of the remodelling's checkouts. */
export function sheetPurchase(hashid: string): CheckoutPurchase {
  return {
    path: sheetPath(hashid),
    backLabel: 'Volver a la hoja de proceso',
    linkLabel: 'Ir a la hoja de proceso',
  };
}

const NO_QUOTES: readonly SelectableQuote[] = [];

interface CheckoutLayoutProps {
  title: string;
  purchase: CheckoutPurchase;
  /** The page's failed read, if any. */
  error: unknown;
  /** Undefined while they load. */
  quotes: readonly SelectableQuote[] | undefined;
  /** The receipt data given last: null when none, undefined while it loads. */
  saved: ReceiptData | null | undefined;
  /** Above the quotes: what the page says of the purchase. */
  header?: ReactNode;
  /** What is taken off the ticked quotes' total (the presential deposit), if anything. */
  deduction?: QuoteDeduction;
  children: (props: { selection: QuoteSelection; saved: ReceiptData | null }) => ReactNode;
  /** Inside the account area, whose layout already pads the page (the store's gives none). */
  inAccountArea?: boolean;
}

export function CheckoutLayout({
  title,
  purchase,
  error,
  quotes,
  saved,
  header,
  deduction,
  children,
  inAccountArea = false,
}: CheckoutLayoutProps) {
  const selection = useQuoteSelection(quotes ?? NO_QUOTES);

  let body;
  if (error) {
    body = <LoadError error={error} />;
  } else if (!quotes || saved === undefined) {
    body = <PageLoader />;
  } else if (quotes.length === 0) {
    body = (
      <Alert severity="info">
        {MESSAGES.noApprovedQuotes}{' '}
        <Link component={RouterLink} to={purchase.path}>
          {purchase.linkLabel}
        </Link>
      </Alert>
    );
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CheckoutQuoteSelection quotes={quotes} selection={selection} deduction={deduction} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {children({ selection, saved })}
        </Paper>
      </Box>
    );
  }

  const page = (
    <>
      <BackLink to={purchase.path}>{purchase.backLabel}</BackLink>
      <PageTitle title={title} />
      {header}
      {body}
    </>
  );
  if (inAccountArea) return page;
  // The store layout gives no page padding: the page brings the shop checkout's own container.
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {page}
    </Container>
  );
}
