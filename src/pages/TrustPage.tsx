import { PlaceholderHeading } from './PlaceholderHeading';

export default function TrustPage() {
  return <PlaceholderHeading titleKey={'trust:meta.title'} />;
}
