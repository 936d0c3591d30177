/** The editor's buttons: H2, H3, bold, italic, lists, link, picture (by URL or upload), code, quote, undo and redo. */
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { uploadBlogImage } from '../api/upload-blog-image';

const button =
  'rounded px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-200 aria-pressed:bg-slate-800 aria-pressed:text-white disabled:opacity-40';

export function EditorToolbar({ editor, allowImage }: { editor: Editor | null; allowImage: (url: string) => boolean }) {
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  if (!editor) return <div className="h-10 border-b border-slate-200 bg-slate-50" />;
  const chain = () => editor.chain().focus();
  const tools: { label: string; active?: boolean; run: () => void }[] = [
    {
      label: 'H2',
      active: editor.isActive('heading', { level: 2 }),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'H3',
      active: editor.isActive('heading', { level: 3 }),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { label: 'Bold', active: editor.isActive('bold'), run: () => chain().toggleBold().run() },
    { label: 'Italic', active: editor.isActive('italic'), run: () => chain().toggleItalic().run() },
    { label: 'Bullet list', active: editor.isActive('bulletList'), run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', active: editor.isActive('orderedList'), run: () => chain().toggleOrderedList().run() },
    { label: 'Code', active: editor.isActive('codeBlock'), run: () => chain().toggleCodeBlock().run() },
    { label: 'Quote', active: editor.isActive('blockquote'), run: () => chain().toggleBlockquote().run() },
  ];
  const link = () => {
    const url = window.prompt('Link address (https://…)', editor.getAttributes('link').href ?? 'https://');
    if (url === null) return;
    if (url === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url }).run();
  };
  const imageByUrl = () => {
    const url = window.prompt('Picture address (https://…)');
    if (!url) return;
    if (!allowImage(url)) return toast.error('The picture must be an https:// address.', { duration: 3000 });
    chain().setImage({ src: url }).run();
  };
  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    try {
      chain()
        .setImage({ src: await uploadBlogImage(picked), alt: picked.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Upload failed. Please try again.', { duration: 3000 });
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
    >
      {tools.map((t) => (
        <button key={t.label} type="button" aria-pressed={t.active} className={button} onClick={t.run}>
          {t.label}
        </button>
      ))}
      <button type="button" aria-pressed={editor.isActive('link')} className={button} onClick={link}>
        Link
      </button>
      <button type="button" className={button} onClick={imageByUrl}>
        Image URL
      </button>
      <button type="button" className={button} disabled={uploading} onClick={() => file.current?.click()}>
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
      <button type="button" className={button} disabled={!editor.can().undo()} onClick={() => chain().undo().run()}>
        Undo
      </button>
      <button type="button" className={button} disabled={!editor.can().redo()} onClick={() => chain().redo().run()}>
        Redo
      </button>
    </div>
  );
}
