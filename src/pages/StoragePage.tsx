import { PageTitle } from '../components/PageTitle.tsx';

export function StoragePage() {
  return <PageTitle title="Storage" />;
}
