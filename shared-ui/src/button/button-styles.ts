import { css } from 'styled-components';

/** Visual variants shared by {@link Button} and {@link LinkButton}. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
/** Sizes shared by {@link Button} and {@link LinkButton}. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Transient style props; `$` keeps them off the DOM. */
export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block: boolean;
}

/** Button look, shared so a link styled as a button matches a real button exactly. */
export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.token.sizeXS}px;
  min-height: ${({ theme, $size }) => ({ sm: 32, md: theme.token.controlHeight, lg: 48 })[$size]}px;
  padding: 0 ${({ theme, $size }) => ({ sm: theme.token.sizeSM, md: theme.token.size, lg: theme.token.sizeLG })[$size]}px;
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.token.fontSizeSM : theme.token.fontSize)}px;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  border: 1px solid transparent;
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease;

  ${({ theme, $variant }) => {
    const t = theme.token;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${t.colorPrimary};
          color: ${t.colorTextLightSolid};
          &:hover:not(:disabled) { background: ${t.colorPrimaryHover}; }
          &:active:not(:disabled) { background: ${t.colorPrimaryActive}; }
        `;
      case 'danger':
        return css`
          background: ${t.colorError};
          color: ${t.colorTextLightSolid};
          &:hover:not(:disabled) { background: ${t.colorErrorText}; }
        `;
      case 'secondary':
        return css`
          background: ${t.colorBgContainer};
          color: ${t.colorPrimary};
          border-color: ${t.colorPrimary};
          &:hover:not(:disabled) { background: ${t.colorPrimaryBg}; }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${t.colorText};
          border-color: ${t.colorBorder};
          &:hover:not(:disabled) { background: ${t.colorBgLayout}; }
        `;
      case 'link':
        return css`
          background: transparent;
          color: ${t.colorLink};
          padding: 0;
          min-height: 0;
          text-decoration: underline;
        `;
    }
  }}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
