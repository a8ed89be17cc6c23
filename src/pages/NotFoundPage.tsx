import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PlaceholderHeading } from './PlaceholderHeading';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return <PlaceholderHeading titleKey="notFound:meta.title" />;
}
