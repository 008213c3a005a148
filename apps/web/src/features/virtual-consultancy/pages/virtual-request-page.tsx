import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { PublicDesigner } from '@hogarte/shared/contracts/virtual-consultancies';
import { LIMITS, MONEY } from '@hogarte/shared/limits';
import { designerRequestOnlyClients } from '@hogarte/shared/message-texts/remodelling';
import {
  designersNotFound,
  virtualChooseDesigner,
  virtualConsultancyCreateFailed,
  virtualOnlyClients,
} from '@hogarte/shared/message-texts/virtual-consultancy';
import { formatCop, virtualConsultancyAmounts } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { CheckoutTotal } from '../../../components/checkout-summary';
import { CardGrid } from '../../../components/card-grid';
import { staleRowsProps } from '../../../components/stale-rows';
import { PageTitle } from '../../../components/page-title';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { loginPathBackTo } from '../../../lib/access-paths';
import { serverMessage } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useCreateVirtualConsultancy } from '../api/create-virtual-consultancy';
import { usePublicDesigners } from '../api/get-public-designers';
import { DesignerCard, type DesignerRequestKind } from '../components/designer-card';
import { personName } from '../components/person-name';
import { virtualCheckoutPath } from '../../../lib/consultancy-paths';
import { LoadError } from '../../../components/load-error';

// Loaded on first use: a designer's portfolio and the two request forms open from a card's
// buttons, and a visitor choosing a designer does not download their forms (decision 047).
const DesignerPortfolioDialog = lazy(async () => ({
  default: (await import('../components/designer-portfolio-dialog')).DesignerPortfolioDialog,
}));
const PresentialRequestDialog = lazy(async () => ({
  default: (await import('../components/presential-request-dialog')).PresentialRequestDialog,
}));
const RemodelingRequestDialog = lazy(async () => ({
  default: (await import('../components/remodeling-request-dialog')).RemodelingRequestDialog,
}));

/**
 * The choice lives in the address (`?pagina=2&disenador={uuid}&espacios=2`): a visitor sent to
 * log in comes back to the same page of designers with the same designer and spaces chosen.
 */
const PAGE_PARAM = 'pagina';
const DESIGNER_PARAM = 'disenador';
const SPACES_PARAM = 'espacios';
/**
 * The designer a visitor asked for a remodelling or a presential consultancy before logging in
 * (`?remodelacion={uuid}`, `?presencial={uuid}`): its dialog opens again.
 */
const REQUEST_PARAMS: Record<DesignerRequestKind, string> = {
  remodeling: 'remodelacion',
  presential: 'presencial',
};

interface DesignerRequest {
  kind: DesignerRequestKind;
  designerUuid: string;
}

/** The request the address names, when the one reading it may make it. */
function readRequest(params: URLSearchParams): DesignerRequest | null {
  for (const [kind, param] of Object.entries(REQUEST_PARAMS) as [DesignerRequestKind, string][]) {
    const designerUuid = params.get(param);
    if (designerUuid) return { kind, designerUuid };
  }
  return null;
}

function positiveInt(value: string | null, fallback: number, max: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
}

interface Choice {
  /** The page of designers shown, one-based. */
  page: number;
  designerUuid: string | null;
  spaces: number;
}

function readChoice(params: URLSearchParams): Choice {
  return {
    page: positiveInt(params.get(PAGE_PARAM), 1, Number.MAX_SAFE_INTEGER),
    designerUuid: params.get(DESIGNER_PARAM),
    spaces: positiveInt(params.get(SPACES_PARAM), 1, LIMITS.virtualConsultancySpacesMax),
  };
}

/** The choice as the address keeps it; the first page and a choice not made yet are left out. */
function choiceParams(choice: Choice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.page > 1) params.set(PAGE_PARAM, String(choice.page));
  if (choice.designerUuid) {
    params.set(DESIGNER_PARAM, choice.designerUuid);
    params.set(SPACES_PARAM, String(choice.spaces));
  }
  return params;
}

/** The field's message of a refused request, else the server's own, else the spec's text. */
function createFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    const field = error.errors[0]?.message;
    if (field) return field;
    if (error.statusCode >= 400 && error.statusCode < 500) {
      return serverMessage(error, virtualConsultancyCreateFailed);
    }
  }
  return virtualConsultancyCreateFailed;
}

/**
 * /asesoria-virtual 'Solicitar Asesoría' (part 2 §2.3, §3): the public designers, the choice of
 * one and of the spaces, and the total (749.000 a space). A client's request opens its checkout;
 * a visitor logs in first and returns to the choice; other roles may only look.
 */
