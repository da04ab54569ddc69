import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

const NotAuthorisedModal = lazy(() => import('./not-authorised-modal'));

interface NotAuthorisedControls {
  open: () => void;
}

const NotAuthorisedContext = createContext<NotAuthorisedControls>({ open: () => {} });

/** Holds the not-authorised popup's open state (spec 4: "toggled by state") and renders the popup. */
export function NotAuthorisedProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  const controls = useMemo(() => ({ open }), [open]);
  return (
    <NotAuthorisedContext.Provider value={controls}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <NotAuthorisedModal onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </NotAuthorisedContext.Provider>
  );
}

/** Opens the not-authorised popup. */
export function useNotAuthorised(): NotAuthorisedControls {
  return useContext(NotAuthorisedContext);
}

/** Sends the user to `to` (their home) and opens the not-authorised popup once there. */
export function NotAuthorisedRedirect({ to }: { to: string }) {
  const { open } = useNotAuthorised();
  const navigate = useNavigate();
  useEffect(() => {
    open();
    void navigate(to, { replace: true });
  }, [open, navigate, to]);
  return null;
}
