import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Accordion from '@radix-ui/react-accordion';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { UnitEditorEvent } from '../../../../machines/unit-editor.machine';
import type { FieldMessage, WizardUnitEditorRef } from '../../../../machines/wizard.machine';
import { textIn, type UiText } from '../../../../machines/ui-text';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { amenityCategoryName, amenityName, bedTypeName, unitCategoryName } from '../../../components/reference-names';
import { FieldShell, FormAlert, FormField } from '../../../components/form-field';
import formStyles from '../../../components/form-controls.module.css';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import type { Currency } from '../../../shared/listing-property-schemas';
import { formatMoney } from '../../../shared/format';
import { listingCurrency, listingNightlyPrice } from './property-step-values';
import { Fieldset } from '../../../components/fieldset';
import { NumberField, problemOfList, ReferenceGate } from './step-fields';
import styles from './step-forms.module.css';
import { amenityCategories, bedroomTypes, unitCategories, type AmenityCategory } from './unit-reference-lists';
import { blankBed, listingUnits, type BedroomValues, type ListingUnit, type UnitsStepValues, type UnitValues } from '../../../../machines/unit-values';
import unitStyles from './unit-step.module.css';

type NamedItem = { id: number; name: string };

type UnitsEditorProps = StepBodyProps<UnitsStepValues> & { isRoomOrHomeStay: boolean };

/**
 * The units steps (unit/01 entire places, unit/02 rooms and homestays): the saved units and one
 * unit's form. The wizard runs the editor (machines/unit-editor.machine.ts) as its child and keeps
 * it in step with the listing; this only renders it.
 */
export function UnitsEditor({ unitEditor, ...props }: UnitsEditorProps) {
  return unitEditor ? <UnitsEditorView {...props} actor={unitEditor} /> : null;
}

