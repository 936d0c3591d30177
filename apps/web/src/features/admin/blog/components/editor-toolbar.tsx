/** The editor's buttons: H2, H3, bold, italic, lists, code, quote, link, pictures (image-buttons.tsx), undo and redo. */
import type { Editor } from '@tiptap/react';
import { ImageButtons } from './image-buttons';

const button =
  'rounded px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-200 aria-pressed:bg-slate-800 aria-pressed:text-white disabled:opacity-40';

/** The toggles: their label, whether they are on at the cursor, and what they do. */
function toggles(editor: Editor): { label: string; active: boolean; run: () => void }[] {
  const chain = () => editor.chain().focus();
  return [
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
    { label: 'Link', active: editor.isActive('link'), run: () => editLink(editor) },
  ];
}

/** Asks for the link's address: empty removes the link. */
function editLink(editor: Editor) {
  const url = window.prompt('Link address (https://…)', (editor.getAttributes('link').href as string) ?? 'https://');
  if (url === null) return;
  if (url === '') editor.chain().focus().unsetLink().run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
}

export function EditorToolbar({ editor }: { editor: Editor | null }) {
  if (!editor) return <div className="h-10 border-b border-slate-200 bg-slate-50" />;
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
    >
      {toggles(editor).map((t) => (
        <button
          key={t.label}
          type="button"
          aria-pressed={t.active}
          className={button}
          // Pressing keeps the caret in the text: typing right after a click goes where it was.
          onMouseDown={(event) => event.preventDefault()}
          onClick={t.run}
        >
          {t.label}
        </button>
      ))}
      <ImageButtons editor={editor} buttonClass={button} />
      <button
        type="button"
        className={button}
        disabled={!editor.can().undo()}
        onClick={() => editor.chain().focus().undo().run()}
      >
        Undo
      </button>
      <button
        type="button"
        className={button}
        disabled={!editor.can().redo()}
        onClick={() => editor.chain().focus().redo().run()}
      >
        Redo
      </button>
    </div>
  );
}
