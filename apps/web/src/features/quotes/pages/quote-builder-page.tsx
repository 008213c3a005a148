import { useMemo, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { QuoteProductView } from '@hogarte/shared/contracts/remodelings';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { quoteTotals } from '@hogarte/shared/money';
import {
  buildQuoteLines,
  isComplementary,
  legacyQuantityRange,
  soldByArea,
} from '@hogarte/shared/quotes';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/http';
import { clearQuotePurchase, type QuotePurchase } from '../../../lib/quote-purchase';
import { showServerError, showToast } from '../../../lib/toast';
import { useQuoteProductsByIds } from '../api/get-quote-products';
import { BrandComplements } from '../components/brand-complements';
import { PurchaseBanner } from '../components/purchase-banner';
import { QuoteLineCard } from '../components/quote-line-card';
import { QuoteReviewDialog } from '../components/quote-review-dialog';
import { QuoteTotalsPanel } from '../components/quote-totals-panel';
import {
  draftEntries,
  entriesBody,
  legacyQuantityError,
  lineIndexOfField,
  problemMessage,
  shippingError,
  toQuoteProduct,
  type BuilderMode,
  type DraftLine,
} from '../quote-draft';
import {
  CATALOGUE_AFTER_SEND_PATH,
  CATALOGUE_PATH,
  LEGACY_BUILDER_PATH,
  LEGACY_FALLBACK_PATH,
  purchasePageLabel,
  purchasePagePath,
} from '../quote-paths';
import { readBuilderState, type CatalogueState } from '../quote-route-state';
import { LoadError } from '../../../components/load-error';

/** The note the catalogue shows to a designer who opened a builder with nothing to quote. */
export const NOTHING_TO_QUOTE_NOTE =
  'Elige en el catálogo los productos que vas a cotizar y pulsa "Cotizar".';

function catalogueState(purchase: QuotePurchase | null, selected: number[], notice?: string) {
  const state: Partial<CatalogueState> = { selected };
  if (purchase) state.quotePurchase = purchase;
  if (notice) state.notice = notice;
  return state;
}

/** 'productos' (part 1 §2): back to the catalogue with the purchase and the selection. */
function BackToCatalogue({ purchase, selected }: { purchase: QuotePurchase; selected: number[] }) {
  return (
    <Button
      component={RouterLink}
      to={CATALOGUE_PATH}
      state={catalogueState(purchase, selected)}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ mb: 1.5, ml: -1 }}
    >
      Volver a productos
    </Button>
  );
}

/**
 * The quote builder (spec part 1 §2 Designer area, §3 Quote line, §4 Quote flow, §9): one
 * component for /disenador/cotizador2 (remodelling), /disenador/asesoria/cotizador (presential
 * consultancy; the purchase's kind picks the API) and the legacy /disenador/cotizador (one whole
 * quantity per product under the legacy rule). It opens with the products chosen in the catalogue
 * and the purchase, both in the router's state.
 */
export function QuoteBuilderPage({ title }: { title: string }) {
  const location = useLocation();
  const mode: BuilderMode =
    location.pathname.replace(/\/+$/, '') === LEGACY_BUILDER_PATH ? 'legacy' : 'area';
  const { productIds, purchase } = useMemo(
    () => readBuilderState(location.state),
    [location.state],
  );
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  if (sentMessage !== null && purchase) {
    return <QuoteSent title={title} message={sentMessage} purchase={purchase} />;
  }
  if (productIds.length === 0 || !purchase) {
    return mode === 'legacy' ? (
      <Navigate to={LEGACY_FALLBACK_PATH} replace />
    ) : (
      <Navigate
        to={CATALOGUE_PATH}
        replace
        state={catalogueState(purchase, [], NOTHING_TO_QUOTE_NOTE)}
      />
    );
  }
  return (
    <QuoteBuilder
      title={title}
      mode={mode}
      productIds={productIds}
      purchase={purchase}
      onSent={(message) => {
        clearQuotePurchase();
        showToast(message, 'success');
        setSentMessage(message);
      }}
    />
  );
}

