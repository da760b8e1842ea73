import { formatDuration, formatLkr } from '../../../../lib/format.ts';
import type { Service } from '../../../../shared/services/service.ts';
import Modal from '../shared/Modal.tsx';

export default function ServiceView({
  service,
  onEdit,
  onClose,
}: {
  service: Service;
  onEdit?: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title={service.name}
      onClose={onClose}
      wide
      footer={
        <>
          {onEdit && (
            <button type="button" className="btn btn-primary" onClick={onEdit}>
              Edit
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {service.image_url && <img className="as-image-preview" src={service.image_url} alt="" />}
      <dl className="as-details">
        <dt>Icon</dt>
        <dd>{service.icon}</dd>
        <dt>Subtitle</dt>
        <dd>{service.subtitle || '—'}</dd>
        <dt>Category</dt>
        <dd>{service.category}</dd>
        <dt>Duration</dt>
        <dd>{formatDuration(service.duration)}</dd>
        <dt>Price</dt>
        <dd>{formatLkr(service.price)}</dd>
        <dt>Sessions</dt>
        <dd>{service.sessions || '—'}</dd>
        <dt>Status</dt>
        <dd>
          {service.available ? 'Available' : 'Unavailable'}
          {service.featured ? ', featured' : ''}
        </dd>
        <dt>Description</dt>
        <dd>{service.description}</dd>
        <dt>Long description</dt>
        <dd>{service.long_description || '—'}</dd>
        <dt>Benefits</dt>
        <dd>
          {service.benefits.length === 0 ? (
            '—'
          ) : (
            <ul>
              {service.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </Modal>
  );
}
