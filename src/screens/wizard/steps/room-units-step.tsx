import type { StepBodyProps } from '../step-types';
import { UnitsEditor } from './unit-step';
import type { UnitsStepValues } from '../../../../machines/unit-values';

/** unit/02 (rooms and homestays): each room's name, beds, guests, its own nightly price and amenities. */
export function RoomUnitsStep(props: StepBodyProps<UnitsStepValues>) {
  return <UnitsEditor {...props} isRoomOrHomeStay />;
}
