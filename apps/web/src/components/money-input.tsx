import { NumberInput, type NumberInputProps } from '@mantine/core';

type MoneyInputProps = Omit<NumberInputProps, 'thousandSeparator' | 'decimalSeparator' | 'allowDecimal' | 'prefix'>;

/**
 * Every amount of money typed on screen: whole pesos grouped by thousands as the league writes
 * them ('$ 1.500.000'), so a missing or extra zero shows at a glance. The value is a number (or
 * '' while empty); negative amounts only where a caller allows them (a budget adjustment).
 */
export function MoneyInput(props: MoneyInputProps) {
  return <NumberInput thousandSeparator="." decimalSeparator="," allowDecimal={false} allowNegative={false} prefix="$ " inputMode="numeric" {...props} />;
}
