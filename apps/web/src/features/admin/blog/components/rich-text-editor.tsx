/**
 * The post's rich-text editor (TipTap; admin spec §2 Create/Edit 'Content', §10 editor height
 * 300–500 px): headings, bold, italic, lists, links, pictures by URL or upload, code and quotes.
 * Pasted HTML keeps only what these extensions know, so scripts, styles, handlers and
 * javascript: links are dropped here too (§5); the server's allow-list is what counts.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { EditorToolbar } from './editor-toolbar';

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
      isAllowedUri: (url) => /^(https?:|mailto:|\/(?!\/))/i.test(url),
    },
  }),
  Image.configure({ allowBase64: false }),
];

export function RichTextEditor({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}) {
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    // The toolbar shows which marks are on at the cursor.
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        class: 'blog-prose min-h-[300px] max-h-[500px] overflow-y-auto px-4 py-3 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A post opened for editing after the editor started.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !editor.isFocused) editor.commands.setContent(value);
  }, [editor, value]);

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white ${invalid ? 'border-red-500' : 'border-slate-300'} focus-within:ring-2 focus-within:ring-brand-100`}
    >
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
