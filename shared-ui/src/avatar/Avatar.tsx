import { useState } from 'react';
import styled from 'styled-components';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Picture URL; missing or failing pictures fall back to the default avatar. */
  src?: string | null;
  /** Person's name: the image's alt text and the source of the initials. */
  name?: string | null;
  /** Diameter in px. */
  size?: number;
  /** Set when a visible name sits next to the avatar, so screen readers do not hear it twice. */
  decorative?: boolean;
}

const Round = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.token.colorPrimaryBg};
  color: ${({ theme }) => theme.token.colorPrimaryActive};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 70%;
    height: 70%;
  }
`;

/** Up to two initials from a name ("Ada Obi" → "AO"). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

function DefaultPicture() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5z" />
    </svg>
  );
}

/** Round profile picture with the spec's default avatar (initials, or a silhouette) when there is no picture. */
export function Avatar({ src, name, size = 40, decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const label = name ? name : 'User';
  const showImage = Boolean(src) && failed !== src;
  const initials = initialsOf(name);
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img' as const, 'aria-label': label };
  return (
    <Round $size={size} {...(showImage ? {} : a11y)}>
      {showImage ? (
        <img src={src ?? undefined} alt={decorative ? '' : label} onError={() => setFailed(src ?? null)} />
      ) : initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <DefaultPicture />
      )}
    </Round>
  );
}
