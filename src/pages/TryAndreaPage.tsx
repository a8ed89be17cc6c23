import { PlaceholderHeading } from './PlaceholderHeading';

export default function TryAndreaPage() {
  return <PlaceholderHeading titleKey={'tryAndrea:meta.title'} />;
}
