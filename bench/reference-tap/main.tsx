/**
 * The tap floor (issue 37): the smallest app on our stack that answers the bench's three kinds of
 * tap, measured in the same run and on the same calibrated phone as the site's actions. A React 19
 * root with react-router, one Radix Dialog as the docs show it (mounted on open), a native
 * `<dialog>` opened by the browser alone, and a link to a second route with a new `h1`.
 * No copy files, no CSS framework: what any page on this stack pays before its own work.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

function RadixDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <button type="button" onClick={() => setOpen(true)}>
        Open the Radix dialog
      </button>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="panel">
          <Dialog.Title>A dialog</Dialog.Title>
          <Dialog.Description>One line of text and a button.</Dialog.Description>
          <Dialog.Close>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NativeDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()}>
        Open the native dialog
      </button>
      <dialog ref={dialog} aria-labelledby="native-title">
        <h2 id="native-title">A dialog</h2>
        <p>One line of text and a button.</p>
        <form method="dialog">
          <button type="submit">Close</button>
        </form>
      </dialog>
    </>
  );
}

function First() {
  // The bench taps once the page says it is ready, as the site's pages do once hydrated.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <main>
      <h1>Tap reference</h1>
      <RadixDialog />
      <NativeDialog />
      <p>
        <Link to="second">Go to the second page</Link>
      </p>
    </main>
  );
}

function Second() {
  return (
    <main>
      <h1>The second page</h1>
      <p>
        <Link to="..">Back</Link>
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter basename={import.meta.env.BASE_URL}>
    <Routes>
      <Route index element={<First />} />
      <Route path="second" element={<Second />} />
    </Routes>
  </BrowserRouter>,
);
