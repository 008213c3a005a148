import { PageTitle } from '../../../components/page-title';

interface TitleOnlyPageProps {
  title: string;
}

/** A route whose screen belongs to later work: it renders in the right shell with its title. */
export function TitleOnlyPage({ title }: TitleOnlyPageProps) {
  return <PageTitle title={title} />;
}
