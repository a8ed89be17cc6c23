import { PlaceholderHeading } from './PlaceholderHeading';

export default function DemoPage() {
  return <PlaceholderHeading titleKey={'demo:meta.title'} />;
}
