import { PageTitle } from '../components/PageTitle.tsx';

export function ReceiptPage() {
  return <PageTitle title="Receipt" />;
}
