import type { Handlers } from './handler-types';
import { getCsrfToken } from './modules/auth/get-csrf-token';
import { getCurrentUser } from './modules/auth/get-current-user';
import { logout } from './modules/auth/logout';
import { renewToken } from './modules/auth/renew-token';
import { sendOtp } from './modules/auth/send-otp';
import { signInApple } from './modules/auth/sign-in-apple';
import { signInEmail } from './modules/auth/sign-in-email';
import { signInFacebook } from './modules/auth/sign-in-facebook';
import { signInGoogle } from './modules/auth/sign-in-google';
import { signUpEmail } from './modules/auth/sign-up-email';
import { updatePassword } from './modules/auth/update-password';
import { validateOtp } from './modules/auth/validate-otp';
import { createInquiry } from './modules/inquiries/create-inquiry';
import { checkStarterListing } from './modules/properties/check-starter-listing';
import { createAmenityCategory } from './modules/reference/create-amenity-category';
import { listReference } from './modules/reference/list-reference';
import { getHealth } from './modules/system/get-health';
import { deleteAccommodationUnit } from './modules/units/delete-accommodation-unit';

/**
 * One handler per operationId of openapi/portal.yaml. The contract has already validated the
 * input and the access-control hook the caller (request.user is set on signed-in and admin
 * routes), so each handler only hands the request to its domain function.
 */
export const handlers: Handlers = {
  getHealth: async (request) => getHealth(request.server.deps.db, request.server.deps.dbKind),
  getCsrfToken: async (request) => getCsrfToken(request.server.deps.config.csrfSecret),

  signInEmail: async (request, reply) =>
    signInEmail({ deps: request.server.deps, reply, log: request.log, body: request.body }),
  signInGoogle: async (request) => signInGoogle(request.server.deps.config),
  signInFacebook: async (request) => signInFacebook(request.server.deps.config),
  signInApple: async (request) => signInApple(request.server.deps.config),
  getCurrentUser: async (request) => getCurrentUser(request.server.deps.db, request.user!.id),
  signUpEmail: async () => signUpEmail(),
  sendOtp: async () => sendOtp(),
  validateOtp: async () => validateOtp(),
  updatePassword: async () => updatePassword(),
  renewToken: async (request, reply) => renewToken({ deps: request.server.deps, request, reply, log: request.log }),
  logout: async (request, reply) => logout(request.server.deps, request, reply),

  listPropertyTypes: async (request) => listReference(request.server.deps.reference, 'propertyTypes'),
  listLanguages: async (request) => listReference(request.server.deps.reference, 'languages'),
  listQuestions: async (request) => listReference(request.server.deps.reference, 'questions'),
  listAmenitiesWithCategories: async (request) =>
    listReference(request.server.deps.reference, 'amenitiesWithCategories'),
  createAmenityCategory: async (request, reply) => {
    const { db, reference } = request.server.deps;
    const data = await createAmenityCategory({ db, reference, body: request.body });
    reply.code(201);
    return { message: 'The amenity category was added', data };
  },
  listSharedBathroomTypes: async (request) => listReference(request.server.deps.reference, 'sharedBathroomTypes'),
  listOtherBathroomTypes: async (request) => listReference(request.server.deps.reference, 'otherBathroomTypes'),
  listBedroomTypes: async (request) => listReference(request.server.deps.reference, 'bedroomTypes'),
  listUnitCategories: async (request) => listReference(request.server.deps.reference, 'unitCategories'),
  listHighlights: async (request) => listReference(request.server.deps.reference, 'highlights'),
  listCancellationPolicies: async (request) => listReference(request.server.deps.reference, 'cancellationPolicies'),
  listPlans: async (request) => listReference(request.server.deps.reference, 'plans'),
  listOtherParties: async (request) => listReference(request.server.deps.reference, 'otherParties'),

  checkStarterListing: async (request) => checkStarterListing(request.server.deps.db, request.user!.id),
  deleteAccommodationUnit: async (request) =>
    deleteAccommodationUnit({ db: request.server.deps.db, caller: request.user!, unitId: request.params.id }),
  createInquiry: async (request, reply) => {
    const { db, reference } = request.server.deps;
    const created = await createInquiry({ db, reference, userId: request.user!.id, body: request.body });
    reply.code(201);
    return created;
  },
};
