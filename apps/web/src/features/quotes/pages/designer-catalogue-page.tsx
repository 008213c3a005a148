import { TitleOnlyPage } from '../../shell/pages/title-only-page';

/** Being built (issue 14). */
export function DesignerCataloguePage({ title }: { title: string }) {
  return <TitleOnlyPage title={title} />;
}
