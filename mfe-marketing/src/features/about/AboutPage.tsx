// About (spec §1): mission, what we offer, our values and the team of four.
import styled from 'styled-components';
import { Link } from '@spotless/shared-ui/router';
import { Avatar, Card, Container, Heading, LinkButton, Text } from '@spotless/shared-ui';
import { TEAM_SIZE } from '@spotless/shared-data';
import { CardGrid } from '../../components/Section';
import { PageIntro } from '../../components/PageIntro';

export const OFFER = [
  { title: 'One-off cleaning', text: 'Domestic, office, post-construction, move-in/move-out and event cleaning, booked in minutes.' },
  { title: 'Quotes from several cleaners', text: 'Describe the job once and compare offers from verified cleaners in naira.' },
  { title: 'Subscriptions', text: 'Weekly, bi-weekly or monthly visits at a fixed monthly price, with a standby cleaner.' },
  { title: 'Work for cleaners', text: 'Independent cleaners find clients near them, bid on jobs and are paid per completed service.' },
] as const;

export const VALUES = [
  { title: 'Trust', text: 'Every cleaner is verified before their first job, and every review comes from a real booking.' },
  { title: 'Fairness', text: 'Clear prices for clients and fair pay for cleaners, agreed before the work starts.' },
  { title: 'Respect', text: 'For your home, your time and your personal data.' },
  { title: 'Reliability', text: 'If a cleaner cannot make it, a standby replacement can.' },
] as const;

export const TEAM = [
  { name: 'Adaeze Okafor', role: 'Co-founder and Chief Executive', bio: 'Built operations teams in Lagos for a decade before starting Spotless.' },
  { name: 'Tunde Bakare', role: 'Co-founder and Head of Technology', bio: 'Leads the engineers who build the marketplace and keep your data safe.' },
  { name: 'Ngozi Eze', role: 'Head of Cleaner Success', bio: 'Runs verification and training for our cleaners from the Owerri branch.' },
  { name: 'Ibrahim Musa', role: 'Head of Client Experience', bio: 'Makes sure every booking, from Abuja to Port Harcourt, ends well.' },
] as const satisfies readonly { name: string; role: string; bio: string }[];

const Block = styled.section`
  margin-top: ${({ theme }) => theme.token.sizeXL}px;
`;

const Member = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.token.sizeSM}px;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.token.sizeXS}px;
`;

export default function AboutPage() {
  if (TEAM.length !== TEAM_SIZE) throw new Error('The about page shows a team of four (spec §9).');
  return (
    <PageIntro>
      <Container>
        <Heading level={1}>About Us</Heading>
        <Block aria-labelledby="mission-title">
          <Heading level={2} id="mission-title">
            Our Mission
          </Heading>
          <Text>
            Our mission is to make finding a reliable cleaner in Nigeria simple and safe: every cleaner on Spotless is
            verified before they can take a job, and every price is agreed up front in naira. We started in Lagos, have
            a branch in Owerri, and serve clients in every state.
          </Text>
        </Block>
        <Block aria-labelledby="offer-title">
          <Heading level={2} id="offer-title">
            What We Offer
          </Heading>
          <CardGrid $min={220}>
            {OFFER.map((item) => (
              <Card key={item.title} as="li" title={item.title} titleLevel={3}>
                <Text size="sm">{item.text}</Text>
              </Card>
            ))}
          </CardGrid>
        </Block>
        <Block aria-labelledby="values-title">
          <Heading level={2} id="values-title">
            Our Values
          </Heading>
          <CardGrid $min={220}>
            {VALUES.map((item) => (
              <Card key={item.title} as="li" title={item.title} titleLevel={3}>
                <Text size="sm">{item.text}</Text>
              </Card>
            ))}
          </CardGrid>
        </Block>
        <Block aria-labelledby="team-title">
          <Heading level={2} id="team-title">
            Our Team
          </Heading>
          <CardGrid $min={240} aria-label="Our team">
            {TEAM.map((member) => (
              <Card key={member.name} as="li">
                <Member>
                  <Avatar name={member.name} size={56} decorative />
                  <div>
                    <Heading level={3} size={5}>
                      {member.name}
                    </Heading>
                    <Text size="sm" tone="secondary">
                      {member.role}
                    </Text>
                  </div>
                </Member>
                <Text size="sm">{member.bio}</Text>
              </Card>
            ))}
          </CardGrid>
        </Block>
        <Block>
          <LinkButton as={Link} to="/register">
            Join Spotless
          </LinkButton>
        </Block>
      </Container>
    </PageIntro>
  );
}
