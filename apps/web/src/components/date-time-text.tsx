import { Fragment } from 'react';

/**
 * A formatted date and hour ("29-11-2026 06:49:19"), each part kept whole: in a narrow column the
 * hour goes under the day instead of the date being cut at a hyphen or scrolled out of a phone's
 * width (docs/decisions/027-the-phone-app.md).
 */
export function DateTimeText({ text }: { text: string }) {
  return text.split(' ').map((part, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
    </Fragment>
  ));
}
