// One service of the admin list: name and icon, its facts, the availability switch and View / Edit / Delete.
import type { AdminService } from '../../../../shared/services/service-form.ts';
import { formatDuration, formatLkr } from '../../../../shared/utils/format.ts';
import ItemButton from '../shared/ItemButton.tsx';
import ItemTop from '../shared/ItemTop.tsx';

interface Props {
  service: AdminService;
  busy: boolean;
  onToggle: () => void;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export default function ServiceItem({ service, busy, onToggle, onView, onEdit, onDelete }: Props) {
  return (
    <li className="as-item">
      <ItemTop
        title={
          <>
            <span aria-hidden="true">{service.icon}</span> {service.name}
          </>
        }
        aside={
          <button
            type="button"
            role="switch"
            className="as-switch"
            aria-checked={service.available}
            aria-label={`${service.name} available for booking`}
            disabled={busy}
            onClick={onToggle}
          >
            <span className="as-switch__track" aria-hidden="true" />
            {service.available ? 'Available' : 'Unavailable'}
          </button>
        }
      >
        <ul className="as-meta">
          <li>{service.category}</li>
          <li>{formatDuration(service.duration)}</li>
          <li>{formatLkr(service.price)}</li>
          {service.featured && <li>Featured</li>}
        </ul>
      </ItemTop>
      <p className="as-excerpt">{service.description}</p>
      <div className="as-actions">
        <ItemButton label="View" name={`View ${service.name}`} onClick={onView} />
        <ItemButton label="Edit" name={`Edit ${service.name}`} onClick={onEdit} />
        <ItemButton label="Delete" name={`Delete ${service.name}`} variant="btn-danger" onClick={onDelete} />
      </div>
    </li>
  );
}
