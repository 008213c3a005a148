import { PageTitle } from '../../../components/page-title';
import { InboxList } from '../components/inbox-list';

/** /disenador/mensajeria and /lsh/mensajeria: the messages the admin sent (spec part 1 §2). */
export function InboxPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} subtitle="Los mensajes del equipo de administración." />
      <InboxList />
    </>
  );
}
