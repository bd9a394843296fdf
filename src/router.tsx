/**
 * The router: the route table's pages (routes/route-table.ts, made from routes/manifest.ts) inside
 * the layout. It sits beside main.tsx, above the layers, because it joins two of them: the routes
 * (which components link through) and the layout (a component); inside routes/ it made the folders
 * a cycle. Every page but the home page is its own chunk (routes/pages.tsx), loaded when first
 * needed, so the first screen carries only what it shows. Declarative routes (not the data router):
 * the pages fetch through react-query, so route loaders would add nothing but ~16 KB gzip to the
 * first chunk.
 */
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from './components/Layout.tsx';
import { routerBasename } from './routes/base-path.ts';
import { pages } from './routes/pages.tsx';
import { routes } from './routes/route-table.ts';

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
