import { AUCTION_MSG, type SeasonRules } from '@superliga/league';
import { MoneyInput } from '../../../../components/money-input';

type MaxBidInputProps = Omit<Parameters<typeof MoneyInput>[0], 'label' | 'description' | 'step' | 'clampBehavior'> & { rules: SeasonRules };

/** "Oferta máxima": the private maximum the server may bid up to, in steps of the season's raise (opening and bidding alike). */
export function MaxBidInput({ rules, ...props }: MaxBidInputProps) {
  return <MoneyInput label={AUCTION_MSG.maxField} description={AUCTION_MSG.maxHelp} step={rules.auction_min_raise} clampBehavior="none" {...props} />;
}
