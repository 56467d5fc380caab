import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { contactNumberIsValid, inquiryContactNo } from '../src/shared/inquiry-fields';
import { DEFAULT_COUNTRY_CODE } from '../src/shared/contact-number';
import { emailFormat } from '../src/shared/email';
import { RULE_MESSAGES as M } from '../src/shared/messages';
import { nameCharacters } from '../src/shared/name';
import { nicFormat } from '../src/shared/nic';
import { passwordRule } from '../src/shared/password';
import { isBlank } from '../src/shared/text';
import { plainTexts } from './ui-text';

/**
 * The account forms' rules, composed from src/shared (spec §5 shared validators, word for word).
 * The spec shows no rules for sign-up, sign-in, passwords or the profile beyond those, so the
 * "required" texts below are ours, worded like the spec's own ('Email cannot be empty').
 */
const ACCOUNT_MESSAGES = plainTexts({
  firstNameEmpty: msg`First name cannot be empty`,
  lastNameEmpty: msg`Last name cannot be empty`,
  passwordEmpty: msg`Password cannot be empty`,
  confirmPasswordEmpty: msg`Please confirm your password`,
  passwordsDiffer: msg`Passwords do not match`,
  termsNotAccepted: msg`Please accept the terms and conditions to continue`,
  otpInvalid: msg`Enter the 6-digit code from the email`,
  addressTooLong: msg`Address cannot exceed 300 characters`,
});

const A = ACCOUNT_MESSAGES;

const required = <T extends string>(message: T) =>
  v.pipe(v.string(message), v.check<string, T>((value) => !isBlank(value), message));

const email = v.pipe(required(M.emailEmpty), v.trim(), emailFormat);
const personName = (empty: string) => v.pipe(required(empty), nameCharacters);
const newPassword = v.pipe(required(A.passwordEmpty), passwordRule);

export type FormErrors<F> = Partial<Record<keyof F & string, string>>;

/** The first message of each failing field; {} when the form is valid. */
export function validateForm<F extends Record<string, unknown>>(schema: v.GenericSchema<F>, form: F): FormErrors<F> {
  const result = v.safeParse(schema, form);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FormErrors<F>;
}

// --- Sign-in ---------------------------------------------------------------------------------

export type SignInForm = { email: string; password: string };
export const emptySignInForm = (): SignInForm => ({ email: '', password: '' });
export const signInFormSchema: v.GenericSchema<SignInForm> = v.object({
  email,
  password: required(A.passwordEmpty),
});

// --- Sign-up ---------------------------------------------------------------------------------

export type SignUpForm = {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  contactNo: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

export const emptySignUpForm = (): SignUpForm => ({
  firstName: '',
  lastName: '',
  email: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  contactNo: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
});

export const signUpFormSchema: v.GenericSchema<SignUpForm> = v.pipe(
  v.object({
    firstName: personName(A.firstNameEmpty),
    lastName: personName(A.lastNameEmpty),
    email,
    countryCode: v.string(M.invalidContactNumber),
    contactNo: inquiryContactNo,
    password: newPassword,
    confirmPassword: required(A.confirmPasswordEmpty),
    acceptTerms: v.literal(true, A.termsNotAccepted),
  }),
  v.forward(v.partialCheck([['countryCode'], ['contactNo']], contactNumberIsValid, M.invalidContactNumber), ['contactNo']),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, A.passwordsDiffer),
    ['confirmPassword'],
  ),
);

// --- Email only (forgot password) ------------------------------------------------------------

export type EmailForm = { email: string };
export const emailFormSchema: v.GenericSchema<EmailForm> = v.object({ email });

// --- One-time code ---------------------------------------------------------------------------

export const OTP_LENGTH = 6;
export type OtpForm = { otp: string };
export const otpFormSchema: v.GenericSchema<OtpForm> = v.object({
  otp: v.pipe(v.string(A.otpInvalid), v.regex(/^[0-9]{6}$/, A.otpInvalid)),
});

// --- New password (forgot password, first-time reset) ----------------------------------------

export type NewPasswordForm = { password: string; confirmPassword: string };
export const emptyNewPasswordForm = (): NewPasswordForm => ({ password: '', confirmPassword: '' });
export const newPasswordFormSchema: v.GenericSchema<NewPasswordForm> = v.pipe(
  v.object({ password: newPassword, confirmPassword: required(A.confirmPasswordEmpty) }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, A.passwordsDiffer),
    ['confirmPassword'],
  ),
);

// --- Profile ---------------------------------------------------------------------------------

export type ProfileForm = {
  firstName: string;
  lastName: string;
  countryCode: string;
  contactNo: string;
  nic: string;
  address: string;
};

/** Contact number, NIC and address may be left empty (the profile then shows what is missing). */
export const profileFormSchema: v.GenericSchema<ProfileForm> = v.pipe(
  v.object({
    firstName: personName(A.firstNameEmpty),
    lastName: personName(A.lastNameEmpty),
    countryCode: v.string(M.invalidContactNumber),
    contactNo: v.pipe(v.string(M.invalidContactNumber), v.maxLength(15, M.contactNumberTooLong)),
    nic: v.union([v.literal(''), v.pipe(v.string(M.invalidNic), nicFormat)], M.invalidNic),
    address: v.pipe(v.string(), v.maxLength(300, A.addressTooLong)),
  }),
  v.forward(v.partialCheck([['countryCode'], ['contactNo']], contactNumberIsValid, M.invalidContactNumber), ['contactNo']),
);
