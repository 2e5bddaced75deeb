import { PageScreen } from '@portal/ui';
import { PolicyList } from './policy-list';

// portal.md §2, route 'policies' ('Your policies'): the dashboard's policies and inboxes list as
// a page of its own, for the header, the drawer and the help cards to link to. It is the card's
// list (policy-list.tsx), so the rules are the card's: old policies behind 'Show N old
// policies', the other brand's badge, the unsupported warning and the two 'We cannot find ...'
// messages. One readable column, as a list of rows reads best on a wide screen.

export function PoliciesScreen({ title }: { title: string }) {
  return (
    <PageScreen title={title} layout="prose">
      <PolicyList place="page" />
    </PageScreen>
  );
}
