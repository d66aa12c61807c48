// The six partner types (spec §2 "Partner page"), each card with Partner with Us opening the enquiry form in a modal.
import { useState } from 'react';
import { Button, Card, Modal, Text } from '@spotless/shared-ui';
import { PARTNER_TYPES, type PartnerType } from '@spotless/shared-data';
import { CardGrid, Section } from '../../components/Section';
import { PartnershipEnquiryForm } from './PartnershipEnquiryForm';

export const PARTNER_BLURBS: Record<PartnerType, string> = {
  'Construction Companies': 'Post-construction and pre-handover cleaning for your sites, on your timeline.',
  'Real Estate Companies': 'Move-in/move-out and show-ready cleaning for every property you let or sell.',
  Schools: 'Term-time and holiday deep cleans for classrooms, hostels and staff areas.',
  'Event Planners': 'Before, during and after the event: venues left spotless for your clients.',
  Parks: 'Regular grounds, toilet and facility cleaning for parks and recreation centres.',
  'Corporate Bodies': 'Daily office cleaning and periodic deep cleans under one service agreement.',
};

export function PartnershipCards({ headingLevel = 2 }: { headingLevel?: 2 | 1 }) {
  const [partnerType, setPartnerType] = useState<PartnerType | null>(null);
  const close = () => setPartnerType(null);
  const cards = (
    <CardGrid $min={240}>
      {PARTNER_TYPES.map((type) => (
        <Card
          key={type}
          as="li"
          title={type}
          titleLevel={headingLevel === 1 ? 2 : 3}
          actions={
            <Button onClick={() => setPartnerType(type)} aria-label={`Partner with Us: ${type}`}>
              Partner with Us
            </Button>
          }
        >
          <Text size="sm">{PARTNER_BLURBS[type]}</Text>
        </Card>
      ))}
    </CardGrid>
  );
  return (
    <>
      {headingLevel === 2 ? (
        <Section id="partners" title="Partner With Us" intro="We work with organisations across Nigeria. Tell us about yours.">
          {cards}
        </Section>
      ) : (
        cards
      )}
      <Modal open={partnerType !== null} onClose={close} title={partnerType ? `Partner with Us: ${partnerType}` : 'Partner with Us'}>
        {partnerType ? <PartnershipEnquiryForm key={partnerType} partnerType={partnerType} onDone={close} /> : null}
      </Modal>
    </>
  );
}
