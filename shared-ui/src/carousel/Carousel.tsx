import { Children, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useMediaQuery, usePrefersReducedMotion } from '../hooks/useMediaQuery';
import { breakpoints } from '../theme/tokens';
import { DEFAULT_SLIDES_PER_VIEW, lastStart, stepIndex, type SlidesPerView } from './carousel-math';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Our Work Speaks Volume". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Autoplay period in ms (spec: 3000). */
  interval?: number;
  autoplay?: boolean;
  /** Wrap from the last position to the first and back. */
  loop?: boolean;
  /** Space between slides in px (spec: 20). */
  gap?: number;
  slidesPerView?: SlidesPerView;
  /** Names each slide for screen readers; default "3 of 8". */
  slideLabel?: (index: number, total: number) => string;
}

const Root = styled.section`
  position: relative;
  width: 100%;
`;

const Viewport = styled.div`
  overflow: hidden;
  width: 100%;
`;

const Track = styled.div<{ $offset: string; $gap: number; $animate: boolean }>`
  display: flex;
  gap: ${({ $gap }) => $gap}px;
  transform: translateX(${({ $offset }) => $offset});
  transition: ${({ $animate }) => ($animate ? 'transform 0.45s ease' : 'none')};
`;

const Slide = styled.div<{ $basis: string }>`
  flex: 0 0 ${({ $basis }) => $basis};
  min-width: 0;
`;

// One row, also on a 390 px phone: the dots sit edge to edge (each has its own 24 px hit area) and more positions
// than fit become a counter.
const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.token.sizeXS}px;
  margin-top: ${({ theme }) => theme.token.sizeSM}px;
`;

const ControlButton = styled.button`
  min-width: 40px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.token.sizeXS}px;
  border-radius: 20px;
  border: 1px solid ${({ theme }) => theme.token.colorBorder};
  background: ${({ theme }) => theme.token.colorBgContainer};
  color: ${({ theme }) => theme.token.colorText};
  font: inherit;
  font-size: 18px;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.token.colorPrimary};
    color: ${({ theme }) => theme.token.colorPrimary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Dots = styled.span`
  display: flex;
  flex-wrap: nowrap;
`;

const Counter = styled.span`
  min-width: 56px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** Dots up to this many positions: with pause, previous and next they fit one row at 390 px. */
export const MAX_DOTS = 9;

const Dot = styled.button<{ $current: boolean }>`
  /* 24 px hit area (WCAG 2.5.8) around a 12 px dot. */
  width: 24px;
  height: 24px;
  padding: 6px;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.token.colorPrimary};
    background: ${({ theme, $current }) => ($current ? theme.token.colorPrimary : 'transparent')};
  }
`;

/** Number of slides to show now, from the viewport width. */
function useSlidesPerView(config: SlidesPerView): number {
  const isLg = useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
  const isMd = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  return isLg ? config.lg : isMd ? config.md : config.base;
}

/**
 * Autoplaying, looping slide carousel (antd-free) following the WAI-ARIA carousel pattern: previous/next
 * buttons, one dot per position, ←/→ keys, a pause button, and autoplay that stops while the pointer or
 * keyboard focus is inside or when the user prefers reduced motion.
 */
export function Carousel({
  label,
  children,
  interval = 3000,
  autoplay = true,
  loop = true,
  gap = 20,
  slidesPerView = DEFAULT_SLIDES_PER_VIEW,
  slideLabel = (index, total) => `${index + 1} of ${total}`,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const total = slides.length;
  const perView = Math.max(1, Math.min(useSlidesPerView(slidesPerView), total || 1));
  const max = lastStart(total, perView);
  const reducedMotion = usePrefersReducedMotion();
  const trackId = useId();

  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // A resize can lower the last valid start; clamp instead of storing a derived value.
  const index = Math.min(rawIndex, max);

  const playing = autoplay && !reducedMotion && !stopped && !hovered && !focused && max > 0;
  const canPrev = loop || index > 0;
  const canNext = loop || index < max;

  const go = (step: number) => setIndex((current) => stepIndex(Math.min(current, max), step, total, perView, loop));

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => {
      setIndex((current) => {
        const from = Math.min(current, max);
        // Without loop, autoplay rests on the last position.
        return !loop && from >= max ? from : stepIndex(from, 1, total, perView, loop);
      });
    }, interval);
    return () => clearInterval(timer);
  }, [playing, interval, loop, max, total, perView]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      if (canNext) go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      if (canPrev) go(-1);
    }
  };

  const basis = `calc((100% - ${gap * (perView - 1)}px) / ${perView})`;
  const offset = `calc(-${index} * (100% + ${gap}px) / ${perView})`;

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Viewport>
        <Track id={trackId} aria-live={playing ? 'off' : 'polite'} $offset={offset} $gap={gap} $animate={!reducedMotion}>
          {slides.map((slide, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <Slide
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i, total)}
                aria-hidden={!visible || undefined}
                inert={!visible}
                $basis={basis}
              >
                {slide}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      {max > 0 ? (
        <Controls>
          {autoplay && !reducedMotion ? (
            <ControlButton type="button" onClick={() => setStopped((s) => !s)} aria-label={stopped ? 'Start slide rotation' : 'Stop slide rotation'}>
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </ControlButton>
          ) : null}
          <ControlButton type="button" aria-controls={trackId} aria-label="Previous slide" disabled={!canPrev} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </ControlButton>
          {max + 1 > MAX_DOTS ? (
            <Counter data-testid="carousel-counter">
              {index + 1} / {max + 1}
            </Counter>
          ) : (
            <Dots>
              {Array.from({ length: max + 1 }, (_, i) => (
                <Dot
                  key={i}
                  type="button"
                  aria-controls={trackId}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  $current={i === index}
                  onClick={() => setIndex(i)}
                />
              ))}
            </Dots>
          )}
          <ControlButton type="button" aria-controls={trackId} aria-label="Next slide" disabled={!canNext} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </ControlButton>
        </Controls>
      ) : null}
    </Root>
  );
}
