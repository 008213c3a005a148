import { Navigate } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MailboxEntry } from '@hogarte/shared/contracts/messages';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { formatDateTime } from '../../../lib/format';
import { useSettings } from '../../../lib/settings';
import { useMailbox } from '../api/get-mailbox';
import { LinkifiedText } from '../../../components/linkified-text';
import { LoadError } from '../../../components/load-error';

function MessageCard({ message }: { message: MailboxEntry }) {
  return (
    <Card component="article" aria-label={message.subject}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Chip
            size="small"
            label={message.channel === 'whatsapp' ? 'WhatsApp' : 'Correo'}
            color={message.channel === 'whatsapp' ? 'success' : 'primary'}
          />
          <Typography variant="body2" color="text.secondary">
            Para: {message.to}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {formatDateTime(message.created_at)}
          </Typography>
        </Stack>
        {message.subject ? (
          <Typography variant="subtitle1" component="h2" fontWeight={600}>
            {message.subject}
          </Typography>
        ) : null}
        <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
          <LinkifiedText text={message.text} />
        </Typography>
      </CardContent>
    </Card>
  );
}

/** `/dev/correos`: the demo mailbox, so password recovery can be tried with no mail server. */
export function DevMailboxPage({ title }: { title: string }) {
  const settings = useSettings();
  const demoMode = settings.data?.demoMode === true;
  const mailbox = useMailbox(demoMode);

  if (settings.isPending) return <PageLoader />;
  // Outside demo mode the page does not exist, like any unknown path.
  if (!demoMode) return <Navigate to="/login" replace />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle
        title={title}
        subtitle="Modo demostración: aquí llegan los correos y mensajes de WhatsApp que envía la plataforma. La lista se actualiza sola."
      />
      {mailbox.isPending ? (
        <PageLoader />
      ) : mailbox.isError ? (
        <LoadError error={mailbox.error} />
      ) : mailbox.data.length === 0 ? (
        <Typography color="text.secondary">Aún no hay mensajes.</Typography>
      ) : (
        <Stack spacing={2}>
          {mailbox.data.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
