import { PlaceholderHeading } from './PlaceholderHeading';

export default function IndustryPage({ industry }: { industry: string }) {
  return <PlaceholderHeading titleKey={`industries:${industry}.meta.title`} />;
}
