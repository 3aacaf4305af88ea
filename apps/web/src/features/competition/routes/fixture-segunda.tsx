import { FixtureView } from '../components/fixture-view';

/** /fixture_segunda */
export default function FixtureSegundaRoute() {
  return <FixtureView division="Segunda" />;
}
