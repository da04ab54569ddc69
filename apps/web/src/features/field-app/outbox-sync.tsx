import { useSession } from '../../app/session/use-session';
import { useContentNamespaces } from '../../shared/use-content-namespaces';
import { useOutbox } from './use-outbox';

function Sync({ userId }: { userId: string }) {
  useOutbox(userId);
  return null;
}

/**
 * The field outbox sent from any page of the app (issue #12): when the app starts and whenever the connection
 * returns, the signed-in user's waiting records go out, whichever page is open (`/field` has its own view of them).
 * Its own lazy chunk; it reads IndexedDB and calls the API only when records wait.
 */
export default function OutboxSync() {
  const { user } = useSession();
  const ready = useContentNamespaces(['field']);
  return user && ready && typeof indexedDB !== 'undefined' ? <Sync userId={user.user_id} /> : null;
}
