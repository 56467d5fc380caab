import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../../src/server/db/schema/index';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
});
afterAll(() => t.close());

const payload = (patch: Record<string, unknown> = {}) => ({
  planId: 3,
  name: 'Kamala Subramaniam',
  email: 'kamala@example.lk',
  contactNo: '0771234567',
  countryCode: '+94',
  location: 'Old Park Road, Jaffna',
  links: ['https://www.airbnb.com/rooms/123456'],
  propertyTypeId: 3,
  description: 'Two apartments near the fort; we would like online payments.',
  customerId: host.id,
  ...patch,
});

const send = (body: unknown) =>
  t.inject({ method: 'POST', url: '/api/v1/web/inquiries', headers: t.authFor(host), payload: body as object });

describe('createInquiry', () => {
  it('stores a valid inquiry with the caller and the local number without its leading 0', async () => {
    const response = await send(payload());
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe('Thank you for connecting with us. Your inquiry send successfully');
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, data.id));
    expect(row).toMatchObject({
      userId: host.id,
      customerId: host.id,
      planId: 3,
      propertyTypeId: 3,
      name: 'Kamala Subramaniam',
      contactNo: '771234567',
      countryCode: '+94',
      location: 'Old Park Road, Jaffna',
      links: ['https://www.airbnb.com/rooms/123456'],
    });
  });

  it.each([
    ['name', { name: '' }, 'Name cannot be empty'],
    ['name', { name: '   ' }, 'Name cannot be just spaces'],
    ['email', { email: '' }, 'Email cannot be empty'],
    ['email', { email: 'kamala' }, 'Please enter a valid email address'],
    ['contactNo', { contactNo: '' }, 'Please input the Contact Number'],
    ['contactNo', { contactNo: '1'.repeat(16) }, 'You cannot exceed 15 characters'],
    ['location', { location: '' }, 'Address cannot be empty'],
    ['description', { description: '  ' }, 'Message cannot be just spaces'],
    ['links.0', { links: ['a.lk'] }, 'Minimum 6 characters required'],
  ])('refuses an invalid %s with 422 and the spec message', async (field, patch, message) => {
    const body = expectErrorShape(await send(payload(patch)), 422);
    expect(body.message).toEqual({ [field]: message });
    expect(body.error.error_message).toBe(message);
  });

  it('gives the first problem as error_message when several fields are wrong', async () => {
    const body = expectErrorShape(await send(payload({ name: '', email: '', description: '' })), 422);
    expect(body.error.error_message).toBe('Name cannot be empty');
    expect(Object.keys(body.message as object)).toEqual(['name', 'email', 'description']);
  });

  it('refuses an inquiry about the free Starter plan or an unknown property type', async () => {
    expect(Object.keys(expectErrorShape(await send(payload({ planId: 1 })), 422).message as object)).toEqual(['planId']);
    expect(expectErrorShape(await send(payload({ propertyTypeId: 9999 })), 422).message).toEqual({
      propertyTypeId: 'Property Type cannot be empty',
    });
  });
});
