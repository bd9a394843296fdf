import { PageTitle } from '../components/PageTitle.tsx';

export function SlotsPage() {
  return <PageTitle title="Slots" />;
}
