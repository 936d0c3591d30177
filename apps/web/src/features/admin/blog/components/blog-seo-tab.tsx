/** The modal's 'SEO Settings' tab (admin spec §2, §5): meta title ≤ 60, meta description ≤ 160, keywords, and the slug and author. */
import {
  AUTHOR_BIO_MAX,
  AUTHOR_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  SLUG_MAX,
} from '@shop/domain/blog/blog.rules';
import { InputField } from '../../../../components/ui/input';
import { TextAreaField } from '../../../../components/ui/textarea';
import type { BlogForm } from './blog-form-state';

export function BlogSeoTab({ form, set }: { form: BlogForm; set: (change: Partial<BlogForm>) => void }) {
  return (
    <div className="space-y-4">
      <InputField
        label="Meta title"
        value={form.meta_title}
        maxLength={META_TITLE_MAX}
        hint={`${form.meta_title.length}/${META_TITLE_MAX} (50–60 recommended)`}
        onChange={(e) => set({ meta_title: e.target.value })}
      />
      <TextAreaField
        label="Meta description"
        rows={3}
        value={form.meta_description}
        maxLength={META_DESCRIPTION_MAX}
        hint={`${form.meta_description.length}/${META_DESCRIPTION_MAX} (150–160 recommended)`}
        onChange={(e) => set({ meta_description: e.target.value })}
      />
      <InputField
        label="Meta keywords"
        value={form.meta_keywords}
        hint="Separate keywords with commas"
        onChange={(e) => set({ meta_keywords: e.target.value })}
      />
      <InputField
        label="Slug"
        value={form.slug}
        maxLength={SLUG_MAX}
        placeholder="made from the title when left empty"
        hint="The post's address: /blog/your-slug (lower-case letters, digits and hyphens)"
        onChange={(e) => set({ slug: e.target.value })}
      />
      <InputField
        label="Author"
        value={form.author}
        maxLength={AUTHOR_MAX}
        placeholder="you, when left empty"
        onChange={(e) => set({ author: e.target.value })}
      />
      <TextAreaField
        label="Author bio"
        rows={2}
        value={form.author_bio}
        maxLength={AUTHOR_BIO_MAX}
        onChange={(e) => set({ author_bio: e.target.value })}
      />
    </div>
  );
}
