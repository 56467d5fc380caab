import { msg } from '@lingui/core/macro';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../src/shared/image-uploads';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { DEFAULT_COUNTRY_CODE } from '../src/shared/contact-number';
import { profileFormSchema, validateForm, type FormErrors, type ProfileForm } from './account-forms';
import { failureFields, failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * /profile (DOMAIN.md Accounts): load, edit and save the name, contact number, NIC and address
 * (email read-only), and beside it upload an avatar with progress. Every save tells the session so
 * the navbar's name, avatar and 'Incomplete Profile' note follow.
 */
export type Profile = components['schemas']['Profile'];
export type AvatarPaths = { smallPath: string; largePath: string };

const PROFILE_MESSAGES = {
  saved: msg`Your profile has been updated`,
  avatarSaved: msg`Your photo has been updated`,
  avatarType: msg`Choose a JPEG, PNG or WebP image`,
  avatarSize: msg`Choose an image smaller than 15 MB`,
};


export type ProfileContext = {
  profile: Profile | null;
  form: ProfileForm;
  errors: FormErrors<ProfileForm>;
  tried: boolean;
  loadError: UiText | null;
  serverError: UiText | null;
  file: File | null;
  progress: number;
  avatarError: UiText | null;
};

type UploadEvent =
  | { type: 'profile.avatarProgress'; percent: number }
  | { type: 'profile.avatarUploaded'; paths: AvatarPaths }
  | { type: 'profile.avatarFailed'; error: unknown };

export type ProfileEvent =
  | { type: 'profile.change'; field: keyof ProfileForm; value: string }
  | { type: 'profile.save' }
  | { type: 'profile.retry' }
  | { type: 'profile.pickAvatar'; file: File }
  | UploadEvent;

function formOf(profile: Profile): ProfileForm {
  return {
    firstName: profile.user.firstName,
    lastName: profile.user.lastName,
    countryCode: profile.user.countryCode ?? DEFAULT_COUNTRY_CODE,
    contactNo: profile.user.contactNo ?? '',
    nic: profile.nic ?? '',
    address: profile.address ?? '',
  };
}

const emptyForm = (): ProfileForm => ({ firstName: '', lastName: '', countryCode: DEFAULT_COUNTRY_CODE, contactNo: '', nic: '', address: '' });

export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    getProfile: fromPromise<Profile>(async () => {
      throw new Error('getProfile not provided');
    }),
    updateProfile: fromPromise<Profile, ProfileForm>(async () => {
      throw new Error('updateProfile not provided');
    }),
    /** Sends profile.avatarProgress while uploading, then profile.avatarUploaded or profile.avatarFailed. */
    uploadAvatar: fromCallback<ProfileEvent, { file: File }>(() => {
      throw new Error('uploadAvatar not provided');
    }),
  },
  actions: {
    profileChanged: (_, _profile: Profile) => {},
    avatarChanged: (_, _paths: AvatarPaths) => {},
    toastSuccess: (_, _params: { message: UiText }) => {},
    focusFirstError: () => {},
    change: assign(({ context, event }) => {
      if (event.type !== 'profile.change') return {};
      const form = { ...context.form, [event.field]: event.value };
      return { form, errors: context.tried ? validateForm(profileFormSchema, form) : context.errors, serverError: null };
    }),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateForm(profileFormSchema, context.form)).length === 0,
    fileIsImage: ({ event }) => event.type === 'profile.pickAvatar' && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(event.file.type),
  },
}).createMachine({
  id: 'profile',
  context: {
    profile: null,
    form: emptyForm(),
    errors: {},
    tried: false,
    loadError: null,
    serverError: null,
    file: null,
    progress: 0,
    avatarError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'getProfile',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ profile: event.output, form: formOf(event.output), loadError: null })) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureText(event.error) }) },
      },
    },
    failed: { on: { 'profile.retry': { target: 'loading' } } },
    ready: {
      type: 'parallel',
      states: {
        details: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'profile.change': { actions: 'change' },
                'profile.save': [
                  { guard: 'formIsValid', target: 'saving', actions: assign({ tried: true, errors: {} }) },
                  {
                    actions: [assign({ tried: true, errors: ({ context }) => validateForm(profileFormSchema, context.form) }), 'focusFirstError'],
                  },
                ],
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                src: 'updateProfile',
                input: ({ context: { form } }) => ({ ...form, firstName: form.firstName.trim(), lastName: form.lastName.trim(), address: form.address.trim() }),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign(({ event }) => ({ profile: event.output, form: formOf(event.output) })),
                    { type: 'profileChanged', params: ({ event }) => event.output },
                    { type: 'toastSuccess', params: { message: PROFILE_MESSAGES.saved } },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign({
                    serverError: ({ event }) => failureText(event.error),
                    errors: ({ event }) => failureFields(event.error),
                  }),
                },
              },
            },
          },
        },
        avatar: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'profile.pickAvatar': [
                  {
                    guard: 'fileIsImage',
                    target: 'checkingSize',
                    actions: assign({ file: ({ event }) => event.file, avatarError: null }),
                  },
                  { actions: assign({ avatarError: PROFILE_MESSAGES.avatarType }) },
                ],
              },
            },
            checkingSize: {
              always: [
                { guard: ({ context }) => (context.file?.size ?? 0) <= MAX_IMAGE_BYTES, target: 'uploading' },
                { target: 'idle', actions: assign({ avatarError: PROFILE_MESSAGES.avatarSize, file: null }) },
              ],
            },
            uploading: {
              tags: ['uploading'],
              entry: assign({ progress: 0, avatarError: null }),
              invoke: {
                src: 'uploadAvatar',
                input: ({ context }) => ({ file: context.file as File }),
                // The upload reports its own failure (profile.avatarFailed); one it throws ends here too.
                onError: { target: 'idle', actions: assign({ avatarError: ({ event }) => failureText(event.error), file: null, progress: 0 }) },
              },
              on: {
                'profile.avatarProgress': { actions: assign({ progress: ({ event }) => event.percent }) },
                'profile.avatarUploaded': {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({
                      progress: 100,
                      file: null,
                      profile: context.profile && {
                        ...context.profile,
                        user: { ...context.profile.user, file: { smallPath: event.paths.smallPath } },
                      },
                    })),
                    { type: 'avatarChanged', params: ({ event }) => event.paths },
                    { type: 'toastSuccess', params: { message: PROFILE_MESSAGES.avatarSaved } },
                  ],
                },
                'profile.avatarFailed': {
                  target: 'idle',
                  actions: assign({ avatarError: ({ event }) => failureText(event.error), file: null, progress: 0 }),
                },
              },
            },
          },
        },
      },
    },
  },
});
