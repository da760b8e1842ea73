import type { Form } from '../../../forms/use-form.ts';
import type { ServiceFieldName, ServiceFormState } from './service-form-state.ts';

/** What each group of the service form's fields is given: the form's messages, the values and their setter. */
export interface ServiceFieldsProps {
  form: Form<ServiceFieldName>;
  values: ServiceFormState;
  set: <K extends ServiceFieldName>(key: K, value: ServiceFormState[K]) => void;
}
