import { FixtureView } from '../components/fixture-view';
import { SEGUNDA } from '@superliga/league';

/** /fixture_segunda */
export default function FixtureSegundaRoute() {
  return <FixtureView division={SEGUNDA} />;
}
