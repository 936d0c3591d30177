/** Blog Management's table (admin spec §2): title with its excerpt cut at 100, status, 2 tags then '+N more', created date, Edit and Delete. */
import { BLOG_ADMIN_EXCERPT_CUT, cardTags, cutText } from '@shop/domain/blog/blog.rules';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { formatDate } from '../../../../lib/format';
import type { AdminBlogPost } from '../api/list-blog-posts';

export function BlogTable({
  posts,
  onEdit,
  onDelete,
  deletingId,
}: {
  posts: AdminBlogPost[];
  onEdit: (post: AdminBlogPost) => void;
  onDelete: (post: AdminBlogPost) => void;
  deletingId?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th className="px-4 py-3">Title</th>
            <th className="px-4 py-3">Status</th>
            <th className="px-4 py-3">Tags</th>
            <th className="px-4 py-3">Created</th>
            <th className="px-4 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => {
            const tags = cardTags(post.tags);
            return (
              <tr key={post._id} className="align-top">
                <td className="max-w-md px-4 py-3">
                  <p className="font-medium text-slate-900">{post.title}</p>
                  <p className="mt-1 text-slate-600">{cutText(post.excerpt, BLOG_ADMIN_EXCERPT_CUT)}</p>
                  <p className="mt-1 text-xs text-slate-500">/blog/{post.slug}</p>
                </td>
                <td className="px-4 py-3">
                  <Badge tone={post.status === 'published' ? 'green' : 'amber'}>
                    {post.status === 'published' ? 'Published' : 'Draft'}
                  </Badge>
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {tags.shown.join(', ')}
                  {tags.more > 0 && <span className="text-slate-500"> +{tags.more} more</span>}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDate(post.created_at)}</td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onEdit(post)}
                      aria-label={`Edit ${post.title}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      isLoading={deletingId === post._id}
                      onClick={() => onDelete(post)}
                      aria-label={`Delete ${post.title}`}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
