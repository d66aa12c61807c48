// Sign In's hero picture: a hand-drawn SVG (about 2 KB in the lazy auth chunk, no image request), decorative.
import styled from 'styled-components';

const Figure = styled.figure`
  margin: 0;
  padding: 24px;
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  background: linear-gradient(160deg, ${({ theme }) => theme.token.colorPrimaryBg}, #ffffff);
  text-align: center;
  svg {
    width: 100%;
    max-width: 420px;
    height: auto;
  }
  figcaption {
    margin-top: 12px;
    font-size: 1.15rem;
    font-weight: 600;
    color: ${({ theme }) => theme.token.colorText};
  }
  @media (max-width: 767px) {
    padding: 12px 16px;
    svg {
      max-width: 180px;
    }
    figcaption {
      font-size: 1rem;
    }
  }
`;

export function SignInHero() {
  return (
    <Figure>
      <svg viewBox="0 0 320 220" aria-hidden="true" focusable="false">
        <rect x="0" y="180" width="320" height="40" rx="8" fill="#dbe8f6" />
        <path d="M70 110 L160 40 L250 110 Z" fill="#0b5cad" />
        <rect x="88" y="106" width="144" height="78" fill="#ffffff" stroke="#0b5cad" strokeWidth="4" />
        <rect x="146" y="134" width="28" height="50" rx="3" fill="#f5b301" />
        <rect x="104" y="122" width="28" height="24" rx="2" fill="#cfe8ff" stroke="#0b5cad" strokeWidth="3" />
        <rect x="188" y="122" width="28" height="24" rx="2" fill="#cfe8ff" stroke="#0b5cad" strokeWidth="3" />
        <g fill="#f5b301">
          <path d="M40 60 l5 12 12 5 -12 5 -5 12 -5 -12 -12 -5 12 -5z" />
          <path d="M272 52 l4 9 9 4 -9 4 -4 9 -4 -9 -9 -4 9 -4z" />
          <path d="M284 140 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3z" />
        </g>
        <g stroke="#0b5cad" strokeWidth="5" strokeLinecap="round">
          <line x1="262" y1="186" x2="292" y2="112" />
        </g>
        <path d="M250 190 q12 -26 24 -8 q10 -16 20 6z" fill="#0b5cad" />
        <circle cx="60" cy="160" r="9" fill="#cfe8ff" />
        <circle cx="46" cy="172" r="6" fill="#cfe8ff" />
        <circle cx="72" cy="176" r="5" fill="#cfe8ff" />
      </svg>
      <figcaption>Spotless homes, trusted cleaners.</figcaption>
    </Figure>
  );
}
