import { Button, Group, Stack, Title } from '@mantine/core';
import { mayUse, MSG, paths, MARKET_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../../components/pager';
import { QueryState } from '../../../../components/query-state';
import { SeasonSelect } from '../../../../components/season-select';
import { useUser } from '../../../../lib/current-user';
import { useOffers, type OfferScope } from '../api/get-offers';
import { OffersTable } from '../components/offers-table';
import { useMarketLiveUpdates } from '../../shared/api/live-market';

function OfferList({ scope, title, empty }: { scope: OfferScope; title: string; empty: string }) {
  const [season, setSeason] = useState<string | null>('');
  const [page, setPage] = useState(1);
  const offers = useOffers(scope, season || null, page);
  const me = useUser();
  useMarketLiveUpdates();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {mayUse('team', me.data) && (
          <Button component={Link} to={paths.clausula}>
            {MSG.newOffer}
          </Button>
        )}
      </Group>
      <SeasonSelect value={season} onChange={(v) => (setSeason(v), setPage(1))} allowAll />
      <QueryState query={offers} error={MSG.infoLoadError} empty={empty}>
        {({ data, meta }) => (
          <>
            <OffersTable offers={data} showState={scope === 'mine'} />
            <Pager page={page} lastPage={meta.last_page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** /offers: the latest open clause of each player (000 §2, §4). */
export default function OffersRoute() {
  return <OfferList scope="latest" title={MSG.clausesTitle} empty={MARKET_SCREEN.noHayClausulasAbiertas} />;
}

/** /misofertas: every offer I made, any state (001 §2). */
export function MyOffersRoute() {
  return <OfferList scope="mine" title={MARKET_SCREEN.misOfertas} empty={MARKET_SCREEN.todaviaNoHicisteOfertas} />;
}
