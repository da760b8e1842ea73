import type { Service } from '../../../../shared/services/service.ts';
import { formatDuration, formatLkr } from '../../../../shared/utils/format.ts';
import { DetailList } from '../shared/Details.tsx';
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
      <DetailList
        rows={[
          ['Icon', service.icon],
          ['Subtitle', service.subtitle],
          ['Category', service.category],
          ['Duration', formatDuration(service.duration)],
          ['Price', formatLkr(service.price)],
          ['Sessions', service.sessions],
          ['Status', `${service.available ? 'Available' : 'Unavailable'}${service.featured ? ', featured' : ''}`],
          ['Description', service.description],
          ['Long description', service.long_description],
          [
            'Benefits',
            service.benefits.length > 0 && (
              <ul>
                {service.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            ),
          ],
        ]}
      />
    </Modal>
  );
}
