/** The editor's picture buttons: by https:// address, or uploaded to the media store (POST /blog/upload-image). */
import { isAllowedImageUrl } from '@shop/domain/blog/blog.rules';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { uploadBlogImage } from '../api/upload-blog-image';

export function ImageButtons({ editor, buttonClass }: { editor: Editor; buttonClass: string }) {
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const byUrl = () => {
    const url = window.prompt('Picture address (https://…)');
    if (!url) return;
    if (!isAllowedImageUrl(url)) return toast.error('The picture must be an https:// address.', { duration: 3000 });
    editor.chain().focus().setImage({ src: url }).run();
  };
  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    try {
      const src = await uploadBlogImage(picked);
      editor
        .chain()
        .focus()
        .setImage({ src, alt: picked.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Upload failed. Please try again.', { duration: 3000 });
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };
  return (
    <>
      <button type="button" className={buttonClass} onClick={byUrl}>
        Image URL
      </button>
      <button type="button" className={buttonClass} disabled={uploading} onClick={() => file.current?.click()}>
        {uploading ? 'Uploading…' : 'Upload image'}
      </button>
      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="hidden"
        aria-label="Upload an image into the post"
        onChange={(e) => void upload(e.target.files?.[0])}
      />
    </>
  );
}
