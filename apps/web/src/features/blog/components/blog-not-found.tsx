/** 'Blog Not Found' with Back to Blogs (storefront spec §2, §8). */
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';

export function BlogNotFound({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState title="Blog Not Found" text={message}>
        <Link
          to={paths.blogs()}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Back to Blogs
        </Link>
      </EmptyState>
    </div>
  );
}
