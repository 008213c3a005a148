import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import DoorFrontOutlinedIcon from '@mui/icons-material/DoorFrontOutlined';
import { useVirtualKnock, type KnockSide } from '../api/knock-virtual-consultancy';

/** The countdown is shown in whole minutes; checking twice as often keeps it within a minute. */
const TICK_MS = 30_000;

interface RoomKnockButtonProps {
  hashid: string;
  side: KnockSide;
  /** When the viewer may knock again (the room's, or the last knock's answer); null: now. */
  availableAt: string | null;
}

/** Whole minutes until `availableAt`, counted down while the button is on screen. */
function useMinutesLeft(availableAt: string | null): number {
  // The parent remounts this button for each new time, so the clock starts fresh with it.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!availableAt) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [availableAt]);
  if (!availableAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(availableAt) - now) / 60_000));
}

/**
 * 'Tocar la puerta' (spec part 2 §2.3, §4): the client calls the designer, the designer the
 * client, by WhatsApp. After a knock it waits 20 minutes, showing how many are left.
 */
function KnockButton({ hashid, side, availableAt }: RoomKnockButtonProps) {
  const knock = useVirtualKnock(hashid, side);
  const minutes = useMinutesLeft(availableAt);
  const waiting = minutes > 0;
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DoorFrontOutlinedIcon />}
      disabled={waiting || knock.isPending}
      aria-label={waiting ? `Tocar la puerta: disponible en ${minutes} min` : undefined}
      onClick={() => knock.mutate()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {waiting ? `Disponible en ${minutes} min` : 'Tocar la puerta'}
    </Button>
  );
}

export function RoomKnockButton(props: RoomKnockButtonProps) {
  return <KnockButton key={props.availableAt ?? 'now'} {...props} />;
}
