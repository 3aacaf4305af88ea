import { FixtureView } from '../components/fixture-view';
import { PRIMERA } from '@superliga/league';

/** /fixture_primera */
export default function FixturePrimeraRoute() {
  return <FixtureView division={PRIMERA} />;
}
