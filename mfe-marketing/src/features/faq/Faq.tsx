// FAQ accordion: the four questions of spec §1; one open at a time, clicking the open one closes it (shared-ui).
import { Accordion } from '@spotless/shared-ui';
import { FAQ_ITEMS } from '@spotless/shared-data';
import { Section } from '../../components/Section';

const ITEMS = FAQ_ITEMS.map((item, i) => ({ id: `faq-${i + 1}`, title: item.question, content: item.answer }));

export function Faq() {
  return (
    <Section id="faq" title="Frequently Asked Questions">
      <Accordion items={ITEMS} headingLevel={3} />
    </Section>
  );
}
