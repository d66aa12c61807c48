import { STARTUP_FAILURE_ACTION, STARTUP_FAILURE_ID, STARTUP_FAILURE_TEXT, showStartupFailure } from './startup-failure';

afterEach(() => document.getElementById(STARTUP_FAILURE_ID)?.remove());

test('announces the failure as an alert with a button that reloads the page', () => {
  const reload = jest.fn();
  showStartupFailure(document, reload);

  const notice = document.querySelector('[role="alert"]');
  expect(notice?.textContent).toContain(STARTUP_FAILURE_TEXT);
  const button = notice?.querySelector('button');
  expect(button?.textContent).toBe(STARTUP_FAILURE_ACTION);
  expect(button?.type).toBe('button');

  expect(reload).not.toHaveBeenCalled();
  button?.click();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a second failure does not stack a second notice', () => {
  showStartupFailure(document, jest.fn());
  showStartupFailure(document, jest.fn());
  expect(document.querySelectorAll(`#${STARTUP_FAILURE_ID}`)).toHaveLength(1);
});

test('stays above the page without covering it: fixed to the bottom edge', () => {
  showStartupFailure(document, jest.fn());
  const notice = document.getElementById(STARTUP_FAILURE_ID)!;
  expect(notice.style.position).toBe('fixed');
  expect(notice.style.bottom).toBe('0px');
});
