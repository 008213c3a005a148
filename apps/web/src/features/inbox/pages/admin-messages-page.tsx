import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/page-title';
import { GlobalMessageForm } from '../components/global-message-form';
import { InboxList } from '../components/inbox-list';

/** /admin/mensajeria: the global message form, then the admin's own inbox (spec part 1 §2). */
export function AdminMessagesPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      {/* Not a named region: its name would collide with the "Mensaje" field for getByLabel. */}
      <Card component="section" sx={{ mb: 4 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
            Enviar mensaje global
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
            Llega a la bandeja de entrada de todos los diseñadores aprobados, del operador LSH o de
            ambos.
          </Typography>
          <GlobalMessageForm />
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Bandeja de entrada
      </Typography>
      <InboxList />
    </>
  );
}
