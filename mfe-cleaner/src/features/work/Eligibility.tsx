// Why a cleaner cannot bid (or accept) right now: unverified → link to verification; pending → under review;
// rejected → resubmit; suspended → told so. The database refuses anyway; this explains it before they try.
import { Link } from '@spotless/shared-ui/router';
import { cleanerWorkEligibility, type MyCleanerProfile } from '@spotless/shared-data/cleaner';
import { Card, Text } from '@spotless/shared-ui';

export function EligibilityNotice({ profile, basePath }: { profile: MyCleanerProfile | undefined; basePath: string }) {
  const eligibility = cleanerWorkEligibility(profile);
  if (eligibility.canBid) return null;
  let body;
  switch (eligibility.reason) {
    case 'suspended':
      body = <Text tone="error">Your account is suspended. You cannot submit bids or accept bookings. Contact support for help.</Text>;
      break;
    case 'pending':
      body = <Text>Your verification is under review. You can bid on requests once an admin has verified your profile.</Text>;
      break;
    case 'rejected':
      body = (
        <Text>
          Your verification was rejected. <Link to={`${basePath}/verification`}>Submit your documents again</Link> to start bidding.
        </Text>
      );
      break;
    case 'unverified':
      body = (
        <Text>
          Only verified cleaners can submit bids. <Link to={`${basePath}/verification`}>Verify your profile</Link> to start bidding.
        </Text>
      );
      break;
    default:
      return null;
  }
  return (
    <div role="status" data-testid="eligibility-notice" style={{ marginBottom: 16 }}>
      <Card>{body}</Card>
    </div>
  );
}