export function VirtualRequestPage({ title }: { title: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // Read from the address once; the screen then owns the choice and writes it back there.
  const [choice, setChoice] = useState(() => readChoice(params));
  const { page, designerUuid, spaces } = choice;
  const choiceQuery = choiceParams(choice).toString();
  useEffect(() => {
    if (choiceQuery !== params.toString()) {
      setParams(new URLSearchParams(choiceQuery), { replace: true, preventScrollReset: true });
    }
  }, [choiceQuery, params, setParams]);
  const designers = usePublicDesigners(page);
  const create = useCreateVirtualConsultancy();
  const [opened, setOpened] = useState<PublicDesigner | null>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // The chosen card's data: on the page shown, or remembered from when it was chosen.
  const [remembered, setRemembered] = useState<PublicDesigner | null>(null);
  const items = designers.data?.items;
  const chosen =
    items?.find((designer) => designer.uuid === designerUuid) ??
    (remembered?.uuid === designerUuid ? remembered : null);
  const total = virtualConsultancyAmounts(spaces).toPay;
  const isClient = session?.roleId === ROLE.client;
  const otherRole = session !== null && !isClient;
  // Read once: back from the login, the request asked for before opens again.
  const [designerRequest, setDesignerRequest] = useState(() =>
    isClient ? readRequest(params) : null,
  );
  const requested = items?.find((designer) => designer.uuid === designerRequest?.designerUuid);

  function requestOf(designer: PublicDesigner, kind: DesignerRequestKind) {
    if (!session) {
      const query = choiceParams(choice);
      query.set(REQUEST_PARAMS[kind], designer.uuid);
      void navigate(loginPathBackTo(`${location.pathname}?${query.toString()}`));
      return;
    }
    setDesignerRequest({ kind, designerUuid: designer.uuid });
  }

  function choose(designer: PublicDesigner) {
    setRemembered(designer);
    setOpened(null);
    setChoice((current) => ({ ...current, designerUuid: designer.uuid }));
    // On a phone the summary sits under the whole grid: bring it, and its button, into view.
    if (stacked) summaryRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  function request() {
    if (!chosen) return;
    if (!session) {
      const query = choiceParams(choice).toString();
      void navigate(loginPathBackTo(`${location.pathname}${query ? `?${query}` : ''}`));
      return;
    }
    create.mutate(
      { designerUuid: chosen.uuid, spaceQuantity: spaces },
      {
        onSuccess: (consultancy) => void navigate(virtualCheckoutPath(consultancy.hashid)),
        onError: (error) => showToast(createFailureMessage(error), 'error'),
      },
    );
  }

  let grid;
  if (designers.isError) {
    grid = <LoadError error={designers.error} />;
  } else if (!designers.data) {
    grid = null;
  } else {
    grid = (
      <CardGrid
        count={designers.data.items.length}
        emptyText={designersNotFound}
        label="Diseñadores"
        twoColumnsFrom="sm"
        pagination={{
          totalPages: designers.data.pagination.totalPages,
          page,
          onChange: (next) => setChoice((current) => ({ ...current, page: next })),
        }}
      >
        {designers.data.items.map((designer) => (
          <li key={designer.uuid}>
            <DesignerCard
              designer={designer}
              selected={designer.uuid === designerUuid}
              onOpen={() => setOpened(designer)}
              onChoose={() => choose(designer)}
              onRequest={(kind) => requestOf(designer, kind)}
              requestBlockedReason={otherRole ? designerRequestOnlyClients : null}
            />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle
        title={title}
        subtitle="Elige a tu diseñador, cuéntanos cuántos espacios quieres transformar y trabajen juntos en línea."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        }}
      >
        {/* Another page of designers on its way: the cards shown stay, dimmed, as the catalogue's do. */}
        <Box {...staleRowsProps(designers.isPlaceholderData)}>{grid}</Box>
        <Paper
          component="section"
          ref={summaryRef}
          aria-labelledby="virtual-summary-title"
          variant="outlined"
          sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 88 } }}
        >
          <Typography id="virtual-summary-title" variant="h6" component="h2">
            Tu asesoría virtual
          </Typography>
          <Typography color={chosen ? 'text.primary' : 'text.secondary'} sx={{ mt: 1 }}>
            {chosen ? `Diseñador: ${personName(chosen)}` : virtualChooseDesigner}
          </Typography>
          <Box
            sx={{
              mt: 2,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Typography>Espacios</Typography>
            <QuantityStepper
              label="Número de espacios"
              value={spaces}
              size="small"
              onDecrement={() =>
                setChoice((current) => ({ ...current, spaces: current.spaces - 1 }))
              }
              onIncrement={() =>
                setChoice((current) => ({ ...current, spaces: current.spaces + 1 }))
              }
              decrementDisabled={spaces <= 1}
              incrementDisabled={spaces >= LIMITS.virtualConsultancySpacesMax}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {formatCop(MONEY.virtualConsultancyPricePerSpace)} por espacio
          </Typography>
          <Box component="hr" sx={{ my: 2, border: 0, borderTop: 1, borderColor: 'divider' }} />
          <CheckoutTotal amount={total} />
          <Button
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            // A choice the address names but no card shows (no longer public) cannot be requested.
            disabled={!chosen || otherRole || create.isPending}
            onClick={request}
          >
            Solicitar asesoría
          </Button>
          {otherRole ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {virtualOnlyClients}
            </Typography>
          ) : null}
        </Paper>
      </Box>
      <Suspense fallback={null}>
        {requested && designerRequest?.kind === 'remodeling' ? (
          <RemodelingRequestDialog
            designer={{ uuid: requested.uuid, name: personName(requested) }}
            onClose={() => setDesignerRequest(null)}
          />
        ) : null}
        {requested && designerRequest?.kind === 'presential' ? (
          <PresentialRequestDialog
            designer={{ uuid: requested.uuid, name: personName(requested) }}
            onClose={() => setDesignerRequest(null)}
          />
        ) : null}
        {opened ? (
          <DesignerPortfolioDialog
            designer={opened}
            onClose={() => setOpened(null)}
            onChoose={() => choose(opened)}
          />
        ) : null}
      </Suspense>
    </Container>
  );
}
