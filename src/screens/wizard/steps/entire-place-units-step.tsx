import type { StepBodyProps } from '../step-types';
import { UnitsEditor } from './unit-step';
import type { UnitsStepValues } from '../../../../machines/unit-values';

/** unit/01 (entire places): every unit with its category, bedrooms, guests, size and amenities. */
export function EntirePlaceUnitsStep(props: StepBodyProps<UnitsStepValues>) {
  return <UnitsEditor {...props} isRoomOrHomeStay={false} />;
}
