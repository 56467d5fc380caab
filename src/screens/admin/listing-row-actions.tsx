import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import type { AdminPropertyRow } from '../../../machines/admin-listings.machine';
import styles from './admin-listings.module.css';

export type RowAction = { key: 'view' | 'edit' | 'calendar'; label: MessageDescriptor; to: string };

/**
 * Where an admin goes from a row: the property's view, its summary to edit (/main/finish, where an
 * admin may edit in any status) and its calendar. A draft has no calendar yet. Moderation's quick
 * actions (approve, reject, suspend…) join these here.
 */
export function rowActions(property: Pick<AdminPropertyRow, 'id' | 'status'>): RowAction[] {
  const { id, status } = property;
  return [
    { key: 'view', label: msg`View`, to: `/view/${id}` },
    { key: 'edit', label: msg`Edit`, to: `/main/finish/${id}` },
    ...(status === 'draft' ? [] : [{ key: 'calendar' as const, label: msg`Calendar`, to: `/calendar?propertyId=${id}` }]),
  ];
}

/** The actions cell of one row; each link names its property for screen readers. */
export function ListingRowActions({ property, title }: { property: AdminPropertyRow; title: string }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.actions}>
      {rowActions(property).map((action) => {
        const label = i18n._(action.label);
        return (
          <Link key={action.key} to={action.to} aria-label={`${label} ${title}`} className="btn btn-outline btn-small">
            {label}
          </Link>
        );
      })}
    </div>
  );
}
