/**
 * The route table. Every page but the layout is its own chunk (pages.tsx), loaded when first
 * needed, so the first screen carries only what it shows. Declarative routes (not the data router): the pages fetch
 * through react-query, so route loaders would add nothing but ~16 KB gzip to the first chunk.
 */
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from '../components/Layout.tsx';
import { routerBasename } from './base-path.ts';
import { pages } from './pages.tsx';
import { paths } from './urls.ts';

export function AppRoutes() {
  return (
    // under a sub-path (HEXRAY_BASE) every route and link lives inside it
    <BrowserRouter basename={routerBasename}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<pages.home.Page />} />
          <Route path={paths.settings} element={<pages.settings.Page />} />
          <Route path={paths.transaction} element={<pages.transaction.Page />} />
          <Route path={paths.receipt} element={<pages.receipt.Page />} />
          <Route path={paths.blockTransaction} element={<pages.blockTransaction.Page />} />
          <Route path={paths.storage} element={<pages.storage.Page />} />
          <Route path={paths.slots} element={<pages.slots.Page />} />
          <Route path="*" element={<pages.notFound.Page />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
