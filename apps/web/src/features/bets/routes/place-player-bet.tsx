import { PlaceBet } from './place-bet';

export default function PlacePlayerBetRoute() {
  return <PlaceBet kind="player" />;
}
