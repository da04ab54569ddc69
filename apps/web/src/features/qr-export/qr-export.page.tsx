import { EmptyPage } from '../../app/ui/empty-page';

/** QR Export (`/qr-export`): later work fills this page; until then it shows the spec's empty state. */
export function Component() {
  return <EmptyPage titleKey="qr_export" path="/qr-export" />;
}
