import type { Handlers } from '../../handler-types';
import { disableTwoStep } from './disable-two-step';
import { enableTwoStep } from './enable-two-step';
import { getTwoStep } from './get-two-step';
import { startTwoStepSetup } from './start-two-step-setup';
import { verifyTwoStepSignIn } from './verify-two-step-sign-in';

/** Two-step verification: setting it up, turning it off, and the second step of a sign-in. */
export const twoStepHandlers = {
  verifyTwoStepSignIn: async (request, reply) =>
    verifyTwoStepSignIn(request.server.deps, { reply, log: request.log, ip: request.ip, body: request.body }),
  getTwoStep: async (request) => getTwoStep(request.server.deps, request.user!.id),
  startTwoStepSetup: async (request) => startTwoStepSetup(request.server.deps, request.user!.id),
  enableTwoStep: async (request) =>
    enableTwoStep(request.server.deps, { userId: request.user!.id, sessionId: request.user!.sessionId, ip: request.ip, body: request.body, log: request.log }),
  disableTwoStep: async (request) =>
    disableTwoStep(request.server.deps, { userId: request.user!.id, sessionId: request.user!.sessionId, ip: request.ip, body: request.body, log: request.log }),
} satisfies Partial<Handlers>;
