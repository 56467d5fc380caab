import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules are only as good as eslint.config.js keeps them: these samples are linted in
// memory under a path inside the project, so a zone that stops matching or a rule that is turned
// off fails here instead of letting the layers drift in silence. The imported files are real ones
// (a boundary rule only judges an import it can resolve).
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.js' });

async function findings(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => ({ rule: message.ruleId, text: message.message }));
}

const boundary = expect.objectContaining({ rule: 'import-x/no-restricted-paths' });

describe('the layer boundaries', () => {
  it.each([
    ['a machine imports a screen', 'machines/probe.ts', "import { WizardShell } from '../src/screens/wizard/wizard-shell';"],
    ['a machine imports the API client', 'machines/probe.ts', "import { dataOf } from '../src/api/data-of';"],
    ['a machine imports a component', 'machines/probe.ts', "import { PLAN_CATALOGUE } from '../src/components/plan-catalogue';"],
    ['the calls layer imports the app', 'src/api/probe.ts', "import { notifyError } from '../app/notify';"],
    ['a component imports a screen', 'src/components/probe.tsx', "import { LandingScreen } from '../screens/landing/landing-screen';"],
    ['an app file other than the router imports a screen', 'src/app/layout/probe.tsx', "import { LandingScreen } from '../../screens/landing/landing-screen';"],
    ['a screen imports another screen folder', 'src/screens/moderation/probe.tsx', "import { PropertyViewScreen } from '../listings/property-view-screen';"],
    ['the server imports a machine', 'src/server/modules/probe.ts', "import { sessionMachine } from '../../../machines/session.machine';"],
    ['the server imports the app, even a type', 'src/server/probe.ts', "import type { AppSession } from '../app/app-session';"],
    ['shared code imports the server', 'src/shared/probe.ts', "import { loadConfig } from '../server/config';"],
    ['shared code imports a machine', 'src/shared/probe.ts', "import { sessionMachine } from '../../machines/session.machine';"],
  ])('refuses it when %s', async (_case, filePath, code) => {
    expect(await findings(filePath, code)).toContainEqual(boundary);
  });

  it.each([
    ['a machine imports src/shared and the contract', 'machines/probe.ts', "import { API_MESSAGES } from '../src/shared/api-messages';\nimport type { components } from '../openapi/schema';"],
    ['the server imports src/shared', 'src/server/probe.ts', "import { API_MESSAGES } from '../shared/api-messages';"],
    ['the router (the composition root) imports a screen', 'src/app/router.tsx', "import { LandingScreen } from '../screens/landing/landing-screen';"],
    ['a screen imports the app, the calls, machines and components', 'src/screens/landing/probe.tsx', "import { notifyError } from '../../app/notify';\nimport { dataOf } from '../../api/data-of';\nimport { sessionMachine } from '../../../machines/session.machine';\nimport { PLAN_CATALOGUE } from '../../components/plan-catalogue';"],
    ['listings imports moderation along its one allowed edge', 'src/screens/listings/probe.tsx', "import { ModerationPanel } from '../moderation/moderation-panel';"],
  ])('allows it when %s', async (_case, filePath, code) => {
    expect(await findings(filePath, code)).toEqual([]);
  });
});

describe('import cycles', () => {
  // calendar-months.ts imports reservation-dates.ts: a reservation-dates.ts that imports it back closes the loop.
  it('refuses a module that imports a module that imports it', async () => {
    const code = "import { monthsRange } from './calendar-months';\nexport const range = monthsRange;";
    expect(await findings('src/shared/reservation-dates.ts', code)).toContainEqual(expect.objectContaining({ rule: 'import-x/no-cycle' }));
  });

  it('leaves a cycle through a type-only import alone, since it is gone at run time', async () => {
    const code = "import type { monthsRange } from './calendar-months';\nexport type Range = ReturnType<typeof monthsRange>;";
    expect(await findings('src/shared/reservation-dates.ts', code)).toEqual([]);
  });
});

describe('pure machines', () => {
  it.each([
    ['reads storage', "export const saved = () => localStorage.getItem('draft');", 'no-restricted-globals'],
    ['calls the network', "export const load = () => fetch('/api/v1/plans');", 'no-restricted-globals'],
    ['touches the page', 'export const title = () => document.title;', 'no-restricted-globals'],
    ['imports React', "import { useState } from 'react';\nexport const hook = useState;", 'no-restricted-imports'],
  ])('refuses a machine that %s', async (_case, code, rule) => {
    expect(await findings('machines/probe.ts', code)).toContainEqual(expect.objectContaining({ rule }));
  });

  it('leaves the same code alone in the app layer, where effects belong', async () => {
    expect(await findings('src/app/probe.ts', "export const saved = () => localStorage.getItem('draft');")).toEqual([]);
  });
});

describe('no untranslated text in the interface (issue 27)', () => {
  const untranslated = expect.objectContaining({ rule: 'no-restricted-syntax' });

  it.each([
    ['a sentence written into JSX', 'export const Probe = () => <p>Your calendar is empty</p>;'],
    ['an English aria-label', 'export const Probe = () => <button aria-label="Close">×</button>;'],
    ["an English label on the app's own field", 'export const Probe = () => <FormField label="Guest name" />;'],
  ])('refuses %s', async (_case, code) => {
    expect(await findings('src/screens/landing/probe.tsx', code)).toContainEqual(untranslated);
  });

  it.each([
    ['text inside <Trans>, nested elements too', "import { Trans } from '@lingui/react/macro';\nexport const Probe = () => <Trans>Read the <a href=\"/terms\">terms</a></Trans>;"],
    ['a translated attribute, a symbol and a number', "import { useLingui } from '@lingui/react/macro';\nexport const Probe = () => {\n  const { t } = useLingui();\n  return <button aria-label={t`Close`} className=\"close\">× 2</button>;\n};"],
  ])('allows %s', async (_case, code) => {
    expect(await findings('src/components/probe.tsx', code)).toEqual([]);
  });
});
