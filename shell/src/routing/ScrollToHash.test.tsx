import { act, render } from '@testing-library/react';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { ScrollToHash } from './ScrollToHash';

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => {
  scrollIntoView.mockReset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** A section as the area renders it; `shown` false: laid out with no height yet (hidden while parts load). */
function section(id: string, top: { value: number; height: number }) {
  const el = document.createElement('section');
  el.id = id;
  el.getBoundingClientRect = () => ({ top: top.value, height: top.height, bottom: 0, left: 0, right: 0, width: 0, x: 0, y: 0, toJSON: () => ({}) });
  document.body.appendChild(el);
  return el;
}

it('scrolls to the anchor once its section is laid out (the area arrives after the shell)', () => {
  render(
    <MemoryRouter initialEntries={['/#our-work']}>
      <ScrollToHash />
    </MemoryRouter>,
  );
  act(() => jest.advanceTimersByTime(500));
  expect(scrollIntoView).not.toHaveBeenCalled();
  const box = { value: 900, height: 0 };
  const el = section('our-work', box);
  // Scrolling brings the section to the top of the viewport.
  scrollIntoView.mockImplementation(() => {
    box.value = 0;
  });
  act(() => jest.advanceTimersByTime(300));
  expect(scrollIntoView).not.toHaveBeenCalled();
  box.height = 600;
  act(() => jest.advanceTimersByTime(100));
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(el);
  // An image above it arrives and pushes it down: it is put back; later the visitor's own scrolling is left alone.
  act(() => jest.advanceTimersByTime(300));
  box.value = 250;
  act(() => jest.advanceTimersByTime(100));
  expect(scrollIntoView).toHaveBeenCalledTimes(2);
  act(() => jest.advanceTimersByTime(3000));
  box.value = 2000;
  act(() => jest.advanceTimersByTime(1000));
  expect(scrollIntoView).toHaveBeenCalledTimes(2);
  el.remove();
});

it('does nothing without a hash', () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollToHash />
    </MemoryRouter>,
  );
  const el = section('offerings', { value: 500, height: 300 });
  act(() => jest.advanceTimersByTime(1000));
  expect(scrollIntoView).not.toHaveBeenCalled();
  el.remove();
});
