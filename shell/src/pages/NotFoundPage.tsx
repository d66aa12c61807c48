// 404: the path is not ours. Offer the two likeliest ways forward.
import { Link } from '@spotless/shared-ui/router';
import styled from 'styled-components';

const Wrapper = styled.section`
  max-width: 640px;
  margin: 64px auto;
  padding: 0 16px;
  text-align: center;
`;

export function NotFoundPage() {
  return (
    <Wrapper>
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/find-a-cleaner">find a cleaner</Link>.
      </p>
    </Wrapper>
  );
}
