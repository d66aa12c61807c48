// "Sign in with: E-mail | Phone": two toggle buttons (aria-pressed), the chosen one filled.
import styled from 'styled-components';
import { Button } from '@spotless/shared-ui';

export type Method = 'email' | 'phone';

const Group = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin: 0 0 12px;
`;

const LABEL: Record<Method, string> = { email: 'E-mail', phone: 'Phone' };

export function SignInMethod({ value, onChange, label = 'Sign in with' }: { value: Method; onChange: (method: Method) => void; label?: string }) {
  return (
    <Group role="group" aria-label={label}>
      {(['email', 'phone'] as const).map((method) => (
        <Button key={method} variant={value === method ? 'primary' : 'secondary'} aria-pressed={value === method} onClick={() => onChange(method)}>
          {LABEL[method]}
        </Button>
      ))}
    </Group>
  );
}