function UnitsEditorView({ listing, issues, isRoomOrHomeStay, actor }: Omit<UnitsEditorProps, 'unitEditor'> & { actor: WizardUnitEditorRef }) {
  const { t, i18n } = useLingui();
  const rootRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const currency = listingCurrency(listing);
  const send = (event: UnitEditorEvent) => actor.send(event);
  const state = useSelector(actor, (s) => s.value as string);
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  const editing = context.editing;

  // Keyboard users land on the form when it opens and on Add unit when it closes.
  const previous = useRef(state);
  useEffect(() => {
    const was = previous.current;
    previous.current = state;
    if (state === 'editing' && was === 'list') rootRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
    if (state === 'list' && (was === 'saving' || was === 'editing' || was === 'deleting')) addRef.current?.focus();
  }, [state]);

  const units = listingUnits(context.listing);
  const deleting = units.find((unit) => unit.id === context.deletingId) ?? null;
  const wizardProblem = problemOf(issues, 'unitEditor') ?? problemOf(issues, 'units');
  const deletingName = deleting?.name;

  return (
    <div ref={rootRef} className={styles.stack}>
      {state === 'conflict' || state === 'reloading' ? (
        <div role="alert" className={unitStyles.conflict}>
          <p>{textIn(i18n, context.error)}</p>
          <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => send({ type: 'unit.reload' })}>
            <Trans>Reload</Trans>
          </button>
        </div>
      ) : null}

      {editing && state !== 'list' ? (
        <UnitForm
          values={editing.values}
          isNew={editing.unitId === null}
          isRoomOrHomeStay={isRoomOrHomeStay}
          currency={currency}
          listingPrice={listingNightlyPrice(listing)}
          issues={context.issues}
          error={context.issues.length === 0 && state === 'editing' ? context.error : null}
          wizardProblem={problemOf(issues, 'unitEditor')}
          busy={busy || state === 'conflict'}
          onChange={(next) => send({ type: 'unit.change', values: next })}
          onSave={() => send({ type: 'unit.save' })}
          onDiscard={() => send({ type: 'unit.discard' })}
        />
      ) : (
        <section aria-labelledby="units-heading" className={styles.stack}>
          <h2 id="units-heading" className={styles.sectionTitle}>
            {isRoomOrHomeStay ? t`Your rooms` : t`Your units`}
          </h2>
          {units.length === 0 ? (
            <p className={styles.note}>
              {isRoomOrHomeStay
                ? t`Add the room guests book: its name, beds, guests and price per night.`
                : t`Add each unit guests can book, e.g. "Whole villa", or each apartment of a building.`}
            </p>
          ) : (
            <ul className={unitStyles.list}>
              {units.map((unit) => (
                <UnitRow
                  key={unit.id}
                  unit={unit}
                  currency={currency}
                  busy={busy}
                  onEdit={() => send({ type: 'unit.edit', unitId: unit.id })}
                  onDelete={() => send({ type: 'unit.delete', unitId: unit.id })}
                />
              ))}
            </ul>
          )}
          {context.error && state === 'list' ? <FormAlert message={context.error} /> : null}
          <FormAlert message={wizardProblem && !editing ? wizardProblem : null} />
          <div>
            <button ref={addRef} type="button" name="units" className="btn btn-outline" disabled={busy} onClick={() => send({ type: 'unit.add' })}>
              {isRoomOrHomeStay ? t`Add room` : t`Add unit`}
            </button>
          </div>
        </section>
      )}

      {/* The dialog is portalled, but its submit would still bubble (React tree) to the wizard's form. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <ConfirmDialog
          open={state === 'confirmingDelete' || state === 'deleting'}
          title={deletingName ? t`Delete ${deletingName}?` : isRoomOrHomeStay ? t`Delete this room?` : t`Delete this unit?`}
          busy={state === 'deleting'}
          onConfirm={() => send({ type: 'unit.confirm' })}
          onCancel={() => send({ type: 'unit.cancel' })}
        >
          <p>
            <Trans>Its beds, guests and amenities are removed from your listing.</Trans>
          </p>
        </ConfirmDialog>
      </div>
    </div>
  );
}

function UnitRow({ unit, currency, busy, onEdit, onDelete }: { unit: ListingUnit; currency: Currency; busy: boolean; onEdit: () => void; onDelete: () => void }) {
  const beds = unit.bedrooms.reduce((sum, bedroom) => sum + bedroom.beds.reduce((n, bed) => n + bed.count, 0), 0);
  const bedrooms = unit.bedrooms.length;
  const { t } = useLingui();
  const name = unit.name;
  const guests = unit.guestCount;
  const price = unit.pricePerNight !== null ? formatMoney(unit.pricePerNight, currency) : null;
  const facts = t`${plural(bedrooms, { one: '# bedroom', other: '# bedrooms' })} · ${plural(beds, { one: '# bed', other: '# beds' })} · ${plural(guests, { one: '# guest', other: '# guests' })}`;
  return (
    <li className={unitStyles.unit}>
      <div className={unitStyles.unitText}>
        <span className={unitStyles.unitName}>{unit.name}</span>
        <span className={unitStyles.unitFacts}>
          {facts}
          {price !== null ? ` · ${t`${price} per night`}` : ''}
        </span>
        <span className={unitStyles.badge} data-complete={unit.complete ? 'true' : 'false'}>
          {unit.complete ? t`Complete` : t`Incomplete`}
        </span>
      </div>
      <div className={unitStyles.unitActions}>
        <button type="button" className="btn btn-outline btn-small" disabled={busy} aria-label={t`Edit ${name}`} onClick={onEdit}>
          <Trans>Edit</Trans>
        </button>
        <button type="button" className="btn btn-danger btn-small" disabled={busy} aria-label={t`Delete ${name}`} onClick={onDelete}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}

type UnitFormProps = {
  values: UnitValues;
  isNew: boolean;
  isRoomOrHomeStay: boolean;
  currency: string;
  /** The property's nightly price: the listing's "from" price, which no room may undercut. */
  listingPrice: number | null;
  issues: FieldMessage[];
  error: UiText | null;
  wizardProblem: string | null;
  busy: boolean;
  onChange: (values: UnitValues) => void;
  onSave: () => void;
  onDiscard: () => void;
};

function UnitForm({ values, isNew, isRoomOrHomeStay, currency, listingPrice, issues, error, wizardProblem, busy, onChange, onSave, onDiscard }: UnitFormProps) {
  const categories = useReference(unitCategories);
  const beds = useReference(bedroomTypes);
  const amenities = useReference(amenityCategories);
  const set = (patch: Partial<UnitValues>) => onChange({ ...values, ...patch });
  const setBedroom = (index: number, bedroom: BedroomValues) => set({ bedrooms: values.bedrooms.map((b, i) => (i === index ? bedroom : b)) });
  const { t, i18n } = useLingui();
  const name = values.name;
  const heading = isNew
    ? isRoomOrHomeStay
      ? t`New room`
      : t`New unit`
    : name
      ? t`Edit ${name}`
      : isRoomOrHomeStay
        ? t`Edit room`
        : t`Edit unit`;
  const listingPriceText = listingPrice === null ? null : formatMoney(listingPrice, currency as Currency);

  return (
    <section
      aria-labelledby="unit-form-heading"
      className={`${styles.panel} ${unitStyles.form}`}
      onKeyDown={(event) => {
        // Enter in a field saves the unit instead of submitting the wizard's form (Next).
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'text') {
          event.preventDefault();
          if (!busy) onSave();
        }
      }}
    >
      <h2 id="unit-form-heading" className={styles.sectionTitle}>
        {heading}
      </h2>
      <FormField
        label={isRoomOrHomeStay ? t`Room name` : t`Unit name`}
        name="name"
        value={values.name}
        maxLength={100}
        autoComplete="off"
        placeholder={isRoomOrHomeStay ? t`e.g. Garden double room` : t`e.g. Whole villa`}
        error={problemOf(issues, 'name')}
        onValueChange={(name) => set({ name })}
      />
      {isRoomOrHomeStay ? null : (
        <ReferenceGate list={categories} what={t`kinds of unit`}>
          {(items) => (
            <FieldShell label={t`Kind of unit`} error={problemOf(issues, 'unitCategoryId')}>
              {({ inputId, describedBy, invalid }) => (
                <select
                  id={inputId}
                  name="unitCategoryId"
                  className={formStyles.input}
                  value={values.unitCategoryId ?? ''}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => set({ unitCategoryId: event.target.value === '' ? null : Number(event.target.value) })}
                >
                  <option value="">{t`Choose…`}</option>
                  {items.map((item) => (
                    <option key={item.id} value={item.id}>
                      {unitCategoryName(i18n, item)}
                    </option>
                  ))}
                </select>
              )}
            </FieldShell>
          )}
        </ReferenceGate>
      )}

      <ReferenceGate list={beds} what={t`bed types`}>
        {(bedTypes) => (
          <Fieldset legend={isRoomOrHomeStay ? t`Beds in the room` : t`Bedrooms and beds`} error={problemOf(issues, 'bedrooms')}>
            <div className={styles.stack}>
              {values.bedrooms.map((bedroom, index) => (
                <BedroomFields
                  key={index}
                  index={index}
                  bedroom={bedroom}
                  bedTypes={bedTypes}
                  bedroomNumber={isRoomOrHomeStay ? null : index + 1}
                  canRemove={!isRoomOrHomeStay && values.bedrooms.length > 1}
                  issues={issues}
                  onChange={(next) => setBedroom(index, next)}
                  onRemove={() => set({ bedrooms: values.bedrooms.filter((_, i) => i !== index) })}
                />
              ))}
              {isRoomOrHomeStay ? null : (
                <div>
                  <button type="button" name="bedrooms" className="btn btn-outline btn-small" onClick={() => set({ bedrooms: [...values.bedrooms, { beds: [blankBed()] }] })}>
                    <Trans>Add bedroom</Trans>
                  </button>
                </div>
              )}
            </div>
          </Fieldset>
        )}
      </ReferenceGate>

      <div className={styles.pair}>
        <NumberField
          label={t`Guests`}
          name="guestCount"
          integer
          value={values.guestCount}
          hint={isRoomOrHomeStay ? t`How many guests can stay in this room.` : t`How many guests can stay in this unit.`}
          error={problemOf(issues, 'guestCount')}
          onValueChange={(guestCount) => set({ guestCount })}
        />
        {isRoomOrHomeStay ? (
          <NumberField
            label={t`Price per night (${currency})`}
            name="pricePerNight"
            value={values.pricePerNight}
            hint={
              listingPriceText === null
                ? t`What a night in this room costs. Guests see this price.`
                : t`What a night in this room costs. Guests see this price; it cannot be below your listing's "from" price of ${listingPriceText}.`
            }
            error={problemOf(issues, 'pricePerNight')}
            onValueChange={(pricePerNight) => set({ pricePerNight })}
          />
        ) : (
          <NumberField
            label={t`Size in m² (optional)`}
            name="sizeSqm"
            value={values.sizeSqm}
            error={problemOf(issues, 'sizeSqm')}
            onValueChange={(sizeSqm) => set({ sizeSqm })}
          />
        )}
      </div>

      <ReferenceGate list={amenities} what={t`amenities`}>
        {(groups) => (
          <AmenityGroups groups={groups} selected={values.amenityIds} error={problemOfList(issues, 'amenityIds')} onChange={(amenityIds) => set({ amenityIds })} />
        )}
      </ReferenceGate>

      <FormAlert message={error ?? wizardProblem} />
      <div className={unitStyles.formActions}>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={onDiscard}>
          <Trans>Discard</Trans>
        </button>
        <button type="button" name="unitEditor" className="btn btn-primary" disabled={busy} onClick={onSave}>
          {busy ? t`Saving…` : isRoomOrHomeStay ? t`Save room` : t`Save unit`}
        </button>
      </div>
    </section>
  );
}

