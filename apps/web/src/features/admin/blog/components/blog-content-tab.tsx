/** The modal's 'Content' tab (admin spec §2, §5): title, excerpt with its counter, the editor, featured picture, tags and status. */
import {
  BLOG_STATUSES,
  CONTENT_RECOMMENDED_TEXT,
  EXCERPT_MAX,
  EXCERPT_WARN_AT,
  htmlText,
  TITLE_MAX,
} from '@shop/domain/blog/blog.rules';
import { InputField, labelClasses } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select';
import { TextAreaField } from '../../../../components/ui/textarea';
import type { BlogForm } from './blog-form-state';
import { FeaturedImageField } from './featured-image-field';
import { RichTextEditor } from './rich-text-editor';

export function BlogContentTab({ form, set }: { form: BlogForm; set: (change: Partial<BlogForm>) => void }) {
  const textLength = htmlText(form.content).length;
  return (
    <div className="space-y-4">
      <InputField
        label="Title"
        value={form.title}
        maxLength={TITLE_MAX}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextAreaField
        label="Excerpt"
        rows={2}
        value={form.excerpt}
        maxLength={EXCERPT_MAX}
        onChange={(e) => set({ excerpt: e.target.value })}
        hint={
          <span className={form.excerpt.length > EXCERPT_WARN_AT ? 'text-amber-700' : ''}>
            {form.excerpt.length}/{EXCERPT_MAX}
            {form.excerpt.length > EXCERPT_WARN_AT && ' Almost at limit!'}
          </span>
        }
      />
      <div>
        <span id="blog-content-label" className={labelClasses}>
          Content
        </span>
        <RichTextEditor id="blog-content" value={form.content} onChange={(content) => set({ content })} />
        <p className="mt-1 text-xs text-slate-600">
          {textLength} characters
          {textLength > 0 &&
            textLength < CONTENT_RECOMMENDED_TEXT &&
            ` — for SEO, at least ${CONTENT_RECOMMENDED_TEXT} characters are recommended.`}
        </p>
      </div>
      <FeaturedImageField value={form.featured_image_url} onChange={(url) => set({ featured_image_url: url })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Tags"
          value={form.tags}
          placeholder="esp32, iot, sensors"
          hint="Separate tags with commas"
          onChange={(e) => set({ tags: e.target.value })}
        />
        <SelectField
          label="Status"
          options={BLOG_STATUSES.map((s) => ({ value: s, label: s === 'draft' ? 'Draft' : 'Published' }))}
          value={form.status}
          onChange={(e) => set({ status: e.target.value as BlogForm['status'] })}
        />
      </div>
    </div>
  );
}
