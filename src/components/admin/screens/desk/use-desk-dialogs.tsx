// The desk's two dialogs, for the appointments list and the day sheet alike: "Book a visit" for a caller or a
// walk-in, and "Move" for a visit still to come. Either closes when it succeeds and the screen reloads its list.
import { type ReactNode, useState } from 'react';
import type { MedicalCenter } from '../../../../shared/booking/catalogue.ts';
import { useAdminData } from '../../use-admin-data.ts';
import MoveDialog, { type MoveSubject } from './MoveDialog.tsx';
import StaffBookingDialog from './StaffBookingDialog.tsx';

type Open = { kind: 'book'; centreId?: string; date?: string } | { kind: 'move'; appointment: MoveSubject };

export interface DeskDialogs {
  /** Opens the booking dialog on this centre (and day), when the screen shows one. */
  book: (where?: { centreId?: string; date?: string }) => void;
  move: (appointment: MoveSubject) => void;
  dialog: ReactNode;
}

export function useDeskDialogs(reload: () => Promise<unknown>): DeskDialogs {
  const [open, setOpen] = useState<Open>();
  const centres = useAdminData<{ data: MedicalCenter[] }>(
    open?.kind === 'book' ? '/api/medical-centers' : null,
    'Failed to load medical centers',
  );
  const close = () => setOpen(undefined);
  const done = () => {
    close();
    void reload();
  };
  let dialog: ReactNode = null;
  if (open?.kind === 'move') dialog = <MoveDialog appointment={open.appointment} onMoved={done} onClose={close} />;
  if (open?.kind === 'book' && centres.data) {
    dialog = (
      <StaffBookingDialog
        centres={centres.data.data}
        centreId={open.centreId}
        date={open.date}
        onBooked={done}
        onClose={close}
      />
    );
  }
  return {
    book: (where = {}) => setOpen({ kind: 'book', ...where }),
    move: (appointment) => setOpen({ kind: 'move', appointment }),
    dialog,
  };
}
