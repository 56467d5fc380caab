import { useLingui } from '@lingui/react/macro';
import { PasswordInput } from './password-input';

/** The shape of the machines' password pair (kept here so shared components do not import features). */
type NewPasswordForm = { password: string; confirmPassword: string };

type NewPasswordFieldsProps = {
  values: NewPasswordForm;
  errors: Partial<Record<keyof NewPasswordForm, string>>;
  onChange: (field: keyof NewPasswordForm, value: string) => void;
  /** Sign-up asks for a 'Password'; the reset screens for a 'New password'. */
  label?: string;
  confirmLabel?: string;
};

/** A new password with the rule spelled out as a hint, and its confirmation. */
export function NewPasswordFields({ values, errors, onChange, label, confirmLabel }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <PasswordInput
        label={label ?? t`New password`}
        autoComplete="new-password"
        hint={t`6–50 characters with at least one uppercase letter and one number.`}
        value={values.password}
        error={errors.password}
        onValueChange={(value) => onChange('password', value)}
      />
      <PasswordInput
        label={confirmLabel ?? t`Confirm new password`}
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onValueChange={(value) => onChange('confirmPassword', value)}
      />
    </>
  );
}
