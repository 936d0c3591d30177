/** Up to 3 other published posts, sharing the post's first tag when it has one (storefront spec §2, §9). */
import { BLOG_RELATED_COUNT } from '@shop/domain/blog/blog.rules';
import { usePublishedBlogs } from '../api/get-published-blogs';
import { BlogCard } from './blog-card';

export function RelatedBlogs({ slug, tag }: { slug: string; tag?: string }) {
  const related = usePublishedBlogs({ pageNum: 1, pageSize: BLOG_RELATED_COUNT, tag, exclude: slug });
  const blogs = related.data?.blogs ?? [];
  if (blogs.length === 0) return null;
  return (
    <section aria-labelledby="related-blogs" className="space-y-4 print:hidden">
      <h2 id="related-blogs" className="text-2xl font-bold text-slate-900">
        Related Blogs
      </h2>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {blogs.map((blog) => (
          <BlogCard key={blog._id} blog={blog} />
        ))}
      </div>
    </section>
  );
}
