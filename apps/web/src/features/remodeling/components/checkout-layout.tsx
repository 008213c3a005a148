/**
 * What both remodelling checkouts share around their payment: the way back to the sheet, the
 * approved quotes to tick and, when there are none, the spec's text (part 2 §8) with the link to
 * the sheet where they are approved. `children` renders the receipt form for the ticked quotes.
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
import { serverMessage } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http';
import { sheetPath } from '../../../lib/sheet-path';
import {
  CheckoutQuoteSelection,
  useQuoteSelection,
  type QuoteSelection,
  type SelectableQuote,
} from './checkout-quote-selection';

/**
 * What a failed payment start says: the server's refusal of the request (a quote already paid, a
 * total that changed), else the remodelling checkout's own text (part 2 §8).
 */
export function checkoutErrorMessage(error: unknown): string {
  return isApiError(error) && error.statusCode >= 400 && error.statusCode < 500
    ? error.message
    : MESSAGES.remodelingCheckoutError;
}

const NO_QUOTES: readonly SelectableQuote[] = [];

interface CheckoutLayoutProps {
  title: string;
  hashid: string;
  /** The page's failed read, if any. */
  error: unknown;
  /** Undefined while they load. */
  quotes: readonly SelectableQuote[] | undefined;
  /** The receipt data given last: null when none, undefined while it loads. */
  saved: ReceiptData | null | undefined;
  /** Above the quotes: what the page says of the sheet. */
  header?: ReactNode;
  children: (props: { selection: QuoteSelection; saved: ReceiptData | null }) => ReactNode;
}

export function CheckoutLayout({
  title,
  hashid,
  error,
  quotes,
  saved,
  header,
  children,
}: CheckoutLayoutProps) {
  const selection = useQuoteSelection(quotes ?? NO_QUOTES);

  let body;
  if (error) {
    body = <Alert severity="error">{serverMessage(error, MESSAGES.unexpected)}</Alert>;
  } else if (!quotes || saved === undefined) {
    body = <PageLoader />;
  } else if (quotes.length === 0) {
    body = (
      <Alert severity="info">
        {MESSAGES.noApprovedQuotes}{' '}
        <Link component={RouterLink} to={sheetPath(hashid)}>
          Ir a la hoja de proceso
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
          <CheckoutQuoteSelection quotes={quotes} selection={selection} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {children({ selection, saved })}
        </Paper>
      </Box>
    );
  }

  // The store layout gives no page padding: the page brings the shop checkout's own container.
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={sheetPath(hashid)}>Volver a la hoja de proceso</BackLink>
      <PageTitle title={title} />
      {header}
      {body}
    </Container>
  );
}
