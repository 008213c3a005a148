import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { ReceiveWorkButton } from '../../../components/receive-work-button';
import { useFinishVirtualConsultancy } from '../api/finish-virtual-consultancy';
import { downloadEquivalentDocument } from '../api/get-equivalent-document';

interface RoomFinishProps {
  room: VirtualConsultancy;
  /** Called once the consultancy is finished and its document downloaded (the rating follows). */
  onFinished: () => void;
}

/**
 * 'Recibido a satisfacción' for the client and an admin while the virtual consultancy is active:
 * the chat turns read-only and the equivalent document is built.
 */
export function RoomFinish({ room, onFinished }: RoomFinishProps) {
  const finish = useFinishVirtualConsultancy(room.hashid);
  return (
    <ReceiveWorkButton
      label={MESSAGES.virtualReceived}
      finish={() => finish.mutateAsync(room)}
      download={() => downloadEquivalentDocument(room.hashid)}
      onFinished={onFinished}
    >
      La asesoría quedará terminada: el chat pasará a ser de solo lectura y se generará el documento
      equivalente.
    </ReceiveWorkButton>
  );
}
