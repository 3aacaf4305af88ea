import { FixtureView } from '../components/fixture-view';

/** /fixture_primera */
export default function FixturePrimeraRoute() {
  return <FixtureView division="Primera" />;
}
