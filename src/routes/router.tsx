/**
 * The router: the route table's pages (route-table.ts, made from manifest.ts) inside the layout.
 * Every page but the home page is its own chunk (pages.tsx), loaded when first needed, so the
 * first screen carries only what it shows. Declarative routes (not the data router): the pages
 * fetch through react-query, so route loaders would add nothing but ~16 KB gzip to the first chunk.
 */
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from '../components/Layout.tsx';
import { routerBasename } from './base-path.ts';
import { pages } from './pages.tsx';
import { routes } from './route-table.ts';

export function AppRoutes() {
  return (
    // under a sub-path (HEXRAY_BASE) every route and link lives inside it
    <BrowserRouter basename={routerBasename}>
      <Routes>
        <Route element={<Layout />}>
          {routes.map(([name, route]) => {
            const { Page } = pages[name];
            return <Route key={name} path={route.path} element={<Page />} />;
          })}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
