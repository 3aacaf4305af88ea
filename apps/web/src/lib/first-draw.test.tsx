import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFirstDraw } from './first-draw';

/** Records what each render of the hook answered, and lets the test flip `ready` as an answer would. */
function harness(initiallyReady: boolean) {
  const drawn: boolean[] = [];
  let setReady: (ready: boolean) => void = () => {};
  function Screen() {
    const [ready, set] = useState(initiallyReady);
    setReady = set;
    drawn.push(useFirstDraw(ready));
    return null;
  }
  render(<Screen />);
  return { drawn, setReady: (ready: boolean) => act(() => setReady(ready)) };
}

describe('useFirstDraw', () => {
  it('turns true in a deferred render: the urgent render that brings the answer still draws the loading state', () => {
    const { drawn, setReady } = harness(false);
    expect(drawn).toEqual([false]);
    setReady(true);
    // The urgent render answers false (the old value), then React renders true on its own.
    expect(drawn).toEqual([false, false, true]);
  });

  it('draws at once when the answers are already there (a cached screen) and stays drawn while ready', () => {
    const { drawn, setReady } = harness(true);
    expect(drawn).toEqual([true]);
    setReady(true);
    expect(drawn).toEqual([true]);
  });

  it('goes back to the loading state at once when the answers go (a new key pending)', () => {
    const { drawn, setReady } = harness(true);
    setReady(false);
    expect(drawn.at(-1)).toBe(false);
  });
});
