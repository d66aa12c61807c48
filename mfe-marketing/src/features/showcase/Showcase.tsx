// "Our Work Speaks Volume" (eight before/after pictures) and "Explore Our Cleaning Offerings" (eight services):
// shared-ui carousels autoplaying every 3 s, looping, with arrows and clickable dots; 1/2/3 slides at <768/768/1024 px,
// 20 px apart (spec §9). Pictures load lazily, with their size reserved.
import styled from 'styled-components';
import { Card, Carousel, Text } from '@spotless/shared-ui';
import { CAROUSEL, OFFERINGS, offeringLine } from '@spotless/shared-data';
import { Section } from '../../components/Section';
import { WORK_PHOTOS } from './work-photos';

const Pair = styled.figure`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.token.sizeXS}px;
  figcaption {
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.token.fontSizeSM}px;
    color: ${({ theme }) => theme.token.colorTextSecondary};
  }
`;

const Photo = styled.div`
  position: relative;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    border-radius: ${({ theme }) => theme.token.borderRadius}px;
  }
  span {
    position: absolute;
    top: 6px;
    left: 6px;
    padding: 2px 8px;
    border-radius: 10px;
    background: rgba(15, 23, 42, 0.8);
    color: #fff;
    font-size: 12px;
  }
`;

export function WorkCarousel() {
  return (
    <Section id="our-work" title="Our Work Speaks Volume" intro="Before and after: a few of the spaces our cleaners have transformed.">
      <Carousel label="Our Work Speaks Volume" interval={CAROUSEL.autoplayMs} loop gap={CAROUSEL.gapPx}>
        {WORK_PHOTOS.map((photo) => (
          <Pair key={photo.place}>
            <Photo>
              <img src={photo.before} alt={`${photo.place} before cleaning: dusty floor and clutter`} width={400} height={300} loading="lazy" decoding="async" />
              <span aria-hidden="true">Before</span>
            </Photo>
            <Photo>
              <img src={photo.after} alt={`${photo.place} after cleaning: clean floor and tidy furniture`} width={400} height={300} loading="lazy" decoding="async" />
              <span aria-hidden="true">After</span>
            </Photo>
            <figcaption>{photo.place}</figcaption>
          </Pair>
        ))}
      </Carousel>
    </Section>
  );
}

export function OfferingsCarousel() {
  return (
    <Section id="offerings" title="Explore Our Cleaning Offerings" tinted>
      <Carousel label="Explore Our Cleaning Offerings" interval={CAROUSEL.autoplayMs} loop gap={CAROUSEL.gapPx}>
        {OFFERINGS.map((service) => (
          <Card key={service} as="div" title={service} titleLevel={3}>
            <Text size="sm">{offeringLine(service)}</Text>
          </Card>
        ))}
      </Carousel>
    </Section>
  );
}
