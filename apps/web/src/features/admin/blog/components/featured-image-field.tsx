/** The featured picture: upload one (POST /blog/upload-image) or paste its https:// address; a preview and Remove. */
import { useId, useState } from 'react';
import { inputClasses, labelClasses } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { uploadBlogImage } from '../api/upload-blog-image';

export function FeaturedImageField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadBlogImage(file));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Upload failed. Please try again.', { duration: 3000 });
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClasses}>
        Featured image URL
      </label>
      <input
        id={id}
        value={value}
        maxLength={500}
        placeholder="https://… or upload"
        onChange={(e) => onChange(e.target.value)}
        className={inputClasses}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600">
          {uploading ? 'Uploading…' : 'Upload featured image'}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            disabled={uploading}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </label>
        {value && (
          <button type="button" className="text-sm text-red-700 hover:underline" onClick={() => onChange('')}>
            Remove image
          </button>
        )}
      </div>
      {value && (
        <img
          src={value}
          alt="Featured image preview"
          className="h-32 rounded-lg border border-slate-200 object-cover"
        />
      )}
    </div>
  );
}
