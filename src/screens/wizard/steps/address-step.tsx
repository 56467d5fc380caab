import { useLingui } from '@lingui/react/macro';
import { FieldShell, FormField } from '../../../components/form-field';
import formStyles from '../../../components/form-controls.module.css';
import { DISTRICT_PROVINCE, districtsOf, isDistrict, SRI_LANKA_PROVINCES, type Province } from '../../../shared/listing-districts';
import { DISTRICT_NAMES, PROVINCE_NAMES } from '../district-names';
import { problemOf, type StepBodyProps } from '../step-types';
import type { AddressValues } from './property-step-values';
import styles from './step-forms.module.css';

const isProvince = (value: string): value is Province => (SRI_LANKA_PROVINCES as readonly string[]).includes(value);

/**
 * property/03: the postal address guests receive after booking. Picking a district fills in its
 * province; picking another province clears a district that is not in it, so the two always agree.
 */
export function AddressStep({ values, issues, onChange }: StepBodyProps<AddressValues>) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<AddressValues>) => onChange({ ...values, ...patch });
  return (
    <div className={styles.stack}>
      <FormField
        label={t`Street address`}
        name="street"
        value={values.street}
        maxLength={200}
        autoComplete="address-line1"
        placeholder={t`e.g. 24/1 Temple Road`}
        hint={t`House number and street, or the lane and village if there is no street name.`}
        error={problemOf(issues, 'street')}
        onValueChange={(street) => set({ street })}
      />
      <FormField
        label={t`City or town`}
        name="city"
        value={values.city}
        maxLength={100}
        autoComplete="address-level2"
        placeholder={t`e.g. Ella`}
        error={problemOf(issues, 'city')}
        onValueChange={(city) => set({ city })}
      />
      <div className={styles.pair}>
        <FieldShell label={t`District`} error={problemOf(issues, 'district')}>
          {({ inputId, describedBy, invalid }) => (
            <select
              id={inputId}
              name="district"
              className={formStyles.input}
              value={values.district}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                const district = event.target.value;
                if (isDistrict(district)) set({ district, province: DISTRICT_PROVINCE[district] });
                else set({ district: '' });
              }}
            >
              <option value="">{t`Choose a district`}</option>
              {SRI_LANKA_PROVINCES.map((province) => (
                <optgroup key={province} label={i18n._(PROVINCE_NAMES[province].group)}>
                  {districtsOf(province).map((district) => (
                    <option key={district} value={district}>
                      {i18n._(DISTRICT_NAMES[district])}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell label={t`Province`} hint={t`Filled in from the district.`} error={problemOf(issues, 'province')}>
          {({ inputId, describedBy, invalid }) => (
            <select
              id={inputId}
              name="province"
              className={formStyles.input}
              value={values.province}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                const province = event.target.value;
                const keepsDistrict = isDistrict(values.district) && DISTRICT_PROVINCE[values.district] === province;
                set({ province: isProvince(province) ? province : '', district: keepsDistrict ? values.district : '' });
              }}
            >
              <option value="">{t`Choose a province`}</option>
              {SRI_LANKA_PROVINCES.map((province) => (
                <option key={province} value={province}>
                  {i18n._(PROVINCE_NAMES[province].name)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      <div className={styles.pair}>
        <FormField
          label={t`Postal code`}
          name="postalCode"
          value={values.postalCode}
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          placeholder={t`e.g. 90090`}
          hint={t`5 digits. Ask at your post office if you are not sure.`}
          error={problemOf(issues, 'postalCode')}
          onValueChange={(postalCode) => set({ postalCode: postalCode.trim() })}
        />
        <FormField
          label={t`Country`}
          name="country"
          value={t`Sri Lanka`}
          readOnly
          hint={t`We list properties in Sri Lanka only.`}
          onValueChange={() => {}}
        />
      </div>
    </div>
  );
}
