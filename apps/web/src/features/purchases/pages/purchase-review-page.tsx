import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Suborder } from '@hogarte/shared/contracts/orders';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { BackLink } from '../../../components/back-link';
import { CountedHelperText } from '../../../components/counted-helper-text';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { OrderProductCell } from '../../../components/suborders-table';
import { idParam } from '../../../lib/id-param';
import { starsLabel } from '../../../lib/stars';
import { showServerError, showToast } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';
import { useSuborderDetail } from '../api/get-suborder-detail';
import { canReview } from '../components/purchase-line';
import { LoadError } from '../../../components/load-error';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const reviewResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/commerce').then((module) => module.reviewSchema),
);

const LIST_PATH = '/mis-compras/lista';

/** The list the buyer came from (the store's own, if any); the main list otherwise. */
function useReturnPath(): string {
  const state: unknown = useLocation().state;
  const returnTo =
    typeof state === 'object' && state !== null
      ? (state as { returnTo?: unknown }).returnTo
      : undefined;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : LIST_PATH;
}

interface ReviewFormProps {
  suborder: Suborder;
  returnTo: string;
}

function ReviewForm({ suborder, returnTo }: ReviewFormProps) {
  const navigate = useNavigate();
  const create = useCreateReview();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: reviewResolver,
    mode: 'onTouched',
    defaultValues: { rating: 5, comment: '' },
  });
  const length = useWatch({ control, name: 'comment' }).length;
  const { ref, ...comment } = register('comment');

  const onSubmit = handleSubmit(async (review) => {
    try {
      await create.mutateAsync({ suborderId: suborder.id, review });
      showToast(MESSAGES.reviewSaved, 'success');
      await navigate(returnTo);
    } catch (error) {
      showServerError(error);
    }
  });

  return (
    <Box
      component="form"
      aria-label="Calificar producto"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2.5, mt: 3 }}
    >
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          Tu calificación
        </FormLabel>
        <Controller
          name="rating"
          control={control}
          render={({ field }) => (
            <Rating
              name="rating"
              value={field.value ?? 5}
              size="large"
              // Clicking the chosen star again would clear it: a rating is always 1 to 5.
              onChange={(_event, value) => {
                if (value !== null) field.onChange(value);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormControl>
      <TextField
        label="Tu opinión"
        multiline
        minRows={5}
        placeholder="Cuéntanos qué te pareció el producto, su calidad y la entrega."
        {...comment}
        inputRef={ref}
        error={Boolean(errors.comment)}
        helperText={
          <CountedHelperText
            message={errors.comment?.message}
            length={length}
            max={LIMITS.reviewMaxLength}
          />
        }
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Enviando…' : 'Enviar calificación'}
        </Button>
        <Button onClick={() => void navigate(returnTo)} disabled={isSubmitting}>
          Cancelar
        </Button>
      </Box>
    </Box>
  );
}

/**
 * /mis-compras/calificar/{id} (part 2 §2.6; the id is a suborder's): stars 1 to 5 and a text of up
 * to 1500 characters, saved once per line after it has shipped, then shown on the product page.
 */
export function PurchaseReviewPage({ title }: { title: string }) {
  const id = idParam(useParams().id);
  const returnTo = useReturnPath();
  const query = useSuborderDetail('clients', id);
  const detail = query.data;

  if (query.isError || id === null) {
    return (
      <>
        <BackLink to={returnTo}>Mis compras</BackLink>
        <PageTitle title={title} />
        <LoadError error={query.error} fallback={MESSAGES.notFound} />
      </>
    );
  }
  if (!detail) return <PageLoader />;
  const { suborder } = detail;

  return (
    <>
      <BackLink to={returnTo}>Mis compras</BackLink>
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <OrderProductCell suborder={suborder} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Compra {detail.order.orderNumber} · {detail.supplier.supplier_name}
        </Typography>
        {suborder.review ? (
          <Box sx={{ mt: 3 }}>
            <Alert severity="info">{MESSAGES.reviewAlreadyGiven}</Alert>
            <Rating
              value={suborder.review.rating}
              readOnly
              sx={{ mt: 2 }}
              aria-label={`Calificaste con ${starsLabel(suborder.review.rating)}`}
            />
            <Typography sx={{ whiteSpace: 'pre-line', mt: 1 }}>
              {suborder.review.comment}
            </Typography>
          </Box>
        ) : canReview(suborder) ? (
          <ReviewForm suborder={suborder} returnTo={returnTo} />
        ) : (
          <Alert severity="info" sx={{ mt: 3 }}>
            {MESSAGES.reviewNotDelivered}
          </Alert>
        )}
      </Paper>
    </>
  );
}