type BedroomFieldsProps = {
  index: number;
  bedroom: BedroomValues;
  bedTypes: readonly NamedItem[];
  /** The bedroom's number among the unit's bedrooms; null for a room's one set of beds. */
  bedroomNumber: number | null;
  canRemove: boolean;
  issues: FieldMessage[];
  onChange: (bedroom: BedroomValues) => void;
  onRemove: () => void;
};

function BedroomFields({ index, bedroom, bedTypes, bedroomNumber, canRemove, issues, onChange, onRemove }: BedroomFieldsProps) {
  const { t, i18n } = useLingui();
  const path = `bedrooms.${index}`;
  const room = bedroomNumber;
  const setBed = (bedIndex: number, patch: Partial<BedroomValues['beds'][number]>) =>
    onChange({ beds: bedroom.beds.map((bed, i) => (i === bedIndex ? { ...bed, ...patch } : bed)) });
  const body = (
    <>
      {bedroom.beds.map((bed, bedIndex) => {
        const bedPath = `${path}.beds.${bedIndex}`;
        const type = bedIndex + 1;
        const countLabel =
          bedroom.beds.length > 1
            ? room === null
              ? t`Number of beds (type ${type})`
              : t`Number of beds (type ${type}) in bedroom ${room}`
            : room === null
              ? t`Number of beds`
              : t`Number of beds in bedroom ${room}`;
        return (
          <div key={bedIndex} className={unitStyles.bedRow}>
            <FieldShell label={room === null ? t`Bed type ${type}` : t`Bed type ${type} in bedroom ${room}`} error={problemOf(issues, `${bedPath}.bedroomTypeId`)}>
              {({ inputId, describedBy, invalid }) => (
                <select
                  id={inputId}
                  name={`${bedPath}.bedroomTypeId`}
                  className={formStyles.input}
                  value={bed.bedroomTypeId ?? ''}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => setBed(bedIndex, { bedroomTypeId: event.target.value === '' ? null : Number(event.target.value) })}
                >
                  <option value="">{t`Choose…`}</option>
                  {bedTypes.map((type) => (
                    <option key={type.id} value={type.id}>
                      {bedTypeName(i18n, type)}
                    </option>
                  ))}
                </select>
              )}
            </FieldShell>
            <NumberField
              label={countLabel}
              name={`${bedPath}.count`}
              integer
              value={bed.count}
              error={problemOf(issues, `${bedPath}.count`)}
              onValueChange={(count) => setBed(bedIndex, { count })}
            />
            {bedroom.beds.length > 1 ? (
              <button
                type="button"
                className={`btn btn-outline btn-small ${unitStyles.removeBed}`}
                aria-label={room === null ? t`Remove bed type ${type}` : t`Remove bed type ${type} in bedroom ${room}`}
                onClick={() => onChange({ beds: bedroom.beds.filter((_, i) => i !== bedIndex) })}
              >
                <Trans>Remove</Trans>
              </button>
            ) : null}
          </div>
        );
      })}
      {problemOf(issues, `${path}.beds`) ?? problemOf(issues, path) ? <p className={styles.fieldError}>{problemOf(issues, `${path}.beds`) ?? problemOf(issues, path)}</p> : null}
      <div className={styles.actionRow}>
        <button
          type="button"
          name={`${path}.beds`}
          className="btn btn-outline btn-small"
          disabled={bedroom.beds.length >= 10}
          onClick={() => onChange({ beds: [...bedroom.beds, blankBed()] })}
        >
          {room === null ? t`Add bed type` : t`Add bed type in bedroom ${room}`}
        </button>
        {canRemove ? (
          <button type="button" className="btn btn-outline btn-small" onClick={onRemove}>
            {t`Remove bedroom ${room}`}
          </button>
        ) : null}
      </div>
    </>
  );
  if (room === null) return <div className={unitStyles.bedroom}>{body}</div>;
  return (
    <fieldset className={`${styles.fieldset} ${unitStyles.bedroom}`}>
      <legend className={styles.legend}>{t`Bedroom ${room}`}</legend>
      {body}
    </fieldset>
  );
}