interface QuoteBuilderProps {
  title: string;
  mode: BuilderMode;
  productIds: number[];
  purchase: QuotePurchase;
  onSent: (message: string) => void;
}

function QuoteBuilder({ title, mode, productIds, purchase, onSent }: QuoteBuilderProps) {
  const chosen = useQuoteProductsByIds(productIds);
  const back = <BackToCatalogue purchase={purchase} selected={productIds} />;
  if (chosen.isPending) return <PageLoader />;
  if (chosen.isError) {
    return (
      <>
        {back}
        <PageTitle title={title} />
        <LoadError error={chosen.error} />
      </>
    );
  }
  return (
    <QuoteEditor
      title={title}
      mode={mode}
      purchase={purchase}
      productIds={productIds}
      products={chosen.data}
      onSent={onSent}
    />
  );
}

interface QuoteEditorProps extends QuoteBuilderProps {
  /** The chosen products the API still lists (a hidden one is left out). */
  products: QuoteProductView[];
}

function QuoteEditor({ title, mode, purchase, productIds, products, onSent }: QuoteEditorProps) {
  // Complements switched on join the products the lines may name.
  const [known, setKnown] = useState<ReadonlyMap<number, QuoteProductView>>(
    () => new Map(products.map((product) => [product.id, product])),
  );
  const [lines, setLines] = useState<DraftLine[]>(() =>
    productIds
      .filter((id) => known.has(id))
      .map((productId) => ({ productId, amount: '', shipping: '' })),
  );
  /** The server's refusal of a line, until that line is edited. */
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [reviewing, setReviewing] = useState(false);
  const missing = productIds.filter((id) => !products.some((product) => product.id === id)).length;

  const rules = new Map(
    [...known.values()].map((product) => [product.id, toQuoteProduct(product)]),
  );
  const entries = draftEntries(lines, rules, mode);
  const built = buildQuoteLines(entries, rules);
  const builtById = new Map(built.lines.map((line) => [line.productId, line]));
  const totals = quoteTotals(built.lines);

  const lineError = (line: DraftLine): string | null => {
    const product = rules.get(line.productId);
    const server = serverErrors.get(line.productId);
    if (server) return server;
    if (mode === 'legacy' && product && !isComplementary(product) && line.amount.trim() !== '') {
      const legacy = legacyQuantityError(line.amount, product);
      if (legacy) return legacy;
    }
    const problem = built.problems.find((item) => item.productId === line.productId);
    if (!problem || problem.code === 'needs_area' || problem.code === 'needs_units') return null;
    return problemMessage(problem);
  };
  const lineHint = (line: DraftLine): string | null => {
    const product = rules.get(line.productId);
    if (mode === 'legacy' && product) {
      const { min, max } = legacyQuantityRange(product);
      return `Entre ${min} y ${max}`;
    }
    const problem = built.problems.find((item) => item.productId === line.productId);
    return problem && (problem.code === 'needs_area' || problem.code === 'needs_units')
      ? problemMessage(problem)
      : null;
  };
  const blocked =
    lines.length === 0 ||
    built.problems.length > 0 ||
    lines.some((line) => shippingError(line.shipping) !== null);

  // The covering brands of the quote, each offering its complements.
  const brands = new Map<number, string>();
  for (const line of lines) {
    const product = known.get(line.productId);
    const rule = rules.get(line.productId);
    if (product?.brand && rule && soldByArea(rule))
      brands.set(product.brand.id, product.brand.name);
  }
  const inQuote = new Set(lines.map((line) => line.productId));

  const change = (productId: number, patch: Partial<DraftLine>) => {
    setLines((current) =>
      current.map((line) => (line.productId === productId ? { ...line, ...patch } : line)),
    );
    setServerErrors((current) => {
      if (!current.has(productId)) return current;
      const next = new Map(current);
      next.delete(productId);
      return next;
    });
  };
  const remove = (productId: number) => {
    setLines((current) => current.filter((line) => line.productId !== productId));
  };
  const toggleComplement = (product: QuoteProductView, on: boolean) => {
    if (!on) {
      remove(product.id);
      return;
    }
    setKnown((current) => new Map(current).set(product.id, product));
    setLines((current) =>
      current.some((line) => line.productId === product.id)
        ? current
        : [...current, { productId: product.id, amount: '', shipping: '' }],
    );
  };

  /** A refusal of the send or the preview: a line's field on that line, the rest as a toast. */
  const failed = (error: unknown) => {
    const placed = new Map<number, string>();
    const others: string[] = [];
    for (const item of isApiError(error) ? error.errors : []) {
      const index = lineIndexOfField(item.field);
      const line = index === null ? undefined : lines[index];
      if (line) placed.set(line.productId, item.message);
      else others.push(item.message);
    }
    if (placed.size > 0) {
      setServerErrors(placed);
      setReviewing(false);
    }
    if (others.length > 0) showToast(others.join('. '), 'error');
    else if (placed.size === 0) showServerError(error);
  };

  return (
    <>
      <BackToCatalogue purchase={purchase} selected={lines.map((line) => line.productId)} />
      <PageTitle
        title={title}
        subtitle={
          mode === 'legacy'
            ? 'Escribe la cantidad de cada producto.'
            : 'Escribe los m² de los revestimientos y pisos, y las unidades de los demás productos.'
        }
      />
      <PurchaseBanner purchase={purchase} />
      {missing > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {missing === 1
            ? 'Uno de los productos elegidos ya no está disponible y no se cotiza.'
            : `${missing} de los productos elegidos ya no están disponibles y no se cotizan.`}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          {lines.length === 0 ? (
            <Alert severity="info">{MESSAGES.quoteEmpty}</Alert>
          ) : (
            lines.map((line) => {
              const product = known.get(line.productId);
              return product ? (
                <QuoteLineCard
                  key={line.productId}
                  product={product}
                  draft={line}
                  mode={mode}
                  line={builtById.get(line.productId)}
                  error={lineError(line)}
                  hint={lineHint(line)}
                  shippingError={shippingError(line.shipping)}
                  onChange={(patch) => change(line.productId, patch)}
                  onRemove={() => remove(line.productId)}
                />
              ) : null;
            })
          )}
          {[...brands].map(([id, name]) => (
            <BrandComplements
              key={id}
              brand={{ id, name }}
              chosen={inQuote}
              onToggle={toggleComplement}
            />
          ))}
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Resumen
          </Typography>
          <QuoteTotalsPanel totals={totals} />
          <Button
            variant="contained"
            fullWidth
            sx={{ mt: 2 }}
            disabled={blocked}
            onClick={() => setReviewing(true)}
          >
            Revisar cotización
          </Button>
        </Paper>
      </Box>
      {reviewing ? (
        <QuoteReviewDialog
          open
          onClose={() => setReviewing(false)}
          purchase={purchase}
          products={entriesBody(entries)}
          totals={totals}
          onSent={onSent}
          onFailed={failed}
        />
      ) : null}
    </>
  );
}

/** After 'Enviar cotización': the spec's link to /disenador/productos/ and one to the purchase. */
function QuoteSent({
  title,
  message,
  purchase,
}: {
  title: string;
  message: string;
  purchase: QuotePurchase;
}) {
  return (
    <>
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {message}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {`${purchase.client_name} ya puede verla y aprobarla; le avisamos por WhatsApp. Las unidades cotizadas quedan reservadas por ${LIMITS.quoteReservationDays} días.`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" component={RouterLink} to={CATALOGUE_AFTER_SEND_PATH}>
            Ir a productos
          </Button>
          <Button variant="outlined" component={RouterLink} to={purchasePagePath(purchase)}>
            {purchasePageLabel(purchase)}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
