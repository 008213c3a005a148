import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import type {
  ShippingOrigin,
  SupplierShipping,
  SupplierShippingQuoteResult,
  SupplierShippingRate,
} from '@hogarte/shared/contracts/supplier-shipping';
import { MESSAGES } from '@hogarte/shared/messages';
import type {
  supplierShippingQuoteSchema,
  SupplierShippingQuoteInput,
} from '@hogarte/shared/schemas/supplier-shipping';
import { CityAutocomplete } from '../../../components/city-autocomplete';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { SettingsSection } from '../../../components/settings-section';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { formatCop } from '../../../lib/format';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import type { SchemaInput } from '../../../lib/schema-types';
import { useSupplierShipping } from '../api/supplier-shipping';
import { useQuoteTestShipment } from '../api/supplier-shipping-quote';
import { LoadError } from '../../../components/load-error';
import { TextField } from '../../../components/text-field';
import { SelectField } from '../../../components/select-field';

/** Where the key and the warehouses are edited (part 2 §2.5). */
const SETTINGS_PATH = '/proveedor/configuracion';

function SettingsLink({ children }: { children: string }) {
  return (
    <Button component={RouterLink} to={SETTINGS_PATH} size="small" color="inherit">
      {children}
    </Button>
  );
}

function EnviaAccountSection({
  account,
  onRetry,
  retrying,
}: {
  account: SupplierShipping['account'];
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <SettingsSection
      title="Cuenta de Envia"
      description="Tus envíos se cotizan y se compran con tu propia cuenta de Envia."
    >
      {account.state === 'active' ? (
        <Alert severity="success">Envia aceptó tu llave.</Alert>
      ) : account.state === 'missing' ? (
        <Alert severity="warning" action={<SettingsLink>Configurar</SettingsLink>}>
          {MESSAGES.enviaKeyMissing}
        </Alert>
      ) : account.state === 'invalid' ? (
        <Alert severity="error" action={<SettingsLink>Cambiar llave</SettingsLink>}>
          {MESSAGES.enviaKeyRejected}
        </Alert>
      ) : (
        <Alert
          severity="warning"
          action={
            <Button size="small" color="inherit" onClick={onRetry} disabled={retrying}>
              {retrying ? 'Comprobando…' : 'Reintentar'}
            </Button>
          }
        >
          {MESSAGES.enviaUnreachable}
        </Alert>
      )}
      {account.maskedKey ? (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {`Llave guardada: ${account.maskedKey}`}
        </Typography>
      ) : null}
      {account.simulator ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Modo demostración: responde el simulador de Envia, no tu cuenta real.
        </Typography>
      ) : null}
    </SettingsSection>
  );
}

/** `Medellín, Antioquia`; the city alone for a municipality no longer in the list. */
function placeOf(origin: ShippingOrigin): string {
  return [origin.city.name, origin.city.department].filter(Boolean).join(', ');
}

