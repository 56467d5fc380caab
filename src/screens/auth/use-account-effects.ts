import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { textIn, type UiText } from '../../../machines/ui-text';
import type { SignedInSession } from '../../../machines/session.machine';
import { appSession } from '../../app/app-session';
import { notifyInfo, notifySuccess } from '../../app/notify';

/** Moves focus to the first field the last submit found wrong, once React has drawn the messages. */
export function focusFirstInvalidField(): void {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
    field?.focus();
  });
}

/** The effects every account flow machine is given: session, navigation, toasts, focus. */
export function useAccountEffects() {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  return {
    startSession: (_: unknown, session: SignedInSession) => appSession().send({ type: 'session.signIn', session }),
    navigate: (_: unknown, { to }: { to: string }) => navigate(to, { replace: true }),
    toastSuccess: (_: unknown, { message }: { message: UiText }) => void notifySuccess(textIn(i18n, message)),
    toastInfo: (_: unknown, { message }: { message: UiText }) => void notifyInfo(textIn(i18n, message)),
    focusFirstError: focusFirstInvalidField,
  };
}
