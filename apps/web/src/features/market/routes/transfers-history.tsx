import { Stack, Title } from '@mantine/core';
import { MSG } from '@superliga/league';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { SeasonSelect } from '../../../components/season-select';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
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
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState message={MSG.transfersLoadError} />
      ) : history.data.data.length === 0 ? (
        <EmptyState message="No hay transferencias confirmadas." />
      ) : (
        <>
          <TransfersTable transfers={history.data.data} />
          <Pager page={page} lastPage={history.data.meta.last_page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
