import { PlaceholderHeading } from './PlaceholderHeading';

export default function AndreaPage() {
  return <PlaceholderHeading titleKey={'andrea:meta.title'} />;
}
