import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { MESSAGES } from '@hogarte/shared/messages';
import { PURCHASE_DATE_FILTERS, type PurchaseDateFilter } from '@hogarte/shared/orders';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { staleRowsProps } from '../../../components/stale-rows';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePurchases } from '../api/get-purchases';
import { PurchaseCard } from '../components/purchase-card';
import { LoadError } from '../../../components/load-error';
import { NativeSelectField } from '../../../components/native-select-field';

const SEARCH_DEBOUNCE_MS = 500;
const PER_PAGE = 10;

const DATE_LABELS: Record<PurchaseDateFilter, string> = {
  all: 'Todas',
  this_month: 'Este mes',
  last_month: 'Mes pasado',
  this_year: 'Este año',
};

function countText(total: number): string {
  return total === 1 ? '1 compra' : `${total} compras`;
}

function EmptyState({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ py: { xs: 6, sm: 8 }, px: 2, textAlign: 'center' }}>
      <ShoppingBagOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1.5 }}>
        {text}
      </Typography>
    </Paper>
  );
}

/**
 * 'Mis compras' (part 2 §2.6) at /mis-compras/lista, /cliente/dashboard and under a store's
 * name, where only that store's purchases are listed: search, the date filter, the count and each
 * purchase with its lines, their status, tracking and rating.
 */
export function PurchasesPage({ title }: { title: string }) {
  const { companyName } = useParams();
  const location = useLocation();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [date, setDate] = useState<PurchaseDateFilter>('all');
  // A new search or filter starts again at page 1.
  const filterKey = `${search}|${date}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const purchases = usePurchases({
    search,
    date,
    page,
    itemsPerPage: PER_PAGE,
    companyName,
  });
  const data = purchases.data;
  const filtered = search !== '' || date !== 'all';

  let body;
  if (purchases.isError) {
    body = <LoadError error={purchases.error} />;
  } else if (!data || (data.items.length === 0 && purchases.isPlaceholderData)) {
    // Nothing yet, or the previous filter's emptiness: the new answer says what to show.
    body = null;
  } else if (data.items.length === 0) {
    body = <EmptyState text={filtered ? MESSAGES.purchasesNoMatch : MESSAGES.purchasesNone} />;
  } else {
    const { sx: staleSx, ...staleAttributes } = staleRowsProps(purchases.isPlaceholderData);
    body = (
      <Box {...staleAttributes} sx={[{ display: 'grid', gap: 2 }, staleSx]}>
        {data.items.map((purchase) => (
          <PurchaseCard key={purchase.id} purchase={purchase} returnTo={location.pathname} />
        ))}
        {data.pagination.totalPages > 1 ? (
          <Pagination
            count={data.pagination.totalPages}
            page={page}
            onChange={(_event, next) => setPaging({ key: filterKey, page: next })}
            color="primary"
            sx={{ justifySelf: 'center', mt: 1 }}
            getItemAriaLabel={(type, item) =>
              type === 'page'
                ? `Página ${item}`
                : type === 'next'
                  ? 'Página siguiente'
                  : type === 'previous'
                    ? 'Página anterior'
                    : type === 'first'
                      ? 'Primera página'
                      : 'Última página'
            }
          />
        ) : null}
      </Box>
    );
  }

  return (
    <>
      <PageTitle title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <SearchField
          label="Buscar compras"
          placeholder="Número de compra o producto"
          value={searchText}
          onChange={setSearchText}
        />
        <NativeSelectField
          size="small"
          label="Fecha"
          value={date}
          onChange={(event) => setDate(event.target.value as PurchaseDateFilter)}
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          {PURCHASE_DATE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {DATE_LABELS[filter]}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      {data && data.pagination.totalItems > 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
          {countText(data.pagination.totalItems)}
          {search ? ` para «${search}»` : ''}
          {date !== 'all' ? ` · ${DATE_LABELS[date]}` : ''}
        </Typography>
      ) : null}
      <Box sx={{ height: 4, mb: 1 }}>
        {purchases.isFetching ? <LinearProgress aria-label="Cargando" /> : null}
      </Box>
      {body}
    </>
  );
}
