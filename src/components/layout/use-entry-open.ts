import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A dialog's open state that belongs to the history entry it was opened on. Leaving that entry (a
 * link, Back, Forward) closes the dialog, and returning to the entry does not open it again: Back
 * from a page whose signup a plan opened shows the page before it, not that page under the dialog.
 */
export function useEntryOpen(): [open: boolean, setOpen: (open: boolean) => void] {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  // The entry being shown, for an opening asked for after the navigation has committed.
  const current = useRef(key);
  useLayoutEffect(() => {
    current.current = key;
  }, [key]);
  // Another entry is shown: the dialog is forgotten, so coming back finds it closed.
  if (openAt !== null && openAt !== key) setOpenAt(null);
  const setOpen = useCallback((next: boolean) => setOpenAt(next ? current.current : null), []);
  return [openAt === key, setOpen];
}
