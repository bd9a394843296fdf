/**
 * The route table. Every page but the layout is its own chunk, loaded when first visited, so the
 * first screen carries only what it shows.
 */
import { createBrowserRouter } from 'react-router';
import { Layout } from '../components/Layout.tsx';
import { RouteErrorPanel } from '../components/RouteErrorPanel.tsx';
import { DetailsSkeleton } from '../components/Skeleton.tsx';
import { paths } from './urls.ts';

export const router = createBrowserRouter([
  {
    path: paths.home,
    element: <Layout />,
    errorElement: <RouteErrorPanel />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <DetailsSkeleton />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../pages/HomePage.tsx')).HomePage }) },
      { path: paths.settings, lazy: async () => ({ Component: (await import('../pages/SettingsPage.tsx')).SettingsPage }) },
      { path: paths.transaction, lazy: async () => ({ Component: (await import('../pages/TransactionPage.tsx')).TransactionPage }) },
      { path: paths.receipt, lazy: async () => ({ Component: (await import('../pages/ReceiptPage.tsx')).ReceiptPage }) },
      { path: paths.blockTransaction, lazy: async () => ({ Component: (await import('../pages/BlockTransactionPage.tsx')).BlockTransactionPage }) },
      { path: paths.storage, lazy: async () => ({ Component: (await import('../pages/StoragePage.tsx')).StoragePage }) },
      { path: paths.slots, lazy: async () => ({ Component: (await import('../pages/SlotsPage.tsx')).SlotsPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../pages/NotFoundPage.tsx')).NotFoundPage }) },
    ],
  },
]);
