/** The app's data router in memory, as `<MemoryRouter>` was used: every path renders `children`. */
import { createContext, use, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';

const ChildrenContext = createContext<ReactNode>(null);

function Children() {
  return use(ChildrenContext);
}

export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: InitialEntry[];
  useTransitions?: boolean;
  children: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <Children /> }], { initialEntries }));
  return (
    <ChildrenContext value={children}>
      <RouterProvider router={router} useTransitions={false} />
    </ChildrenContext>
  );
}
