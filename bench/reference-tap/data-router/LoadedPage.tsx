import { Link, useLoaderData } from 'react-router-dom';

export default function LoadedPage() {
  const { heading } = useLoaderData() as { heading: string };
  return (
    <main>
      <h1>{heading}</h1>
      <p>
        <Link to="..">Back</Link>
      </p>
    </main>
  );
}
