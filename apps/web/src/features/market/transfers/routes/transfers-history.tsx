import { Anchor, Stack, Title } from '@mantine/core';
import { can, MSG, paths, REVERSAL_MSG, type Transfer, MARKET_SCREEN } from '@superliga/league';
import { Link } from 'react-router';
import { useUser } from '../../../../lib/current-user';
import { useState } from 'react';
import { Pager } from '../../../../components/pager';
import { DrawnWhole } from '../../../../components/drawn-whole';
import { QueryState } from '../../../../components/query-state';
import { SeasonSelect } from '../../../../components/season-select';
import { useTransferHistory } from '../api/get-transfer-history';
import { TransfersTable } from '../components/transfers-table';
import { TransfersInReview } from '../components/transfers-in-review';
import { useMarketLiveUpdates } from '../../shared/api/live-market';

/** /transferencias ('Intercambios'): confirmed transfers with a season filter. */
export default function TransfersHistoryRoute() {
  const [season, setSeason] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const history = useTransferHistory(season || null, page);
  useMarketLiveUpdates();
  // The Admin reverses a confirmed transfer on the reversals screen, which opens its dialog.
  const reversible = can('reverseOperations', useUser().data?.rol);
  // A reversed transfer shows its "Revertida" mark instead: it cannot be reversed twice.
  const reverseLink = (t: Transfer) =>
    !t.reversal && (
      <Anchor component={Link} to={`${paths.reversiones}?kind=transfer&id=${t.id}`} size="sm">
        {REVERSAL_MSG.reverseLink}
      </Anchor>
    );
  return (
    <Stack>
      <Title order={1}>{MARKET_SCREEN.intercambios}</Title>
      <SeasonSelect value={season} onChange={(v) => (setSeason(v), setPage(1))} allowAll defaultToCurrent />
      {/* The transfers in review, when there are, come above the history: drawn whole, the
          history is not pushed down when they arrive after it (decision 044). */}
      <DrawnWhole>
        <TransfersInReview season={season} />
        <QueryState query={history} error={MSG.transfersLoadError} empty={MARKET_SCREEN.noHayTransferenciasConfirmadas}>
          {({ data, meta }) => (
            <>
              <TransfersTable transfers={data} action={reversible ? reverseLink : undefined} />
              <Pager page={page} lastPage={meta.last_page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </DrawnWhole>
    </Stack>
  );
}
