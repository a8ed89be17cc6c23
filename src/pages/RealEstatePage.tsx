import { PlaceholderHeading } from './PlaceholderHeading';

export default function RealEstatePage() {
  return <PlaceholderHeading titleKey={'realEstate:meta.title'} />;
}
