import { render, screen } from '@testing-library/react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { stepById } from '../../machines/wizard-steps';
import { PlaceMap } from '../../src/components/place-map/place-map';
import { CancellationPolicyStep } from '../../src/screens/wizard/steps/cancellation-policy-step';
import { HighlightsStep } from '../../src/screens/wizard/steps/highlights-step';
import { ImportantInfoStep } from '../../src/screens/wizard/steps/important-info-step';
import { InvoiceStep } from '../../src/screens/wizard/steps/invoice-step';

// Issue 27: the reference items the server sends in English (highlights, cancellation policies,
// other parties, the important-info questions) show in the host's language on the wizard's steps,
// and the map's zoom buttons are titled in it. The lists are the server's seed, as it sends them.
vi.mock('../../src/screens/wizard/reference-lists', async () => {
  const seed = await import('../../src/server/db/seed/reference-data');
  const withIds = <T extends object>(items: readonly T[]) => items.map((item, index) => ({ id: index + 1, ...item }));
  return {
    highlights: async () => withIds(seed.HIGHLIGHTS),
    cancellationPolicies: async () => withIds(seed.CANCELLATION_POLICIES),
    otherParties: async () => withIds(seed.OTHER_PARTIES),
    loadQuestions: async () => withIds(seed.QUESTIONS),
  };
});

async function catalog(locale: 'si' | 'ta'): Promise<I18n> {
  const { messages } = locale === 'si' ? await import('../../src/locales/si/messages.po') : await import('../../src/locales/ta/messages.po');
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** Renders in the given language (inside the setup's English provider, which it overrides). */
function renderIn(i18n: I18n, ui: ReactNode) {
  return render(ui, {
    wrapper: ({ children }) => (
      <I18nProvider i18n={i18n}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nProvider>
    ),
  });
}

const props = <V,>(id: string, values: V) => ({ step: stepById(id)!, listing: null, values, issues: [], onChange: vi.fn() });

describe('reference items in the host’s language', () => {
  it('names the highlights and their descriptions in Tamil', async () => {
    const tamil = await catalog('ta');
    renderIn(tamil, <HighlightsStep {...props('property/13', { highlightIds: [] })} />);
    expect(await screen.findByLabelText(/கடற்கரையோரம்/)).toBeTruthy();
    expect(screen.getByText('மணலிலிருந்து சில அடி தூரத்தில்.')).toBeTruthy();
    expect(screen.queryByText('Beachfront')).toBeNull();
  });

  it('names the cancellation policies and their terms in Sinhala', async () => {
    const sinhala = await catalog('si');
    renderIn(sinhala, <CancellationPolicyStep {...props('final/02', { cancellationPolicyId: null })} />);
    expect(await screen.findByLabelText(/දැඩි/)).toBeTruthy();
    expect(screen.getByText('චෙක්-ඉන් දිනට දින 14කට පෙර දක්වා නොමිලේ අවලංගු කළ හැකිය. ඉන් පසු කිසිවක් ආපසු නොගෙවේ.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'අවලංගු කිරීමේ ප්‍රතිපත්තිය' })).toBeTruthy();
    expect(screen.queryByText('Strict')).toBeNull();
  });

  it('names the other parties of the invoice step in Tamil', async () => {
    const tamil = await catalog('ta');
    renderIn(tamil, <InvoiceStep {...props('final/03', { legalName: '', sameAsProperty: true, invoiceAddress: null, otherPartyIds: [] })} />);
    expect(await screen.findByLabelText(/இணை உரிமையாளர்/)).toBeTruthy();
    expect(screen.getByText(/சொத்துக்கு ஒன்றுக்கு மேற்பட்ட உரிமையாளர்கள் உள்ளனர்/)).toBeTruthy();
    expect(screen.queryByText(/Co-owner/)).toBeNull();
  });

  it('asks the important-information questions, with their hints, in Sinhala', async () => {
    const sinhala = await catalog('si');
    renderIn(sinhala, <ImportantInfoStep {...props('final/04', { answers: [], termsAccepted: false })} />);
    expect(await screen.findByText('අමුත්තන්ට ප්‍රථමාධාර කට්ටලයක් තිබේද?')).toBeTruthy();
    expect(screen.getByText('උදාහරණයක් ලෙස: කරාපිටිය ශික්ෂණ රෝහල, කි.මී. 12 (මෝටර් රථයෙන් මිනිත්තු 25).')).toBeTruthy();
    expect(screen.queryByText(/first aid kit/)).toBeNull();
  });

  it('titles the map’s zoom buttons in Tamil', async () => {
    const tamil = await catalog('ta');
    const settings = { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: { text: 'Map data', url: null }, geocoderUrl: null };
    renderIn(tamil, <PlaceMap settings={settings} latitude={6.03} longitude={80.22} label="Map" />);
    expect(await screen.findByRole('button', { name: 'பெரிதாக்குக' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'சிறிதாக்குக' }).getAttribute('title')).toBe('சிறிதாக்குக');
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  });
});
