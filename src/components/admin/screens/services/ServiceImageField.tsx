// The service's image: a preview, a file input that checks the file here before uploading it (the server checks it
// again), and a button to remove it. While the upload runs the form cannot be saved.
import { showToast } from '../../../../shared/utils/toast-store.ts';
import type { AdminActions } from '../../use-admin-data.ts';
import { checkImageFile, uploadServiceImage } from './upload-image.ts';

interface Props {
  imageUrl: string | null;
  error: string | undefined;
  /** The form's upload, busy while it runs: the form cannot be saved meanwhile. */
  upload: AdminActions;
  onChange: (url: string | null) => void;
}

export default function ServiceImageField({ imageUrl, error, upload, onChange }: Props) {
  async function chooseImage(file: File | undefined) {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      showToast({ type: 'error', ...problem });
      return;
    }
    await upload.run({ send: () => uploadServiceImage(file), failure: 'Failed to upload image', onSuccess: onChange });
  }

  return (
    <div className="field as-span">
      <label htmlFor="service-image">Image</label>
      {imageUrl && <img className="as-image-preview" src={imageUrl} alt="" />}
      <input
        id="service-image"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        disabled={upload.busy}
        onChange={(event) => {
          void chooseImage(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p className="field-hint" aria-live="polite">
        {upload.busy ? 'Uploading...' : 'PNG, JPEG, WebP or GIF, at most 5MB.'}
      </p>
      {imageUrl && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange(null)}>
          Remove image
        </button>
      )}
      {error && (
        <p className="field-error" id="service-image_url-error">
          {error}
        </p>
      )}
    </div>
  );
}
