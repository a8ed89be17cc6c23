import { Route, Routes } from 'react-router-dom';
import { localizePath, LANGUAGES } from '@/i18n/language';
import { HydrationMarker } from './HydrationMarker';
import { Layout } from './Layout';
import { Providers } from './Providers';
import { RoutePage } from './RoutePage';
import { NOT_FOUND_ROUTE, ROUTES, routePaths } from '@/config/routes';

const pageRoutes = ROUTES.flatMap((route) =>
  routePaths(route).flatMap((path) =>
    LANGUAGES.map((language) => {
      const localized = localizePath(path, language);
      return <Route key={localized} path={localized} element={<RoutePage route={route} />} />;
    }),
  ),
);

export function App() {
  return (
    <Providers>
      <Routes>
        <Route element={<Layout />}>
          {pageRoutes}
          <Route path="*" element={<RoutePage route={NOT_FOUND_ROUTE} isNotFound />} />
        </Route>
      </Routes>
      <HydrationMarker />
    </Providers>
  );
}
