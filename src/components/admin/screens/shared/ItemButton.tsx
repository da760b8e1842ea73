// A small button acting on one item of an admin list (View, Approve, Delete…). Its visible label is the bare verb,
// so its accessible name says which item it acts on, as the list repeats the verb on every item.
export type ItemButtonVariant = 'btn-primary' | 'btn-secondary' | 'btn-danger';

interface Props {
  label: string;
  /** The accessible name: the verb with the item it acts on. */
  name: string;
  variant?: ItemButtonVariant;
  disabled?: boolean;
  onClick: () => void;
}

export default function ItemButton({ label, name, variant = 'btn-secondary', disabled, onClick }: Props) {
  return (
    <button type="button" className={`btn ${variant} btn-sm`} disabled={disabled} onClick={onClick} aria-label={name}>
      {label}
    </button>
  );
}
