/**
 * The home page's Latest Blogs block (storefront spec §2 home item 11, §4, §8): the three newest
 * published posts with excerpts cut to 80 characters; loading, 'Failed to load blogs' and 'No
 * blogs available yet'; View All to /blogs.
 */
import {
  BLOG_HOME_COUNT,
  BLOG_HOME_EXCERPT_CUT,
  BLOGS_FETCH_FAILED,
  cutText,
  NO_BLOGS_YET,
  viewsLabel,
} from '@shop/domain/blog/blog.rules';
import { variantUrl } from '@shop/domain/catalog/media-variants.rules';
import { Link } from 'react-router';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { usePublishedBlogs } from '../api/get-published-blogs';

export function LatestBlogs() {
  const blogs = usePublishedBlogs({ pageNum: 1, pageSize: BLOG_HOME_COUNT });
  return (
    <section aria-labelledby="latest-blogs" className="space-y-4">
      <div className="flex items-end justify-between gap-3">
        <h2 id="latest-blogs" className="text-2xl font-bold text-slate-900">
          Latest Blogs
        </h2>
        <Link to={paths.blogs()} className="text-sm font-semibold text-brand-700 hover:underline">
          View All Blogs
        </Link>
      </div>
      {blogs.isPending ? (
        <CenteredSpinner label="Loading blogs..." className="py-10" />
      ) : blogs.isError ? (
        <p role="alert" className="py-6 text-center text-red-700">
          {BLOGS_FETCH_FAILED}
        </p>
      ) : blogs.data.blogs.length === 0 ? (
        <p className="py-6 text-center text-slate-600">{NO_BLOGS_YET}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {blogs.data.blogs.map((blog) => (
            <li key={blog._id} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <Link to={paths.blog(blog.slug)} className="group block h-full">
                {blog.featured_image_url ? (
                  <img
                    src={variantUrl(blog.featured_image_url, 'card')}
                    alt=""
                    width={480}
                    height={270}
                    loading="lazy"
                    className="aspect-video w-full bg-slate-100 object-cover"
                  />
                ) : (
                  <div aria-hidden className="aspect-video w-full bg-gradient-to-br from-brand-100 to-indigo-100" />
                )}
                <div className="space-y-2 p-4">
                  <p className="text-xs text-slate-600">
                    {formatDate(blog.published_at ?? blog.created_at)} · {viewsLabel(blog.view_count)}
                  </p>
                  <h3 className="font-semibold text-slate-900 group-hover:text-brand-700">{blog.title}</h3>
                  <p className="text-sm text-slate-600">{cutText(blog.excerpt, BLOG_HOME_EXCERPT_CUT)}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
