/**
 * The Create/Edit modal (admin spec §2): tabs 'Content' and 'SEO Settings', the §5 rules with only
 * the first error shown, and the §8 toasts (3 s): 'Blog post created successfully' / 'updated', or
 * the server's message, else 'Failed to create blog post' / 'Failed to update blog post'.
 */
import {
  BLOG_CREATE_FAILED,
  BLOG_CREATED,
  BLOG_TOAST_MS,
  BLOG_UPDATE_FAILED,
  BLOG_UPDATED,
  firstBlogFormError,
} from '@shop/domain/blog/blog.rules';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import type { AdminBlogPost } from '../api/list-blog-posts';
import { useSaveBlogPost } from '../api/save-blog-post';
import { BlogContentTab } from './blog-content-tab';
import { bodyOf, EMPTY_BLOG_FORM, formOf, type BlogForm } from './blog-form-state';
import { BlogSeoTab } from './blog-seo-tab';

const TABS = ['Content', 'SEO Settings'] as const;

export function BlogFormDialog({ post, onClose }: { post?: AdminBlogPost; onClose: () => void }) {
  const [form, setForm] = useState<BlogForm>(post ? formOf(post) : EMPTY_BLOG_FORM);
  const [tab, setTab] = useState<(typeof TABS)[number]>('Content');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBlogPost();
  const set = (change: Partial<BlogForm>) => setForm((f) => ({ ...f, ...change }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = firstBlogFormError(form);
    setError(problem);
    if (problem) return setTab('Content');
    save.mutate(
      { id: post?._id, body: bodyOf(form) },
      {
        onSuccess: () => {
          toast.success(post ? BLOG_UPDATED : BLOG_CREATED, { duration: BLOG_TOAST_MS });
          onClose();
        },
        onError: (e) => {
          const message = e.message || (post ? BLOG_UPDATE_FAILED : BLOG_CREATE_FAILED);
          setError(message);
          toast.error(message, { duration: BLOG_TOAST_MS });
        },
      },
    );
  };

  return (
    <Modal
      title={post ? 'Edit Blog Post' : 'Create Blog Post'}
      size="lg"
      onClose={onClose}
      footer={
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="blog-form" isLoading={save.isPending}>
            {post ? 'Update Post' : 'Create Post'}
          </Button>
        </div>
      }
    >
      <form id="blog-form" noValidate onSubmit={submit} className="space-y-4">
        <div role="tablist" aria-label="Post sections" className="flex gap-2 border-b border-slate-200">
          {TABS.map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={tab === t}
              onClick={() => setTab(t)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${tab === t ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600'}`}
            >
              {t}
            </button>
          ))}
        </div>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <div role="tabpanel" aria-label={tab}>
          {/* Both stay mounted so the editor keeps its state while the SEO tab shows. */}
          <div hidden={tab !== 'Content'}>
            <BlogContentTab form={form} set={set} />
          </div>
          <div hidden={tab !== 'SEO Settings'}>
            <BlogSeoTab form={form} set={set} />
          </div>
        </div>
      </form>
    </Modal>
  );
}
