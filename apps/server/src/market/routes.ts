import playersRoutes from './players/players.routes';
import transfersRoutes from './transfers/transfers.routes';
import offersRoutes from './offers/offers.routes';
import ledgerRoutes from './ledger/ledger.routes';
import auctionsRoutes from './auctions/auctions.routes';
import clauseRoundsRoutes from './clause-rounds/clause-rounds.routes';
import reversalsRoutes from './reversals/reversals.routes';
import squadActionsRoutes from './squad/squad-actions.routes';

/** The market's routes (docs/decisions/042-the-market-module.md), registered with the features under /api. */
export const marketRoutes = [
  playersRoutes,
  transfersRoutes,
  offersRoutes,
  ledgerRoutes,
  auctionsRoutes,
  clauseRoundsRoutes,
  reversalsRoutes,
  squadActionsRoutes,
];
