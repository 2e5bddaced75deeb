import { PolicyList } from './policy-list';

// portal.md §2 "Dashboard": the policies card, header 'Policies and inboxes' (the grid draws the
// header). Its list, with every rule of the card, is the same one the 'policies' page shows.

export function PoliciesCard() {
  return <PolicyList place="card" />;
}
