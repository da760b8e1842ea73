// Create and edit a service (docs/product-rules.md "Admin services"): the same zod schema as the server, the agreed
// defaults and messages, benefits one per line, and an image upload checked here and again on the server.
import { type SubmitEvent, useState } from 'react';
import { fieldMessages } from '../../../../shared/field-messages.ts';
import type { Service } from '../../../../shared/services/service.ts';
import {
  NAME_AND_DESCRIPTION_REQUIRED,
  type ServiceFields,
  serviceFieldsSchema,
} from '../../../../shared/services/service-form.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { useForm } from '../../../forms/use-form.ts';
import { ApiError } from '../../admin-api.ts';
import { type AdminAction, useAdminActions } from '../../use-admin-data.ts';
import Modal from '../shared/Modal.tsx';
import ServiceDetailFields from './ServiceDetailFields.tsx';
import ServiceImageField from './ServiceImageField.tsx';
import ServiceTextFields from './ServiceTextFields.tsx';
import type { ServiceFieldsProps } from './service-fields-props.ts';
import {
  initialServiceState,
  SERVICE_FIELD_ORDER,
  type ServiceFieldName,
  type ServiceFormState,
  serviceInput,
} from './service-form-state.ts';

interface Props {
  service?: Service;
  /** The save of these fields; the form stays busy while it runs and shows the server's field errors. */
  onSave: (fields: ServiceFields) => AdminAction<unknown>;
  onClose: () => void;
}

export default function ServiceForm({ service, onSave, onClose }: Props) {
  const [values, setValues] = useState<ServiceFormState>(() => initialServiceState(service));
  const form = useForm<ServiceFieldName>({ idPrefix: 'service', order: SERVICE_FIELD_ORDER, messages: {} });
  const saving = useAdminActions();
  const upload = useAdminActions();
  const set: ServiceFieldsProps['set'] = (key, value) => setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    // Not form.check: a missing name or description also gets the agreed toast, which the server's refusal does not.
    const parsed = serviceFieldsSchema.safeParse(serviceInput(values));
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error);
      form.showErrors(fields);
      if (fields.name || fields.description) {
        showToast({ type: 'error', title: 'Validation error', message: NAME_AND_DESCRIPTION_REQUIRED });
      }
      return;
    }
    form.showErrors({});
    const action = onSave(parsed.data);
    await saving.run({
      ...action,
      onFailure: async (failure) => {
        if (failure instanceof ApiError) form.showErrors(failure.fields);
        await action.onFailure?.(failure);
      },
    });
  }

  return (
    <Modal
      title={service ? `Edit ${service.name}` : 'Add service'}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="service-form" className="btn btn-primary" disabled={saving.busy || upload.busy}>
            {saving.busy ? 'Saving...' : service ? 'Save changes' : 'Create service'}
          </button>
        </>
      }
    >
      <form id="service-form" className="as-form as-form--two" onSubmit={submit} noValidate>
        <ServiceTextFields form={form} values={values} set={set} />
        <ServiceDetailFields form={form} values={values} set={set} />
        <ServiceImageField
          imageUrl={values.image_url}
          error={form.errors.image_url}
          upload={upload}
          onChange={(url) => set('image_url', url)}
        />
      </form>
    </Modal>
  );
}
