import { act, fireEvent, screen, within } from '@testing-library/react';
import { installMatchMedia } from '../test/match-media';
import { renderWithTheme } from '../test/render-with-theme';
import { Carousel } from './Carousel';
import { stepIndex } from './carousel-math';

const SLIDES = Array.from({ length: 8 }, (_, i) => `Slide ${i + 1}`);

function renderCarousel(props: Partial<React.ComponentProps<typeof Carousel>> = {}) {
  return renderWithTheme(
    <Carousel label="Our Work Speaks Volume" {...props}>
      {SLIDES.map((s) => (
        <p key={s}>{s}</p>
      ))}
    </Carousel>,
  );
}

const dots = () => screen.getAllByRole('button', { name: /Go to slide/ });
const currentDot = () => dots().findIndex((d) => d.getAttribute('aria-current') === 'true');
const visibleSlides = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((g) => g.getAttribute('aria-roledescription') === 'slide' && g.getAttribute('aria-hidden') !== 'true')
    .map((g) => g.textContent);

let media: ReturnType<typeof installMatchMedia>;

beforeEach(() => {
  jest.useFakeTimers();
  media = installMatchMedia({ width: 1280 });
});
afterEach(() => {
  jest.useRealTimers();
  media.restore();
});

describe('Carousel', () => {
  it('is a labelled carousel region with named slides', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Our Work Speaks Volume' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getAllByRole('group', { hidden: true })[0]).toHaveAccessibleName('1 of 8');
  });

  it('shows 3 slides from 1024 px, 2 from 768 px and 1 below, with one dot per position', () => {
    renderCarousel();
    expect(visibleSlides()).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    expect(dots()).toHaveLength(6);

    act(() => media.setWidth(800));
    expect(visibleSlides()).toEqual(['Slide 1', 'Slide 2']);
    expect(dots()).toHaveLength(7);

    act(() => media.setWidth(767));
    expect(visibleSlides()).toEqual(['Slide 1']);
    expect(dots()).toHaveLength(8);
  });

  it('autoplays every 3000 ms by default', () => {
    renderCarousel();
    expect(currentDot()).toBe(0);
    act(() => jest.advanceTimersByTime(2999));
    expect(currentDot()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(currentDot()).toBe(1);
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe(2);
  });

  it('honours a custom interval', () => {
    renderCarousel({ interval: 5000 });
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe(0);
    act(() => jest.advanceTimersByTime(2000));
    expect(currentDot()).toBe(1);
  });

  it('loops from the last position back to the first while autoplaying', () => {
    renderCarousel();
    act(() => jest.advanceTimersByTime(3000 * 5));
    expect(currentDot()).toBe(5);
    expect(visibleSlides()).toEqual(['Slide 6', 'Slide 7', 'Slide 8']);
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe(0);
  });

  it('moves with the next/previous arrows and wraps both ways', () => {
    renderCarousel({ autoplay: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlides()).toEqual(['Slide 2', 'Slide 3', 'Slide 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toBe(0);
  });

  it('jumps to a position when its dot is clicked', () => {
    renderCarousel({ autoplay: false });
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(visibleSlides()).toEqual(['Slide 4', 'Slide 5', 'Slide 6']);
  });

  it('responds to the left and right arrow keys', () => {
    renderCarousel({ autoplay: false });
    const region = screen.getByRole('region', { name: 'Our Work Speaks Volume' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(currentDot()).toBe(2);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(currentDot()).toBe(1);
  });

  it('stops at the ends and disables the arrows when loop is off', () => {
    renderCarousel({ loop: false, autoplay: false });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 6' }));
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  });

  it('pauses while hovered or focused and resumes afterwards', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Our Work Speaks Volume' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(9000));
    expect(currentDot()).toBe(0);
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe(1);

    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(currentDot()).toBe(1);
  });

  it('can be stopped and restarted with the rotation button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop slide rotation' }));
    // The click focused nothing in jsdom's fireEvent, so only the stop flag holds the carousel still.
    act(() => jest.advanceTimersByTime(9000));
    expect(currentDot()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe(1);
  });

  it('does not autoplay when the user prefers reduced motion', () => {
    media.setReducedMotion(true);
    renderCarousel();
    act(() => jest.advanceTimersByTime(9000));
    expect(currentDot()).toBe(0);
    expect(screen.queryByRole('button', { name: /slide rotation/ })).not.toBeInTheDocument();
  });

  it('clamps the position when the viewport grows past the last valid start', () => {
    media.setWidth(500);
    renderCarousel({ autoplay: false });
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 8' }));
    act(() => media.setWidth(1280));
    expect(visibleSlides()).toEqual(['Slide 6', 'Slide 7', 'Slide 8']);
    expect(currentDot()).toBe(5);
  });
});

describe('stepIndex', () => {
  it('wraps with loop and clamps without', () => {
    expect(stepIndex(5, 1, 8, 3, true)).toBe(0);
    expect(stepIndex(0, -1, 8, 3, true)).toBe(5);
    expect(stepIndex(5, 1, 8, 3, false)).toBe(5);
    expect(stepIndex(0, -1, 8, 3, false)).toBe(0);
    expect(stepIndex(2, 1, 2, 3, true)).toBe(0);
  });
});

describe('controls on a phone', () => {
  it('stay on one row: more positions than fit become a counter', () => {
    media.setWidth(390);
    renderWithTheme(
      <Carousel label="Many">
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>Photo {i + 1}</p>
        ))}
      </Carousel>,
    );
    expect(screen.queryAllByRole('button', { name: /Go to slide/ })).toHaveLength(0);
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1 / 12');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('2 / 12');
    expect(getComputedStyle(screen.getByTestId('carousel-counter').parentElement!).flexWrap).toBe('nowrap');
  });
});
