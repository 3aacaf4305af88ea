import { Stack, Title } from '@mantine/core';
import { MSG } from '@superliga/league';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SeasonSelect } from '../../../components/season-select';
import { useTransferHistory } from '../api/get-transfer-history';
import { TransfersTable } from '../components/transfers-table';
import { useMarketLiveUpdates } from '../api/live-market';

/** /transferencias ('Intercambios'): confirmed transfers with a season filter. */
export default function TransfersHistoryRoute() {
  const [season, setSeason] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const history = useTransferHistory(season || null, page);
  useMarketLiveUpdates();
  return (
    <Stack>
      <Title order={1}>INTERCAMBIOS</Title>
      <SeasonSelect value={season} onChange={(v) => (setSeason(v), setPage(1))} allowAll defaultToCurrent />
      <QueryState query={history} error={MSG.transfersLoadError} empty="No hay transferencias confirmadas.">
        {({ data, meta }) => (
          <>
            <TransfersTable transfers={data} />
            <Pager page={page} lastPage={meta.last_page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
