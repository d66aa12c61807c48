import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { searchParamsFor } from './FindCleanerPage';
import { useInactivityReset } from './use-inactivity-reset';

describe('searchParamsFor', () => {
  it('searches a state by its name and aliases, and an LGA by its name', () => {
    const fct = searchParamsFor('NG-FC', 'NG-FC:bwari');
    expect(fct?.stateTerms).toEqual(expect.arrayContaining(['Federal Capital Territory', 'FCT', 'Abuja']));
    expect(fct?.lgaTerms).toEqual(['Bwari']);
    expect(searchParamsFor('NG-LA', '')?.lgaTerms).toEqual([]);
  });

  it('needs a state', () => {
    expect(searchParamsFor('', '')).toBeNull();
  });
});

function Probe({ onIdle, active }: { onIdle: () => void; active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useInactivityReset(ref, 90_000, active, onIdle);
  return <div ref={ref}><input aria-label="field" /></div>;
}

describe('useInactivityReset', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires after 90 s without activity, and activity restarts the countdown', () => {
    const onIdle = jest.fn();
    const { getByLabelText } = render(<Probe onIdle={onIdle} active />);
    act(() => jest.advanceTimersByTime(60_000));
    getByLabelText('field').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(30_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing while inactive', () => {
    const onIdle = jest.fn();
    render(<Probe onIdle={onIdle} active={false} />);
    act(() => jest.advanceTimersByTime(200_000));
    expect(onIdle).not.toHaveBeenCalled();
  });
});
