import { PlaceholderHeading } from './PlaceholderHeading';

export default function HomePage() {
  return <PlaceholderHeading titleKey={'home:meta.title'} />;
}