function AmenityGroups({ groups, selected, error, onChange }: { groups: readonly AmenityCategory[]; selected: number[]; error: string | null; onChange: (ids: number[]) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Fieldset legend={t`Amenities`} hint={t`Open a group and tick what this unit has.`} error={error}>
      <Accordion.Root type="multiple" className={unitStyles.accordion}>
        {groups.map((group) => {
          const chosen = group.amenities.filter((amenity) => selected.includes(amenity.id)).length;
          return (
            <Accordion.Item key={group.id} value={String(group.id)} className={unitStyles.group}>
              <Accordion.Header className={unitStyles.groupHeader}>
                <Accordion.Trigger className={unitStyles.groupTrigger} name="amenityIds">
                  <span>{amenityCategoryName(i18n, group)}</span>
                  <span className={unitStyles.groupCount}>{chosen > 0 ? t`${chosen} chosen` : ''}</span>
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className={unitStyles.groupContent}>
                <div className={`${styles.options} ${styles.compact}`}>
                  {group.amenities.map((amenity) => {
                    const checked = selected.includes(amenity.id);
                    return (
                      <label key={amenity.id} className={styles.option} data-checked={checked ? 'true' : undefined}>
                        <input
                          type="checkbox"
                          value={amenity.id}
                          checked={checked}
                          onChange={() => onChange(checked ? selected.filter((id) => id !== amenity.id) : [...selected, amenity.id])}
                        />
                        <span className={styles.optionLabel}>{amenityName(i18n, amenity)}</span>
                      </label>
                    );
                  })}
                </div>
              </Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </Fieldset>
  );
}
