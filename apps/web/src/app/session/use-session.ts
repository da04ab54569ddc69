import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@rayyan/contracts';
import { useServices } from '../services';
import type { SessionController, SessionState } from './session-machine';

export interface SessionView {
  state: SessionState;
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  login: SessionController['login'];
  logout: SessionController['logout'];
}

/** The current session; re-renders on login, refresh and logout. */
export function useSession(): SessionView {
  const { session } = useServices();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return {
    state,
    user: state.status === 'authenticated' ? state.user : null,
    login: session.login,
    logout: session.logout,
  };
}
