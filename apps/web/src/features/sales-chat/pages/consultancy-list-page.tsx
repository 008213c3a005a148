import { useState } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { CardGrid } from '../../../components/card-grid';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useConsultancies } from '../api/get-consultancies';
import { ConsultancyCard } from '../components/consultancy-card';
import { LoadError } from '../../../components/load-error';

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
    body = <LoadError error={consultancies.error} />;
  } else if (!data || !session) {
    body = null;
  } else {
    body = (
      <CardGrid
        count={data.items.length}
        emptyText={MESSAGES.searchEmpty}
        pagination={{
          totalPages: data.pagination.totalPages,
          page,
          onChange: (next) => setPaging({ key: searchTerm, page: next }),
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
      </CardGrid>
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