function OriginsSection({ origins }: { origins: readonly ShippingOrigin[] }) {
  return (
    <SettingsSection
      title="Bodegas de origen"
      description="Tus productos salen de la bodega que indicas en cada uno."
    >
      {origins.length > 0 ? (
        <List aria-label="Bodegas de origen" dense disablePadding>
          {origins.map((origin) => (
            <ListItem key={origin.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <WarehouseOutlinedIcon aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={origin.street_address}
                secondary={placeOf(origin)}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">Aún no tienes direcciones de bodega.</Typography>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={SETTINGS_PATH} variant="outlined" size="small">
          Editar bodegas
        </Button>
      </Box>
    </SettingsSection>
  );
}

function CarriersSection({ shipping }: { shipping: SupplierShipping }) {
  const active = shipping.account.state === 'active';
  return (
    <SettingsSection
      title="Transportadoras"
      description="Las empresas que tu cuenta de Envia ofrece para enviar dentro de Colombia."
    >
      {!active ? (
        <Typography color="text.secondary">Las verás cuando Envia acepte tu llave.</Typography>
      ) : shipping.carriers.length > 0 ? (
        <Box
          component="ul"
          aria-label="Transportadoras disponibles"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {shipping.carriers.map((carrier) => (
            <li key={carrier.name}>
              <Chip label={carrier.description} variant="outlined" />
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{MESSAGES.carriersNotFound}</Typography>
      )}
    </SettingsSection>
  );
}

/** Envia's words for the transit time when it gives them, else its count of days. */
function deliveryText(rate: SupplierShippingRate): string {
  if (rate.deliveryEstimate) return rate.deliveryEstimate;
  if (rate.days === null) return '—';
  return rate.days === 1 ? '1 día' : `${rate.days} días`;
}

const UNQUOTED_REASONS = {
  rejected: 'no lleva este paquete a esa ciudad',
  unavailable: 'no respondió',
} as const;

function QuoteResult({ result }: { result: SupplierShippingQuoteResult }) {
  return (
    <Box sx={{ mt: 3 }}>
      {result.rates.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Tarifas por transportadora">
            <TableHead>
              <TableRow>
                <TableCell>Transportadora</TableCell>
                <TableCell>Entrega</TableCell>
                <TableCell align="right">Precio</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.rates.map((rate) => (
                <TableRow key={rate.name}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {rate.description}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {rate.serviceDescription || rate.service}
                    </Typography>
                  </TableCell>
                  <TableCell>{deliveryText(rate)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCop(rate.totalPrice)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Alert severity="info">{MESSAGES.carrierUnavailable}</Alert>
      )}
      {result.unquoted.length > 0 ? (
        <Box component="ul" aria-label="Sin cotización" sx={{ mt: 2, mb: 0, pl: 2.5 }}>
          {result.unquoted.map((carrier) => (
            <Typography component="li" variant="body2" color="text.secondary" key={carrier.name}>
              {`${carrier.description}: ${UNQUOTED_REASONS[carrier.reason]}`}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

const BOX_FIELDS = [
  { name: 'package_length', label: 'Largo (cm)' },
  { name: 'package_width', label: 'Ancho (cm)' },
  { name: 'package_height', label: 'Alto (cm)' },
  { name: 'package_weight', label: 'Peso (kg)' },
] as const;

/** What the form holds while being filled: measures as typed, parsed by the shared schema. */
type QuoteFormValues = SchemaInput<typeof supplierShippingQuoteSchema>;

const supplierShippingQuoteResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/supplier-shipping').then(
    (module) => module.supplierShippingQuoteSchema,
  ),
);

const QUOTE_FIELDS = ['origin_id', 'city', ...BOX_FIELDS.map((field) => field.name)] as const;

/** A test box from one warehouse to a municipality, priced by every carrier of the account. */
function TestQuoteForm({ origins }: { origins: readonly ShippingOrigin[] }) {
  const quote = useQuoteTestShipment();
  // A failure no field can show: the account (no key, refused, unreachable) or the server.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors: formErrors, isSubmitting },
  } = useForm<QuoteFormValues, unknown, SupplierShippingQuoteInput>({
    resolver: supplierShippingQuoteResolver,
    mode: 'onTouched',
    defaultValues: {
      origin_id: origins[0]?.id,
      city: '',
      package_length: '',
      package_width: '',
      package_height: '',
      package_weight: '',
    },
  });

  // The measures are typed as anything until parsed: their errors are read by name.
  const errors = formErrors as Partial<Record<(typeof QUOTE_FIELDS)[number], FieldError>>;

  const onSubmit = handleSubmit(async (input) => {
    quote.reset();
    setFailure(null);
    try {
      await quote.mutateAsync(input);
    } catch (error) {
      const { placed } = applyServerFieldErrors(error, setError, QUOTE_FIELDS);
      if (placed === 0) setFailure(serverMessage(error));
    }
  });

  return (
    <>
      <Box
        component="form"
        aria-label="Cotización de prueba"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{
          display: 'grid',
          gap: 2,
          // minmax(0, …): a long warehouse address in the select must not widen the card.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <Controller
            control={control}
            name="origin_id"
            render={({ field }) => (
              <SelectField
                fullWidth
                label="Bodega de origen"
                value={field.value ?? ''}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errors.origin_id)}
                helperText={errors.origin_id?.message}
              >
                {origins.map((origin) => (
                  <MenuItem key={origin.id} value={origin.id}>
                    {`${origin.street_address}, ${placeOf(origin)}`}
                  </MenuItem>
                ))}
              </SelectField>
            )}
          />
        </Box>
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <CityAutocomplete
                label="Ciudad de destino"
                value={field.value}
                inputRef={field.ref}
                onChange={(city) => field.onChange(city?.id ?? '')}
                onBlur={field.onBlur}
                error={Boolean(errors.city)}
                helperText={errors.city?.message}
              />
            )}
          />
        </Box>
        {BOX_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...textFieldProps(register(field.name), errors[field.name])}
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Cotizando…' : 'Cotizar envío'}
          </Button>
        </Box>
      </Box>
      {failure ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {failure}
        </Alert>
      ) : null}
      {quote.data ? <QuoteResult result={quote.data} /> : null}
    </>
  );
}

function TestQuoteSection({ shipping }: { shipping: SupplierShipping }) {
  const ready = shipping.account.state === 'active' && shipping.origins.length > 0;
  return (
    <SettingsSection
      title="Cotización de prueba"
      description="Mide una caja como la de tus productos y mira lo que cada transportadora cobraría hasta una ciudad."
    >
      {ready ? (
        <TestQuoteForm origins={shipping.origins} />
      ) : (
        <Typography color="text.secondary">
          {shipping.origins.length === 0
            ? 'Agrega una bodega en Configuración para cotizar desde ella.'
            : 'Podrás cotizar cuando Envia acepte tu llave.'}
        </Typography>
      )}
    </SettingsSection>
  );
}

/**
 * `/proveedor/envios` (part 2 §2.5 'shipping configuration'): the supplier's Envia account as
 * Envia answers for it, its warehouses as origins, its carriers and a test quote, all through the
 * same adapter that quotes its buyers.
 */
export function SupplierShippingPage({ title }: { title: string }) {
  const shipping = useSupplierShipping();
  return (
    <>
      <PageTitle title={title} />
      {shipping.isPending ? (
        <PageLoader />
      ) : shipping.isError ? (
        <LoadError error={shipping.error} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <EnviaAccountSection
              account={shipping.data.account}
              onRetry={() => void shipping.refetch()}
              retrying={shipping.isFetching}
            />
            <OriginsSection origins={shipping.data.origins} />
          </Box>
          <CarriersSection shipping={shipping.data} />
          <TestQuoteSection shipping={shipping.data} />
        </Box>
      )}
    </>
  );
}
