/**
 * The route table. Every page but the layout is its own chunk, loaded when first visited, so the
 * first screen carries only what it shows. Declarative routes (not the data router): the pages fetch
 * through react-query, so route loaders would add nothing but ~16 KB gzip to the first chunk.
 */
import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from '../components/Layout.tsx';
import { routerBasename } from './base-path.ts';
import { paths } from './urls.ts';

const HomePage = lazy(() => import('../pages/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const SettingsPage = lazy(() => import('../pages/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })));
const TransactionPage = lazy(() =>
  import('../pages/TransactionPage.tsx').then((m) => ({ default: m.TransactionPage })),
);
const ReceiptPage = lazy(() => import('../pages/ReceiptPage.tsx').then((m) => ({ default: m.ReceiptPage })));
const BlockTransactionPage = lazy(() =>
  import('../pages/BlockTransactionPage.tsx').then((m) => ({ default: m.BlockTransactionPage })),
);
const StoragePage = lazy(() => import('../pages/StoragePage.tsx').then((m) => ({ default: m.StoragePage })));
const SlotsPage = lazy(() => import('../pages/SlotsPage.tsx').then((m) => ({ default: m.SlotsPage })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

export function AppRoutes() {
  return (
    // under a sub-path (HEXRAY_BASE) every route and link lives inside it
    <BrowserRouter basename={routerBasename}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path={paths.settings} element={<SettingsPage />} />
          <Route path={paths.transaction} element={<TransactionPage />} />
          <Route path={paths.receipt} element={<ReceiptPage />} />
          <Route path={paths.blockTransaction} element={<BlockTransactionPage />} />
          <Route path={paths.storage} element={<StoragePage />} />
          <Route path={paths.slots} element={<SlotsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
