import { useId, type MouseEvent, type ReactNode } from 'react';
import { Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EndpointAccess } from '@rayyan/contracts';
import { useCan } from './use-can';

export interface PermissionButtonProps extends ButtonProps {
  /** What the action's endpoint requires (its declared access). */
  permission: Exclude<EndpointAccess, 'public'>;
  /** `hide` removes the button for users without the permission; `disable` keeps it, disabled, with the reason as a tooltip. */
  mode?: 'hide' | 'disable';
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
  type?: 'button' | 'submit';
  'data-testid'?: string;
  'aria-label'?: string;
}

/** A button that needs a policy permission (spec 6); without it, hidden or disabled with "You are not authorized…". */
export function PermissionButton({ permission, mode = 'hide', onClick, children, ...rest }: PermissionButtonProps) {
  const { t } = useTranslation('errors');
  const allowed = useCan(permission);
  const reasonId = useId();
  if (allowed) {
    return (
      <Button {...rest} onClick={onClick}>
        {children}
      </Button>
    );
  }
  if (mode === 'hide') return null;
  // data-disabled (not `disabled`) keeps the button focusable and hoverable, so the tooltip reaches
  // keyboard and pointer users alike; aria-disabled tells screen readers it does nothing.
  return (
    <>
      <Tooltip label={t('forbidden_policy')} multiline maw={280} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Button {...rest} data-disabled aria-disabled aria-describedby={reasonId} onClick={(e) => e.preventDefault()}>
          {children}
        </Button>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{t('forbidden_policy')}</VisuallyHidden>
    </>
  );
}
