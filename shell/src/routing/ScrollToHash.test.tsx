import { act, render } from '@testing-library/react';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { ScrollToHash } from './ScrollToHash';

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => scrollIntoView.mockReset());

it('scrolls to the anchor once its section appears (the area arrives after the shell)', async () => {
  render(
    <MemoryRouter initialEntries={['/#our-work']}>
      <ScrollToHash />
    </MemoryRouter>,
  );
  expect(scrollIntoView).not.toHaveBeenCalled();
  const section = document.createElement('section');
  section.id = 'our-work';
  await act(async () => {
    document.body.appendChild(section);
    await Promise.resolve();
  });
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(section);
  section.remove();
});

it('does nothing without a hash', () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollToHash />
    </MemoryRouter>,
  );
  const section = document.createElement('section');
  section.id = 'offerings';
  document.body.appendChild(section);
  expect(scrollIntoView).not.toHaveBeenCalled();
  section.remove();
});
