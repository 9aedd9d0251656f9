// Calls `onClosed` once the dialog it sits in has closed: the kit's dialog unmounts its content
// when its closing animation has ended, and this unmounts with it. An unmount while the dialog
// is still open (React's development double mount, say) calls nothing.
import { useEffect, useRef } from 'react';

export function WhenClosed({ open, onClosed }: { open: boolean; onClosed: () => void }) {
  const latest = useRef({ open, onClosed });
  useEffect(() => {
    latest.current = { open, onClosed };
  });
  useEffect(() => {
    const state = latest;
    return () => {
      if (!state.current.open) state.current.onClosed();
    };
  }, []);
  return null;
}
