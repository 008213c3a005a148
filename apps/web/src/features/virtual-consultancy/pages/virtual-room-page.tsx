import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import type { VirtualConsultancyDetail } from '@hogarte/shared/contracts/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { BackLink } from '../../../components/back-link';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle, useDocumentTitle } from '../../../components/page-title';
import { virtualListPath } from '../../../lib/consultancy-paths';
import { useSession } from '../../../lib/session';
import { useVirtualConsultancy } from '../api/get-virtual-consultancy';
import { personName } from '../components/person-name';
import { RoomChat } from '../components/room-chat';
import { RoomDocuments } from '../components/room-documents';
import { RoomFiles } from '../components/room-files';
import { RoomFinish } from '../components/room-finish';
import { RoomHeader } from '../components/room-header';
import { RoomKnockButton } from '../components/room-knock-button';
import { RoomRatingDialog } from '../components/room-rating-dialog';
import { RoomVideoButton } from '../components/room-video-button';
import { RoomWelcomeDialog } from '../components/room-welcome-dialog';
import { LoadError } from '../../../components/load-error';

interface RoomActionsProps {
  room: VirtualConsultancyDetail;
  roleId: RoleId;
  onFinished: () => void;
  onRate: () => void;
}

/**
 * The header's buttons by role and state (spec part 2 §2.3, §4): while active, the participants'
 * video call and knock, and the client's or admin's 'Recibido a satisfacción'; once finished, the
 * documents, and the client's rating until it is given.
 */
function RoomActions({ room, roleId, onFinished, onRate }: RoomActionsProps) {
  const isClient = roleId === ROLE.client;
  const participant = isClient || roleId === ROLE.designer;
  if (room.status === 'active') {
    return (
      <>
        {participant ? <RoomVideoButton hashid={room.hashid} roleId={roleId} /> : null}
        {participant ? (
          <RoomKnockButton
            hashid={room.hashid}
            side={isClient ? 'client' : 'professional'}
            availableAt={room.knock_available_at}
          />
        ) : null}
        {isClient || roleId === ROLE.admin ? (
          <RoomFinish room={room} onFinished={onFinished} />
        ) : null}
      </>
    );
  }
  if (room.status === 'finished') {
    return (
      <>
        <RoomDocuments hashid={room.hashid} paymentUuid={room.payment?.uuid ?? null} />
        {isClient && room.professional_rating === null ? (
          <Button
            variant="contained"
            size="small"
            startIcon={<StarOutlineIcon />}
            onClick={onRate}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Calificar asesoría
          </Button>
        ) : null}
      </>
    );
  }
  return null;
}

/** Where the chat is, or why it is not on screen. */
function ChatPanel({
  room,
  roleId,
  ownUuid,
}: {
  room: VirtualConsultancyDetail;
  roleId: RoleId;
  ownUuid: string;
}) {
  if (!room.virtualChat) {
    return (
      <Alert severity="info">
        El chat se abrirá cuando el diseñador apruebe la asesoría virtual.
      </Alert>
    );
  }
  let readOnly: string | null = null;
  if (room.status === 'finished')
    readOnly = `${MESSAGES.virtualFinished}: el chat es de solo lectura.`;
  // An admin follows every consultancy's conversation without taking part in it.
  else if (roleId === ROLE.admin)
    readOnly = 'Sigues esta conversación como administrador: solo lectura.';
  // Neither side is the admin's own: each message says whose it is.
  const authors =
    roleId === ROLE.admin
      ? new Map([
          [room.virtualChat.client_uuid, personName(room.client)],
          [room.virtualChat.professional_uuid, personName(room.designer)],
        ])
      : undefined;
  return (
    <RoomChat
      roomUuid={room.virtualChat.room_uuid}
      ownUuid={ownUuid}
      readOnly={readOnly}
      authors={authors}
    />
  );
}

/**
 * A virtual consultancy's room (spec part 2 §2.3, §4 Virtual consultancy), one page for the
 * client, the designer and an admin, the viewer's role read from the session: the header card
 * with its actions, the chat, and the files. Client and designer are welcomed on every entry
 * while it is active: the welcome explains the chat and the knock, which a finished one has not.
 */
export function VirtualRoomPage({ title }: { title: string }) {
  const { hashid = '' } = useParams();
  const session = useSession();
  const room = useVirtualConsultancy(hashid);
  const roleId = session?.roleId;
  const [welcomeOpen, setWelcomeOpen] = useState(
    roleId === ROLE.client || roleId === ROLE.designer,
  );
  const [ratingOpen, setRatingOpen] = useState(false);
  useDocumentTitle(title);

  if (!session || roleId === undefined) return null;
  const back = <BackLink to={virtualListPath(roleId)}>Volver a las asesorías</BackLink>;
  if (room.isError) {
    return (
      <>
        {back}
        <PageTitle title={title} />
        <LoadError error={room.error} />
      </>
    );
  }
  if (!room.data) return <PageLoader />;

  const data = room.data;
  const isClient = roleId === ROLE.client;
  const paid = data.status !== 'unpaid';

  return (
    <>
      {back}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <RoomHeader
          room={data}
          actions={
            <RoomActions
              room={data}
              roleId={roleId}
              onFinished={() => setRatingOpen(isClient)}
              onRate={() => setRatingOpen(true)}
            />
          }
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            // minmax(0, …) lets long names and messages wrap instead of widening the page.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          }}
        >
          <ChatPanel room={data} roleId={roleId} ownUuid={session.uuid} />
          {paid ? (
            <RoomFiles hashid={data.hashid} roleId={roleId} editable={data.status === 'active'} />
          ) : null}
        </Box>
      </Box>
      <RoomWelcomeDialog
        open={welcomeOpen && data.status === 'active'}
        onClose={() => setWelcomeOpen(false)}
      />
      {isClient && data.professional_rating === null ? (
        <RoomRatingDialog
          hashid={data.hashid}
          designerName={personName(data.designer)}
          open={ratingOpen}
          onClose={() => setRatingOpen(false)}
        />
      ) : null}
    </>
  );
}
