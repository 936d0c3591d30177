/**
 * /admin-dashboard/blog-management — Blog Management (admin spec §2; any staff member, §6): the
 * counts, a search box with the status filter and a Search button, the table 20 a page (the pager
 * only past one page), the Create/Edit modal, delete after the browser's confirm, and 'No blog
 * posts found' with 'Create Your First Post'. Toasts last 3 s (§8, §10).
 */
import {
  BLOG_DELETE_CONFIRM,
  BLOG_DELETE_FAILED,
  BLOG_DELETED,
  BLOG_LIST_FAILED,
  BLOG_TOAST_MS,
  type BlogStatus,
} from '@shop/domain/blog/blog.rules';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { InputField } from '../../../../components/ui/input';
import { LoadError } from '../../../../components/ui/load-error';
import { SelectField } from '../../../../components/ui/select';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toast';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { useBlogPosts, type AdminBlogPost } from '../api/list-blog-posts';
import { BlogFormDialog } from './blog-form-dialog';
import { BlogPager } from './blog-pager';
import { BlogStatsCards } from './blog-stats-cards';
import { BlogTable } from './blog-table';

const STATUS_OPTIONS = [
  { value: '', label: 'All Posts' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

export function BlogManagementPage() {
  const [searchInput, setSearchInput] = useState('');
  const [filter, setFilter] = useState({ pageNum: 1, status: '' as BlogStatus | '', search: '' });
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  const posts = useBlogPosts(filter);
  const remove = useDeleteBlogPost();
  const list = posts.data?.blogList;
  const pages = posts.data?.pages ?? 1;

  const onDelete = (post: AdminBlogPost) => {
    if (!window.confirm(BLOG_DELETE_CONFIRM)) return;
    remove.mutate(post._id, {
      onSuccess: () => toast.success(BLOG_DELETED, { duration: BLOG_TOAST_MS }),
      onError: (e) => toast.error(e.message || BLOG_DELETE_FAILED, { duration: BLOG_TOAST_MS }),
    });
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Blog Management</h1>
          <p className="mt-1 text-sm text-slate-600">Write posts for the storefront's blog; drafts stay private.</p>
        </div>
        <Button onClick={() => setEditing('new')}>New Post</Button>
      </header>
      <BlogStatsCards />
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter((f) => ({ ...f, pageNum: 1, search: searchInput.trim() }));
        }}
      >
        <InputField
          label="Search posts"
          type="search"
          value={searchInput}
          maxLength={100}
          onChange={(e) => setSearchInput(e.target.value)}
          className="min-w-60 flex-1"
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={filter.status}
          onChange={(e) => setFilter((f) => ({ ...f, pageNum: 1, status: e.target.value as BlogStatus | '' }))}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      {posts.isPending ? (
        <CenteredSpinner label="Loading blog posts…" />
      ) : posts.isError && !list ? (
        <LoadError title={BLOG_LIST_FAILED} message={posts.error.message} onRetry={() => void posts.refetch()} />
      ) : !list || list.length === 0 ? (
        <EmptyState title="No blog posts found">
          <Button onClick={() => setEditing('new')}>Create Your First Post</Button>
        </EmptyState>
      ) : (
        <BlogTable
          posts={list}
          onEdit={setEditing}
          onDelete={onDelete}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      )}

      <BlogPager page={filter.pageNum} pages={pages} onPage={(pageNum) => setFilter((f) => ({ ...f, pageNum }))} />

      {editing && <BlogFormDialog post={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
