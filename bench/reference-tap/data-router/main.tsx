/**
 * The page-change floor on the router the site uses (D79): react-router's data router, whose
 * second route brings its code through `lazy` and its data through a `loader`, the code fetched
 * ahead as the site fetches a link's page ahead. Measured beside the bare link (../main.tsx), not judged.
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router/dom';

const loadPage = () => import('./LoadedPage');

function First() {
  useEffect(() => {
    void loadPage();
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <main>
      <h1>Tap reference: the data router</h1>
      <p>
        <Link to="loaded">Go to the loaded page</Link>
      </p>
    </main>
  );
}

const router = createBrowserRouter(
  [
    { index: true, element: <First /> },
    { path: 'loaded', lazy: async () => ({ Component: (await loadPage()).default }), loader: () => ({ heading: 'The loaded page' }) },
  ],
  { basename: import.meta.env.BASE_URL },
);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
