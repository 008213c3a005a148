import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { serverMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useConsultancies } from '../api/get-consultancies';
import { ConsultancyCard } from '../components/consultancy-card';

/**
 * The adviser's and the client's consultancies, active or completed (spec part 2 §2.8): search
 * by the other person or the product, 12 a page, each card opening its chat.
 */
function ConsultancyListPage({ title, finished }: { title: string; finished: boolean }) {
  const { companyName } = useParams();
  const session = useSession();
  const [searchText, setSearchText] = useState('');
  const searchTerm = useDebouncedValue(searchText.trim(), LIMITS.consultancySearchDebounceMs);
  // A new search starts again at page 1.
  const [paging, setPaging] = useState({ key: searchTerm, page: 1 });
  const page = paging.key === searchTerm ? paging.page : 1;
  const consultancies = useConsultancies({ isFinished: finished, page, searchTerm });
  const data = consultancies.data;

  let body;
  if (consultancies.isError) {
    body = (
      <Alert severity="error">{serverMessage(consultancies.error, MESSAGES.unexpected)}</Alert>
    );
  } else if (!data || !session) {
    body = null;
  } else if (data.items.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {MESSAGES.searchEmpty}
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            // minmax(0, …) lets a long name shrink into its ellipsis instead of widening the page.
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {data.items.map((consultancy) => (
            <li key={consultancy.hashid}>
              <ConsultancyCard
                consultancy={consultancy}
                roleId={session.roleId}
                companyName={companyName}
              />
            </li>
          ))}
        </Box>
        {data.pagination.totalPages > 1 ? (
          <Pagination
            count={data.pagination.totalPages}
            page={page}
            onChange={(_event, next) => setPaging({ key: searchTerm, page: next })}
            color="primary"
            sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageTitle title={title} />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Buscar asesorías"
          placeholder="Nombre o producto"
          value={searchText}
          onChange={setSearchText}
        />
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {consultancies.isFetching ? <LinearProgress aria-label="Cargando" /> : null}
      </Box>
      {body}
    </>
  );
}

export function ActiveConsultanciesPage({ title }: { title: string }) {
  return <ConsultancyListPage title={title} finished={false} />;
}

export function CompletedConsultanciesPage({ title }: { title: string }) {
  return <ConsultancyListPage title={title} finished />;
}
