import { Navigate, useParams } from 'react-router-dom';
import { readSessionView } from '../../app/session-view';

export type AdminRedirectPurpose = 'ADMIN_PROPERTY_LISTING' | 'ADMIN_PROPERTY_EDIT' | 'ADMIN_CALENDAR_REDIRECT';

/** Entry points from the admin panel (spec §2). The accounts issue replaces this with a machine. */
export function AdminRedirect({ purpose }: { purpose: AdminRedirectPurpose }) {
  const { propertyId = '' } = useParams();
  const { user } = readSessionView();
  if (!user) return <Navigate to="/login" replace />;
  if (purpose === 'ADMIN_PROPERTY_EDIT') return <Navigate to={`/main/finish/${propertyId}`} replace />;
  if (purpose === 'ADMIN_CALENDAR_REDIRECT') return <Navigate to={`/calendar?propertyId=${propertyId}`} replace />;
  return <Navigate to="/admin-property-listings" replace />;
}
